/**
 * Small SVG charts for /seller/dataAnalysis: a few hundred bytes of code instead of a chart library,
 * loaded with the charts (React.lazy) after the figures are on screen.
 */

export interface Series {
  name: string;
  color: string;
  values: number[];
  format?: (v: number) => string;
}

const W = 560;
const H = 220;
const PAD = { l: 48, r: 12, t: 24, b: 28 };

function scale(max: number) {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  const n = max / p;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10) * p;
}

function Axes({ top, labels, format }: { top: number; labels: string[]; format: (v: number) => string }) {
  const ih = H - PAD.t - PAD.b;
  const iw = W - PAD.l - PAD.r;
  return (
    <g fontSize="11" fill="#86909c">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.l} x2={W - PAD.r} y1={PAD.t + ih * (1 - f)} y2={PAD.t + ih * (1 - f)} stroke="#f0f0f0" />
          <text x={PAD.l - 6} y={PAD.t + ih * (1 - f) + 4} textAnchor="end">
            {format(top * f)}
          </text>
        </g>
      ))}
      {labels.map((l, i) => (
        <text key={l} x={PAD.l + (iw / labels.length) * (i + 0.5)} y={H - 8} textAnchor="middle">
          {l}
        </text>
      ))}
    </g>
  );
}

/** Grouped bars: one group per label, one bar per series. */
export function BarChart({ title, labels, series }: { title: string; labels: string[]; series: Series[] }) {
  const top = scale(Math.max(0, ...series.flatMap((s) => s.values)));
  const ih = H - PAD.t - PAD.b;
  const group = (W - PAD.l - PAD.r) / Math.max(1, labels.length);
  const bw = Math.min(36, (group * 0.7) / series.length);
  const fmt = series[0]?.format ?? String;
  return (
    <figure style={{ margin: 0 }}>
      <svg className="sc-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <Axes top={top} labels={labels} format={fmt} />
        {series.map((s, k) =>
          s.values.map((v, i) => {
            const h = (v / top) * ih;
            const x = PAD.l + group * i + (group - bw * series.length) / 2 + bw * k;
            return (
              <g key={`${s.name}-${labels[i]}`}>
                <rect x={x} y={PAD.t + ih - h} width={bw - 2} height={Math.max(h, v > 0 ? 1 : 0)} fill={s.color} rx="2">
                  <title>{`${labels[i]} ${s.name}：${(s.format ?? String)(v)}`}</title>
                </rect>
                {series.length === 1 && v > 0 && (
                  <text x={x + bw / 2} y={PAD.t + ih - h - 4} textAnchor="middle" fontSize="10" fill="#4e5969">
                    {(s.format ?? String)(v)}
                  </text>
                )}
              </g>
            );
          }),
        )}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

/** Lines over the labels, one per series (each on the same scale). */
export function LineChart({ title, labels, series }: { title: string; labels: string[]; series: Series[] }) {
  const top = scale(Math.max(0, ...series.flatMap((s) => s.values)));
  const ih = H - PAD.t - PAD.b;
  const step = (W - PAD.l - PAD.r) / Math.max(1, labels.length);
  const pt = (v: number, i: number) => [PAD.l + step * (i + 0.5), PAD.t + ih - (v / top) * ih] as const;
  return (
    <figure style={{ margin: 0 }}>
      <svg className="sc-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <Axes top={top} labels={labels} format={series[0]?.format ?? String} />
        {series.map((s) => (
          <g key={s.name}>
            <polyline fill="none" stroke={s.color} strokeWidth="2" points={s.values.map((v, i) => pt(v, i).join(',')).join(' ')} />
            {s.values.map((v, i) => {
              const [x, y] = pt(v, i);
              return (
                <circle key={`${s.name}-${labels[i]}`} cx={x} cy={y} r="3.5" fill="#fff" stroke={s.color} strokeWidth="2">
                  <title>{`${labels[i]} ${s.name}：${(s.format ?? String)(v)}`}</title>
                </circle>
              );
            })}
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

/** Horizontal bars for a ranking (products by sales). */
export function RankChart({
  title,
  rows,
  color,
  format,
}: {
  title: string;
  rows: { label: string; value: number }[];
  color: string;
  format: (v: number) => string;
}) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  const rh = 26;
  const h = rows.length * rh + 8;
  return (
    <svg className="sc-chart" viewBox={`0 0 ${W} ${h}`} role="img" aria-label={title}>
      {rows.map((r, i) => (
        <g key={r.label} transform={`translate(0 ${i * rh + 4})`}>
          <text x="0" y="15" fontSize="12" fill="#4e5969">
            {r.label.length > 12 ? `${r.label.slice(0, 12)}…` : r.label}
          </text>
          <rect x="170" y="3" width={((W - 250) * r.value) / top} height="16" fill={color} rx="3" />
          <text x={174 + ((W - 250) * r.value) / top} y="15" fontSize="11" fill="#1f2329">
            {format(r.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function Legend({ series }: { series: Series[] }) {
  if (series.length < 2) return null;
  return (
    <figcaption className="sc-row" style={{ justifyContent: 'center', fontSize: 12, color: '#4e5969' }}>
      {series.map((s) => (
        <span key={s.name} className="sc-row" style={{ gap: 4 }}>
          <i style={{ width: 10, height: 10, background: s.color, display: 'inline-block', borderRadius: 2 }} />
          {s.name}
        </span>
      ))}
    </figcaption>
  );
}
