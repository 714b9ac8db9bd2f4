// Checking a 12 o'clock bar against the rear tire: the bar's clearance is judged with the wheel lifted through
// its whole travel to full compression (the shock's lower mount unbolted), not at ride height, because the
// swingarm swings the tire up toward the tail. Seen from the left, the bike facing left. A schematic: the
// frame, bar and travel are generic, not any one kit.
import {Arrow, Lead, Svg, T} from './kit';

const PIVOT = {x: 110, y: 250};
const ARM = 230; // pivot to axle
const R = 84; // tire radius

function axle(deg: number) {
  const a = (deg * Math.PI) / 180;
  return {x: PIVOT.x + ARM * Math.cos(a), y: PIVOT.y + ARM * Math.sin(a)};
}

export default function FigTwelveBarClearance() {
  const ride = axle(8);
  const full = axle(-16);
  // The point of the compressed tire nearest the bar, 25 degrees above its axle's level.
  const near = {x: full.x + R * Math.cos((25 * Math.PI) / 180), y: full.y - R * Math.sin((25 * Math.PI) / 180)};
  return (
    <Svg h={378}>
      {/* Tire at full compression, dashed. */}
      <circle cx={full.x} cy={full.y} r={R} className="f-dash" fill="none" />
      {/* Swingarm and tire at ride height. */}
      <circle cx={ride.x} cy={ride.y} r={R} className="f-darkpart" />
      <circle cx={ride.x} cy={ride.y} r={R - 16} className="f-paper" />
      <line x1={PIVOT.x} y1={PIVOT.y} x2={ride.x} y2={ride.y} className="f-line" strokeWidth={10} />
      <line x1={PIVOT.x} y1={PIVOT.y} x2={full.x} y2={full.y} className="f-dash" />
      <circle cx={PIVOT.x} cy={PIVOT.y} r={8} className="f-metal" />
      {/* Subframe, and the 12 bar hanging back from it. */}
      <path d="M60 96 L450 70" className="f-line" strokeWidth={8} />
      <path d="M400 74 Q500 60 490 150 L490 200" className="f-hl-line" strokeWidth={8} fill="none" />
      <Arrow x1={near.x} y1={near.y} x2={487} y2={near.y - 4} c="hl" both />

      <T x={560} y={24} a="end" c="f-accent f-bold">
        12 bar
      </T>
      <Lead x1={530} y1={36} x2={478} y2={90} />
      <T x={560} y={260} a="end" c="f-accent f-small">
        Clearance
      </T>
      <T x={560} y={284} a="end" c="f-accent f-small">
        at full
      </T>
      <T x={560} y={308} a="end" c="f-accent f-small">
        compression
      </T>
      <Lead x1={506} y1={250} x2={460} y2={near.y - 2} />
      <T x={0} y={146} c="f-small">
        Shock's lower
      </T>
      <T x={0} y={170} c="f-small">
        mount off, wheel
      </T>
      <T x={0} y={194} c="f-small">
        lifted through
      </T>
      <T x={0} y={218} c="f-small">
        its travel
      </T>
      <T x={0} y={24} c="f-muted f-small">
        Left side (schematic)
      </T>
      <T x={120} y={68} c="f-small">
        Subframe
      </T>
      <T x={92} y={280} c="f-small f-muted">
        Pivot
      </T>
    </Svg>
  );
}
