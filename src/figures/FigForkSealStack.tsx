// Conventional fork: the parts slid onto the inner tube, in order from the top, before the tube goes into
// the slider. An inverted fork has the same parts at the bottom of its outer tube.
import {Lead, Svg, T} from './kit';

export default function FigForkSealStack() {
  const parts = [
    {y: 40, h: 26, w: 74, c: 'f-darkpart', label: '1 Dust seal'},
    {y: 86, h: 8, w: 70, c: 'f-metal', label: '2 Clip'},
    {y: 114, h: 30, w: 78, c: 'f-hl', label: '3 Oil seal, marked side up'},
    {y: 164, h: 8, w: 72, c: 'f-metal', label: '4 Seal washer'},
    {y: 192, h: 24, w: 64, c: 'f-amber-part', label: '5 Upper bushing'},
  ];
  return (
    <Svg h={340}>
      {/* Inner tube. */}
      <rect x={110} y={14} width={40} height={320} className="f-metal" />
      {parts.map((p, i) => (
        <g key={i}>
          <rect x={130 - p.w / 2 - 20} y={p.y} width={p.w + 40} height={p.h} rx={4} className={p.c} />
          <Lead x1={240} y1={p.y + p.h / 2} x2={130 + p.w / 2 + 20} y2={p.y + p.h / 2} />
          <T x={248} y={p.y + p.h / 2} c={i === 2 ? 'f-accent f-bold' : undefined}>
            {p.label}
          </T>
        </g>
      ))}
      {/* Slider top. */}
      <path d="M50 250 L210 250 L210 334 L190 334 L190 270 L70 270 L70 334 L50 334 Z" className="f-part" />
      <T x={248} y={262}>
        Slider (outer tube)
      </T>
      <T x={248} y={300} c="f-muted f-small">
        Spring side of the oil seal
      </T>
      <T x={248} y={324} c="f-muted f-small">
        faces down, into the oil
      </T>
    </Svg>
  );
}
