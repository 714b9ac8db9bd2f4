// Ring stack in section: top ring, second ring with its taper or step toward the skirt, oil ring of two
// rails and an expander. Marks face the crown.
import {Lead, Svg, T} from './kit';

export default function FigRingOrientation() {
  return (
    <Svg h={340}>
      {/* Piston wall in section, crown at the top. */}
      <path
        d="M40 30 L200 30 L200 80 L170 80 L170 104 L200 104 L200 150 L170 150 L170 174 L200 174 L200 220 L166 220 L166 264 L200 264 L200 330 L40 330 Z"
        className="f-part"
      />
      <T x={100} y={54} a="middle" c="f-muted f-small">
        Crown
      </T>
      <line x1={212} y1={20} x2={212} y2={330} className="f-dash" />
      <T x={220} y={20} c="f-muted f-small">
        Bore
      </T>
      {/* Top ring. */}
      <rect x={172} y={82} width={38} height={20} rx={3} className="f-metal" />
      <T x={184} y={92} a="middle" c="f-bold f-small">
        N
      </T>
      {/* Second ring: tapered face, narrow at the top, reaching the bore at the bottom. */}
      <path d="M172 152 L205 152 L210 172 L172 172 Z" className="f-darkpart" />
      <T x={184} y={162} a="middle" c="f-bold f-small">
        N
      </T>
      {/* Oil ring: rail, expander, rail. */}
      <rect x={168} y={222} width={42} height={6} className="f-metal" />
      <path d="M168 236 l8 8 l8 -8 l8 8 l8 -8 l8 8" className="f-line" />
      <rect x={168} y={256} width={42} height={6} className="f-metal" />
      <Lead x1={290} y1={92} x2={210} y2={92} />
      <T x={296} y={80} c="f-bold">
        Top ring
      </T>
      <T x={296} y={104} c="f-small">
        mark toward the crown
      </T>
      <Lead x1={290} y1={162} x2={208} y2={164} />
      <T x={296} y={150} c="f-bold">
        Second ring
      </T>
      <T x={296} y={174} c="f-small">
        mark up; face slopes
      </T>
      <T x={296} y={198} c="f-small">
        down toward the skirt
      </T>
      <Lead x1={290} y1={242} x2={212} y2={242} />
      <T x={296} y={236} c="f-bold">
        Oil ring
      </T>
      <T x={296} y={260} c="f-small">
        rail, expander, rail
      </T>
      <T x={100} y={300} a="middle" c="f-muted f-small">
        Skirt
      </T>
    </Svg>
  );
}
