// Clutch stack height: the plates stacked flat on a sheet of glass in the order they came out, the calipers
// across the whole stack, and the four points around the stack where it is measured (note the lowest reading).
import {Arrow, Svg, T} from './kit';

const PLATE = 14;
const BASE = 250; // top of the glass
const COUNT = 7;

export default function FigClutchStackHeight() {
  const top = BASE - COUNT * PLATE;
  return (
    <Svg h={330}>
      <T x={4} y={10} c="f-muted f-small">
        Plates in the order they came out
      </T>
      {/* Side view: the stack on the glass, overhanging its edge so the lower jaw reaches under it. */}
      <rect x={30} y={BASE} width={200} height={14} className="f-blue-part" />
      <T x={30} y={284} c="f-blue f-small">
        Flat glass
      </T>
      {Array.from({length: COUNT}, (_, i) => (
        <rect
          key={i}
          x={i % 2 ? 66 : 60}
          y={BASE - (i + 1) * PLATE}
          width={i % 2 ? 188 : 200}
          height={PLATE}
          className={i % 2 ? 'f-metal' : 'f-amber-part'}
        />
      ))}
      {/* Caliper jaws on the top and bottom plates, and the beam. */}
      <rect x={236} y={top - 14} width={70} height={14} className="f-darkpart" />
      <rect x={236} y={BASE} width={70} height={14} className="f-darkpart" />
      <rect x={306} y={top - 34} width={14} height={170} className="f-darkpart" />
      <Arrow x1={40} y1={top + 3} x2={40} y2={BASE - 3} c="hl" both />
      <T x={4} y={top - 26} c="f-accent f-bold">
        Stack height
      </T>
      {/* Legend. */}
      <rect x={30} y={304} width={24} height={14} className="f-amber-part" />
      <T x={62} y={311} c="f-small">
        Friction
      </T>
      <rect x={160} y={304} width={24} height={14} className="f-metal" />
      <T x={192} y={311} c="f-small">
        Steel
      </T>

      {/* Top view: the stack from above, with the four measuring points. */}
      <T x={450} y={50} a="middle" c="f-muted f-small">
        From above
      </T>
      <circle cx={450} cy={150} r={72} className="f-amber-part" />
      <circle cx={450} cy={150} r={40} className="f-paper" />
      {[45, 135, 225, 315].map((a) => (
        <circle key={a} cx={450 + 56 * Math.cos((a * Math.PI) / 180)} cy={150 + 56 * Math.sin((a * Math.PI) / 180)} r={8} className="f-accent-fill" />
      ))}
      <T x={450} y={252} a="middle" c="f-small">
        Four points around
      </T>
      <T x={450} y={280} a="middle" c="f-accent f-bold">
        Note the lowest
      </T>
      <T x={450} y={306} a="middle" c="f-accent f-bold">
        reading
      </T>
    </Svg>
  );
}
