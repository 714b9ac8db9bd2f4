// A front wheel hub cut through the axle, seen from the front: from each fork leg inward, an outer collar, a
// seal and a bearing in the hub, with the inner spacer between the two bearings' inner races. Each collar runs
// through its seal to the bearing's inner race, so the axle clamps collar, inner race, spacer, inner race and
// collar. The width between the fork legs minus the hub width over the bearings is what the collars fill.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigWheelAxleStack() {
  return (
    <Svg h={310}>
      {/* Width between the fork legs. */}
      <T x={280} y={10} a="middle" c="f-accent f-bold">
        Between the fork legs
      </T>
      <line x1={60} y1={24} x2={60} y2={106} className="f-thin" />
      <line x1={500} y1={24} x2={500} y2={106} className="f-thin" />
      <Arrow x1={63} y1={32} x2={497} y2={32} both c="hl" />
      {/* Hub width over the bearings: across the outer faces of the two bearings, inside the hub's seal recesses. */}
      <T x={280} y={56} a="middle" c="f-blue f-bold">
        Hub over the bearings
      </T>
      <Arrow x1={127} y1={76} x2={433} y2={76} both c="blue" />

      {/* Hub shell and the cavity between the bearings. */}
      <rect x={110} y={86} width={340} height={30} className="f-part" />
      <rect x={110} y={214} width={340} height={30} className="f-part" data-shape="hub" />
      <T x={280} y={230} a="middle" c="f-small" box="hub">
        Hub
      </T>
      <rect x={154} y={116} width={252} height={98} className="f-paper" data-shape="cavity" />
      <line x1={124} y1={68} x2={124} y2={116} className="f-thin" />
      <line x1={436} y1={68} x2={436} y2={116} className="f-thin" />
      {/* Fork legs, axle head and nut. */}
      <rect x={30} y={110} width={30} height={110} className="f-part" />
      <rect x={500} y={110} width={30} height={110} className="f-part" />
      <rect x={6} y={148} width={22} height={34} className="f-darkpart" />
      <rect x={532} y={148} width={22} height={34} className="f-darkpart" />
      {/* Bearings in the hub, their inner races between the lines at 141 and 189. */}
      <rect x={124} y={116} width={30} height={98} className="f-metal" />
      <rect x={406} y={116} width={30} height={98} className="f-metal" />
      <line x1={124} y1={141} x2={154} y2={141} className="f-thin" />
      <line x1={124} y1={189} x2={154} y2={189} className="f-thin" />
      <line x1={406} y1={141} x2={436} y2={141} className="f-thin" />
      <line x1={406} y1={189} x2={436} y2={189} className="f-thin" />
      {/* Seals in the hub outside each bearing; the collar passes through the seal and bears on the inner race. */}
      <rect x={110} y={116} width={14} height={25} className="f-darkpart" />
      <rect x={110} y={189} width={14} height={25} className="f-darkpart" />
      <rect x={436} y={116} width={14} height={25} className="f-darkpart" />
      <rect x={436} y={189} width={14} height={25} className="f-darkpart" />
      <rect x={60} y={141} width={64} height={48} className="f-blue-part" />
      <rect x={436} y={141} width={64} height={48} className="f-blue-part" />
      {/* Inner spacer between the inner races, and the axle through everything. */}
      <rect x={154} y={145} width={252} height={14} className="f-amber-part" />
      <rect x={154} y={171} width={252} height={14} className="f-amber-part" />
      <rect x={6} y={159} width={548} height={12} className="f-metal" />
      <T x={280} y={200} a="middle" c="f-small" box="cavity">
        Inner spacer
      </T>

      {/* Part names below. */}
      <Lead x1={85} y1={260} x2={85} y2={180} />
      <T x={85} y={272} a="middle" c="f-small">
        Collar
      </T>
      <Lead x1={139} y1={286} x2={139} y2={206} />
      <T x={139} y={298} a="middle" c="f-small">
        Bearing
      </T>
      <Lead x1={17} y1={286} x2={17} y2={176} />
      <T x={2} y={298} c="f-small">
        Axle
      </T>
      <Lead x1={443} y1={260} x2={443} y2={204} />
      <T x={443} y={272} a="middle" c="f-small">
        Seal
      </T>
      <Lead x1={485} y1={286} x2={485} y2={180} />
      <T x={485} y={298} a="middle" c="f-small">
        Collar
      </T>
    </Svg>
  );
}
