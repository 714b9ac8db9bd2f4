// Preparing a cracked plastic panel for a plastic weld, in two views: from the inside face, a small hole drilled
// at each end of the crack to stop it running; in section across the crack, the crack held in line by tape on
// the outside and a V-groove cut from the inside most of the way through the wall, ready for the filler.
// A schematic: not to scale.
import {Lead, Svg, T} from './kit';

export default function FigCrackRepair() {
  return (
    <Svg h={370}>
      <T x={0} y={10} c="f-muted f-small">
        Inside face, from behind the panel
      </T>
      <rect x={20} y={30} width={520} height={110} rx={8} className="f-part" />
      <path d="M150 86 L200 78 L236 96 L290 82 L330 98 L376 84 L410 92" className="f-line" fill="none" />
      <circle cx={150} cy={86} r={7} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <circle cx={410} cy={92} r={7} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <T x={280} y={124} a="middle" c="f-accent f-bold">
        A drilled hole at each end
      </T>
      <Lead x1={128} y1={116} x2={146} y2={92} />
      <Lead x1={432} y1={116} x2={414} y2={98} />

      <T x={0} y={178} c="f-muted f-small">
        Section across the crack
      </T>
      <T x={20} y={212} c="f-small">
        Inside
      </T>
      {/* The wall, the V-groove cut from the inside, the crack below it, tape on the outside. */}
      <path d="M20 230 H230 L280 276 L330 230 H540 V284 H20 Z" className="f-part" />
      <line x1={280} y1={276} x2={280} y2={284} className="f-line" />
      <rect x={190} y={284} width={180} height={10} rx={2} className="f-blue-part" />
      <T x={20} y={306} c="f-small">
        Outside
      </T>
      <T x={560} y={186} a="end" c="f-accent f-bold">
        V-groove from the inside,
      </T>
      <T x={560} y={210} a="end" c="f-accent f-bold">
        most of the way through
      </T>
      <Lead x1={390} y1={222} x2={300} y2={252} />
      <T x={370} y={330} a="middle" c="f-blue f-small">
        Taped in line from the outside
      </T>
      <Lead x1={326} y1={314} x2={310} y2={294} />
    </Svg>
  );
}
