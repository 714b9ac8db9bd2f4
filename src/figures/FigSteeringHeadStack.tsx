// The steering head seen from the side, cut through the head tube: stem nut on the top clamp, the adjusting
// nut on the stem under the top clamp, a bearing at each end of the head tube, the stem fixed in the lower
// clamp. Rake is left out. Order and the nut's two directions follow the page's "Adjust the steering head".
import {Lead, Svg, T} from './kit';

function Balls({y}: {y: number}) {
  return (
    <g>
      <circle cx={243} cy={y} r={6} className="f-darkpart" />
      <circle cx={277} cy={y} r={6} className="f-darkpart" />
    </g>
  );
}

export default function FigSteeringHeadStack() {
  return (
    <Svg h={420}>
      {/* Fork tube at the front (left), held by both clamps. */}
      <rect x={66} y={24} width={38} height={396} rx={4} className="f-metal" />
      {/* Stem: fixed in the lower clamp, up through the head tube and the top clamp. */}
      <rect x={249} y={40} width={22} height={300} className="f-metal" />
      {/* Head tube walls, cut away to show the bearings. */}
      <rect x={220} y={136} width={16} height={186} className="f-part" />
      <rect x={284} y={136} width={16} height={186} className="f-part" />
      <Balls y={148} />
      <Balls y={310} />
      {/* Top clamp with its fork pinch bolt, stem nut on top. */}
      <rect x={56} y={64} width={244} height={36} rx={6} className="f-part" />
      <rect x={112} y={74} width={34} height={16} rx={3} className="f-darkpart" />
      <rect x={230} y={38} width={60} height={24} rx={3} className="f-metal" />
      {/* Adjusting nut on the stem, under the top clamp, with the notches the hook spanner takes. */}
      <rect x={226} y={108} width={68} height={22} rx={3} className="f-hl" />
      <path d="M238 108 v7 M260 108 v7 M282 108 v7" className="f-hl-line" />
      {/* Lower clamp. */}
      <rect x={56} y={326} width={244} height={40} rx={6} className="f-part" />
      <Lead x1={334} y1={50} x2={290} y2={50} />
      <T x={340} y={50}>
        Stem nut
      </T>
      <Lead x1={334} y1={84} x2={300} y2={84} />
      <T x={340} y={84}>
        Top clamp
      </T>
      <Lead x1={334} y1={120} x2={294} y2={120} />
      <T x={340} y={120} c="f-accent f-bold">
        Adjusting nut
      </T>
      <T x={340} y={146} c="f-small">
        Tighter: less play
      </T>
      <T x={340} y={168} c="f-small">
        Looser: freer steering
      </T>
      <Lead x1={334} y1={204} x2={283} y2={152} />
      <T x={340} y={204} c="f-small">
        Upper bearing
      </T>
      <Lead x1={334} y1={250} x2={300} y2={250} />
      <T x={340} y={250}>
        Head tube
      </T>
      <Lead x1={334} y1={306} x2={283} y2={310} />
      <T x={340} y={306} c="f-small">
        Lower bearing
      </T>
      <Lead x1={334} y1={346} x2={300} y2={346} />
      <T x={340} y={346}>
        Lower clamp
      </T>
      <T x={340} y={372} c="f-small">
        with the stem
      </T>
      <Lead x1={142} y1={130} x2={130} y2={90} />
      <T x={110} y={146} c="f-small">
        Pinch bolt
      </T>
      <T x={118} y={398} c="f-muted f-small">
        Fork tube
      </T>
    </Svg>
  );
}
