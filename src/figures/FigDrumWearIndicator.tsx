// Drum brake wear indicator: with the brake applied, the pointer on the brake arm moves toward the mark on
// the panel as the shoes wear; when it reaches the mark, the shoes are at their limit.
import {Svg, T} from './kit';

function Dial({cx, angle, title, sub, c}: {cx: number; angle: number; title: string; sub: string; c: string}) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const cy = 200;
  const r = 110;
  const p = (a: number, rr: number) => `${(cx + rr * Math.cos(rad(a))).toFixed(1)} ${(cy + rr * Math.sin(rad(a))).toFixed(1)}`;
  return (
    <g>
      <path d={`M${p(-150, r)} A${r} ${r} 0 0 1 ${p(-30, r)}`} className="f-line" />
      {/* Usable range, then the limit mark at its end. */}
      <path d={`M${p(-140, r - 12)} A${r - 12} ${r - 12} 0 0 1 ${p(-60, r - 12)}`} className="f-green-line" />
      <polygon points={`${p(-50, r - 22)} ${p(-54, r + 4)} ${p(-46, r + 4)}`} className="f-accent-fill" />
      <circle cx={cx} cy={cy} r={12} className="f-metal" />
      <line x1={cx} y1={cy} x2={cx + (r - 30) * Math.cos(rad(angle))} y2={cy + (r - 30) * Math.sin(rad(angle))} className="f-line" strokeWidth={6} />
      <T x={cx} y={250} a="middle" c={`f-bold ${c}`}>
        {title}
      </T>
      <T x={cx} y={278} a="middle" c="f-small">
        {sub}
      </T>
    </g>
  );
}

export default function FigDrumWearIndicator() {
  return (
    <Svg h={300}>
      <T x={280} y={24} a="middle" c="f-small">
        Brake applied; pointer on the brake arm
      </T>
      <Dial cx={140} angle={-120} title="Shoes usable" sub="Pointer in the range" c="f-green" />
      <Dial cx={420} angle={-50} title="Replace shoes" sub="Pointer at the mark" c="f-accent" />
      <T x={280} y={150} a="middle" c="f-muted f-small">
        Mark
      </T>
      <line x1={258} y1={150} x2={210} y2={126} className="f-thin" />
    </Svg>
  );
}
