import type { CashFlowBucket } from "../../schemas/finance-reports.ts";

// A small SVG chart of the cash flow: realized inflows and outflows per bucket as bars, the projected balance as a
// line. No chart library: the screen's chunk stays small and nothing is added to the main bundle.

const WIDTH = 720;
const HEIGHT = 180;
const PAD = 8;

const cents = (text: string) => Number(text);

export function CashFlowChart({
  buckets,
  label,
}: {
  readonly buckets: ReadonlyArray<CashFlowBucket>;
  readonly label: string;
}) {
  if (buckets.length === 0) return null;
  const values = buckets.flatMap((b) => [
    cents(b.realized.inflows),
    cents(b.realized.outflows),
    Math.abs(cents(b.foreseen.closing)),
  ]);
  const max = Math.max(1, ...values);
  const slot = (WIDTH - 2 * PAD) / buckets.length;
  const bar = Math.max(1, slot / 3);
  const y = (value: number) => HEIGHT - PAD - (Math.max(0, value) / max) * (HEIGHT - 2 * PAD);
  const line = buckets.map((b, index) => `${PAD + index * slot + slot / 2},${y(cents(b.foreseen.closing))}`).join(" ");
  return (
    <svg className="cash-flow-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {buckets.map((b, index) => {
        const x = PAD + index * slot + slot / 6;
        return (
          <g key={b.start}>
            <rect
              className="cash-flow-chart__in"
              x={x}
              y={y(cents(b.realized.inflows))}
              width={bar}
              height={HEIGHT - PAD - y(cents(b.realized.inflows))}
            />
            <rect
              className="cash-flow-chart__out"
              x={x + bar}
              y={y(cents(b.realized.outflows))}
              width={bar}
              height={HEIGHT - PAD - y(cents(b.realized.outflows))}
            />
          </g>
        );
      })}
      <polyline className="cash-flow-chart__balance" points={line} fill="none" />
    </svg>
  );
}
