// Checking a new head's gasket face for warp: a straightedge laid across the face lengthwise, across and on both
// diagonals, and a feeler gauge tried in the gap under it (the warp drawn far larger than it is).
import {Lead, Svg, T} from './kit';

export default function FigHeadFlatness() {
  return (
    <Svg h={456}>
      {/* Gasket face of a two-valve head: studs at the corners, the chamber with both valves and the plug, the cam
          chain tunnel at one end. */}
      <rect x={70} y={20} width={420} height={220} rx={18} className="f-part" />
      {[
        [100, 50],
        [380, 50],
        [100, 210],
        [380, 210],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={11} className="f-paper" />
      ))}
      <circle cx={240} cy={130} r={82} className="f-metal" />
      <circle cx={205} cy={110} r={28} className="f-darkpart" />
      <circle cx={275} cy={110} r={24} className="f-darkpart" />
      <circle cx={240} cy={175} r={11} className="f-paper" />
      <rect x={420} y={90} width={46} height={80} rx={12} className="f-paper" />
      {/* The four positions for the straightedge. */}
      <line x1={52} y1={130} x2={508} y2={130} className="f-hl-line" strokeWidth={7} opacity={0.85} />
      <line x1={240} y1={6} x2={240} y2={254} className="f-hl-line" strokeWidth={7} opacity={0.85} />
      <line x1={70} y1={24} x2={490} y2={236} className="f-hl-line" strokeWidth={7} opacity={0.85} />
      <line x1={70} y1={236} x2={490} y2={24} className="f-hl-line" strokeWidth={7} opacity={0.85} />
      <T x={280} y={282} a="middle" c="f-accent f-bold">
        Lengthwise, across, both diagonals
      </T>

      {/* Side view: the straightedge on the face, the feeler gauge slid into the gap. */}
      <path d="M40 430 V370 Q280 392 520 370 V430 Z" className="f-part" />
      {/* The straightedge rests on the face's high ends; the gauge fills the gap between them. */}
      <rect x={30} y={356} width={500} height={14} rx={2} className="f-metal" />
      <rect x={230} y={370} width={100} height={10} className="f-blue-part" />
      <T x={40} y={330}>
        Straightedge
      </T>
      <Lead x1={420} y1={344} x2={320} y2={373} />
      <T x={420} y={330} a="middle" c="f-blue f-bold">
        Feeler gauge
      </T>
      <T x={180} y={410} a="middle" c="f-muted f-small">
        Head (warp exaggerated)
      </T>
    </Svg>
  );
}
