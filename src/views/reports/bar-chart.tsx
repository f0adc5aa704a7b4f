// A simple horizontal bar chart in inline SVG (no chart library): one bar per row, its value written beside it.

export type Bar = {
  readonly key: string | number;
  readonly label: string;
  readonly value: number;
  readonly text: string;
};

export function BarChart({ title, bars }: { readonly title: string; readonly bars: ReadonlyArray<Bar> }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  if (bars.length === 0 || max <= 0) return null;
  return (
    <figure className="report-chart" aria-label={title}>
      <figcaption>{title}</figcaption>
      <ul>
        {bars.map((bar) => {
          const width = Math.max(0, (bar.value / max) * 100);
          return (
            <li key={bar.key}>
              <span className="report-chart__label" title={bar.label}>
                {bar.label}
              </span>
              <svg className="report-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                <rect x="0" y="0" width={width} height="10" rx="1" />
              </svg>
              <span className="report-chart__value">{bar.text}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
