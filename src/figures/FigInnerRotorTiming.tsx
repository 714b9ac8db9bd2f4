// Inner rotor kit seen from the left side, cover off: the magnet rotor on the crank inside the fixed stator
// housing, whose coils surround it and which carries the pickup. The crank turns counterclockwise from this
// side (the engine's running direction, as on the TDC mark figure); turning the housing in its slotted holes
// the way the crank turns retards the spark, turning it against the crank advances it.
import {ArcArrow, CurvedSlot, Lead, Svg, T} from './kit';

const CX = 180;
const CY = 230;
/** A stator coil on a pole pointing in toward the rotor, at angle a. */
function Coil({a}: {a: number}) {
  return <rect x={CX + 96} y={CY - 13} width={28} height={26} rx={3} className="f-amber-part" transform={`rotate(${a} ${CX} ${CY})`} />;
}

export default function FigInnerRotorTiming() {
  return (
    <Svg h={450}>
      {/* Stator housing with its coils, slotted mounting holes and pickup. */}
      <circle cx={CX} cy={CY} r={152} className="f-part" />
      {[-120, -60, 60, 120, 180].map((a) => (
        <Coil key={a} a={a} />
      ))}
      <rect x={CX + 94} y={CY - 12} width={32} height={24} rx={3} className="f-blue-part" />
      <CurvedSlot cx={CX} cy={CY} r1={130} r2={144} a={-40} half={11} />
      <CurvedSlot cx={CX} cy={CY} r1={130} r2={144} a={140} half={11} />
      {/* Rotor on the crank, and its running direction. */}
      <circle cx={CX} cy={CY} r={90} className="f-paper" stroke="currentColor" strokeWidth={1.5} />
      <circle cx={CX} cy={CY} r={82} className="f-metal" />
      <circle cx={CX} cy={CY} r={20} className="f-darkpart" />
      <ArcArrow cx={CX} cy={CY} r={56} a1={60} a2={-60} />
      <T x={CX - 14} y={CY + 50} a="middle" c="f-small">
        Rotor
      </T>

      {/* Turning the housing: with the crank retards, against it advances. */}
      <ArcArrow cx={CX} cy={CY} r={170} a1={-55} a2={-125} c="hl" />
      <ArcArrow cx={CX} cy={CY} r={170} a1={55} a2={125} c="blue" />
      <T x={560} y={30} a="end" c="f-accent f-bold">
        Housing with the
      </T>
      <T x={560} y={54} a="end" c="f-accent f-bold">
        crank: retard
      </T>
      <T x={560} y={410} a="end" c="f-blue f-bold">
        Against the
      </T>
      <T x={560} y={434} a="end" c="f-blue f-bold">
        crank: advance
      </T>

      <Lead x1={384} y1={112} x2={CX + 106} y2={CY - 88} />
      <T x={390} y={112} c="f-small">
        Slotted hole
      </T>
      <Lead x1={384} y1={190} x2={CX + 126} y2={CY} />
      <T x={390} y={184} c="f-small">
        Pickup on
      </T>
      <T x={390} y={206} c="f-small">
        the housing
      </T>
      <Lead x1={384} y1={280} x2={CX + 43} y2={CY + 36} />
      <T x={390} y={272} c="f-small">
        Crank turns
      </T>
      <T x={390} y={294} c="f-small">
        this way
      </T>
      <Lead x1={384} y1={346} x2={CX + 60} y2={CY + 100} />
      <T x={390} y={346} c="f-small">
        Coil
      </T>
      <T x={0} y={30} c="f-muted f-small">
        Seen from the
      </T>
      <T x={0} y={52} c="f-muted f-small">
        left, cover off
      </T>
    </Svg>
  );
}
