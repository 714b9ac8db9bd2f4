// Fitting an inductive hour meter: its sensor wire is wound round the spark plug lead between the ignition coil
// and the plug cap, and the meter needs no other connection to the bike's wiring. A schematic: the head, cap,
// lead and coil are generic shapes, and the turns drawn are not a count to copy.
import {Box, Lead, Svg, T} from './kit';

/** The turns of sensor wire, centered on the plug lead's straight run at y = LEAD_Y. */
const LEAD_Y = 96;
const TURNS = [236, 252, 268, 284, 300];

export default function FigHourMeterPickup() {
  return (
    <Svg h={330}>
      <T x={0} y={10} c="f-muted f-small">
        Schematic
      </T>
      {/* Cylinder head with its fins, and the plug cap on the plug. */}
      <rect x={20} y={190} width={150} height={110} rx={10} className="f-metal" />
      {[212, 234, 256, 278].map((y) => (
        <line key={y} x1={20} y1={y} x2={170} y2={y} className="f-thin" />
      ))}
      <rect x={78} y={138} width={34} height={58} rx={8} className="f-darkpart" />
      {/* The plug lead, from the cap up and across to the coil. */}
      <path d={`M95 138 L95 ${LEAD_Y + 30} Q95 ${LEAD_Y} 125 ${LEAD_Y} L400 ${LEAD_Y}`} className="f-line" strokeWidth={7} fill="none" />
      {/* Ignition coil. */}
      <Box x={400} y={70} width={150} height={64} shape="coil" />
      <T x={475} y={102} a="middle" c="f-small" box="coil">
        Ignition coil
      </T>
      {/* The sensor wire's turns round the lead, then down to the meter. */}
      {TURNS.map((x) => (
        <ellipse key={x} cx={x} cy={LEAD_Y} rx={6} ry={14} className="f-hl-line" fill="none" />
      ))}
      <path d={`M${TURNS[TURNS.length - 1]! + 4} ${LEAD_Y + 12} Q330 150 330 200`} className="f-hl-line" fill="none" />
      {/* The meter. */}
      <Box x={250} y={200} width={160} height={86} shape="meter" />
      <rect x={270} y={214} width={120} height={30} rx={4} className="f-paper" />
      <T x={330} y={266} a="middle" c="f-bold" box="meter">
        Hour meter
      </T>

      <T x={200} y={12} c="f-accent f-bold">
        Sensor wire wound
      </T>
      <T x={200} y={38} c="f-accent f-bold">
        round the plug lead
      </T>
      <Lead x1={268} y1={52} x2={268} y2={80} />
      <T x={150} y={150} c="f-small">
        Plug lead
      </T>
      <Lead x1={170} y1={138} x2={180} y2={LEAD_Y + 4} />
      <Lead x1={40} y1={130} x2={80} y2={160} />
      <T x={0} y={118} c="f-small">
        Plug cap
      </T>
      <T x={330} y={312} a="middle" c="f-muted f-small">
        No wire into the loom
      </T>
    </Svg>
  );
}
