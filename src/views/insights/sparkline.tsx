// A small inline trend line (spec 2.10 statistic card "sparkline trend"): one point per day, scaled to the box.

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 2;

/** The SVG path of `values` in a WIDTH × HEIGHT box (a flat line in the middle when every value is the same). */
export function sparklinePath(values: ReadonlyArray<number>): string {
  if (values.length === 0) return "";
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? (WIDTH - PAD * 2) / (values.length - 1) : 0;
  const points = values.map((value, index) => {
    const x = values.length > 1 ? PAD + index * step : WIDTH / 2;
    const y = span === 0 ? HEIGHT / 2 : PAD + (1 - (value - min) / span) * (HEIGHT - PAD * 2);
    return `${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return points.length === 1 ? `M${PAD} ${points[0]?.split(" ")[1]}H${WIDTH - PAD}` : `M${points.join("L")}`;
}

export function Sparkline({ values, label }: { readonly values: ReadonlyArray<number>; readonly label: string }) {
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      <path
        d={sparklinePath(values)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
