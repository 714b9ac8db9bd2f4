// Where a piston is measured: across the skirt at right angles to the pin, at the maker's height above the
// bottom edge of the skirt (side view looking along the pin, and from above); and the compression height, from
// the pin center to the crown's outer edge.
import {Arrow, Svg, T} from './kit';

const L = 110;
const R = 290;
const CROWN = 70;
const BOTTOM = 330;
const PIN = {x: 200, y: 190};
const MEASURE = 290;
const TOP = {x: 470, y: 130, r: 70};

export default function FigPistonSkirtMeasure() {
  return (
    <Svg h={340}>
      {/* Side view looking along the pin: crown, ring grooves, pin boss, skirt. */}
      <rect x={L} y={CROWN} width={R - L} height={BOTTOM - CROWN} rx={6} className="f-metal" data-shape="piston" />
      {[92, 110, 128].map((y) => (
        <line key={y} x1={L} y1={y} x2={R} y2={y} className="f-line" />
      ))}
      <circle cx={PIN.x} cy={PIN.y} r={26} className="f-part" />
      <circle cx={PIN.x} cy={PIN.y} r={3} className="f-ink" />
      <T x={PIN.x + 34} y={PIN.y} c="f-small" box="piston">
        Pin
      </T>

      {/* Compression height: pin center to the crown's outer edge. */}
      <line x1={56} y1={CROWN} x2={L} y2={CROWN} className="f-thin" />
      <line x1={56} y1={PIN.y} x2={PIN.x} y2={PIN.y} className="f-thin" />
      <Arrow x1={70} y1={CROWN} x2={70} y2={PIN.y} both />
      <T x={0} y={30} c="f-bold">
        Compression height
      </T>

      {/* Skirt diameter across the skirt, at the measuring height above its bottom edge. */}
      <Arrow x1={L} y1={MEASURE} x2={R} y2={MEASURE} c="hl" both />
      <line x1={R} y1={BOTTOM} x2={322} y2={BOTTOM} className="f-thin" />
      <line x1={R} y1={MEASURE} x2={322} y2={MEASURE} className="f-thin" />
      <Arrow x1={312} y1={MEASURE} x2={312} y2={BOTTOM} c="blue" both />
      <T x={(L + R) / 2} y={266} a="middle" c="f-accent f-bold" box="piston">
        Skirt diameter
      </T>
      <T x={338} y={298} c="f-blue f-small">
        Measuring height,
      </T>
      <T x={338} y={322} c="f-blue f-small">
        from the skirt bottom
      </T>

      {/* From above: the pin axis and the measurement across it. */}
      <T x={TOP.x} y={30} a="middle" c="f-muted f-small">
        From above
      </T>
      <circle cx={TOP.x} cy={TOP.y} r={TOP.r} className="f-metal" />
      <rect x={TOP.x - 13} y={TOP.y - TOP.r + 4} width={26} height={2 * TOP.r - 8} className="f-dash" />
      <Arrow x1={TOP.x - TOP.r} y1={TOP.y} x2={TOP.x + TOP.r} y2={TOP.y} c="hl" both />
      <T x={TOP.x} y={TOP.y + TOP.r + 22} a="middle" c="f-small">
        Pin (dashed)
      </T>
    </Svg>
  );
}
