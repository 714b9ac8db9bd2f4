// Where to spray carburetor cleaner to find an air leak between the carburetor and the head, on a horizontal
// engine seen from the side (front at the left): the manifold O-ring at the head, the manifold itself, and the
// clamp or rubber joint at the carburetor. The header, below the head, is kept clear of the spray.
import {Lead, Svg, T} from './kit';

export default function FigIntakeLeakSpray() {
  return (
    <Svg h={460}>
      {/* Crankcase, cylinder lying forward, head at the front. */}
      <rect x={320} y={226} width={130} height={124} rx={20} className="f-part" />
      <rect x={200} y={242} width={120} height={76} className="f-metal" />
      <rect x={100} y={230} width={100} height={100} rx={6} className="f-metal" />
      <path d="M220 246 v68 M240 246 v68 M260 246 v68 M280 246 v68 M300 246 v68" className="f-thin" />
      {/* Exhaust port at the bottom of the head, header running back under the engine. */}
      <path d="M155 330 L155 376 Q155 396 175 396 L530 396" className="f-line" strokeWidth={6} />
      {/* Intake: manifold from the top of the head back to the carburetor, joint, carburetor, boot, filter. */}
      <path d="M135 222 L135 170 Q135 140 165 140 L292 140 L292 180 L185 180 Q175 180 175 190 L175 222 Z" className="f-part" />
      <rect x={126} y={222} width={58} height={10} rx={2} className="f-darkpart" />
      <rect x={292} y={132} width={14} height={56} rx={3} className="f-darkpart" />
      <rect x={306} y={124} width={90} height={72} rx={6} className="f-metal" />
      <rect x={326} y={196} width={50} height={24} rx={4} className="f-metal" />
      <rect x={396} y={140} width={44} height={40} className="f-part" />
      <rect x={440} y={112} width={90} height={96} rx={10} className="f-part" data-shape="filter" />
      <T x={485} y={160} a="middle" c="f-small" box="filter">
        Filter
      </T>
      <T x={360} y={108} a="middle" c="f-small">
        Carburetor
      </T>
      {/* The three places to spray. */}
      <T x={299} y={40} a="middle" c="f-accent f-bold">
        Clamp or rubber joint
      </T>
      <Lead x1={299} y1={54} x2={299} y2={130} />
      <T x={20} y={84} c="f-accent f-bold">
        Manifold
      </T>
      <T x={20} y={108} c="f-small">
        for cracks
      </T>
      <Lead x1={84} y1={118} x2={146} y2={152} />
      <T x={20} y={190} c="f-accent f-bold">
        O-ring
      </T>
      <Lead x1={90} y1={196} x2={128} y2={226} />
      <T x={530} y={374} a="end" c="f-muted f-small">
        Header: keep spray away
      </T>
      <T x={20} y={424} c="f-small">
        Engine idling, spray a little at each joint:
      </T>
      <T x={20} y={448} c="f-small">
        a rise in idle speed shows the leak
      </T>
    </Svg>
  );
}
