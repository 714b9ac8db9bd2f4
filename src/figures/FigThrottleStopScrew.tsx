// How a throttle stop screw limits the grip, drawn as a schematic: a cut across a throttle housing on the right
// bar, seen from the right with the front of the bike to the right, so opening the throttle (the top of the grip
// rolled back toward the rider) turns the throttle pipe and the tab on it counterclockwise in this view, toward
// the tip of the stop screw. The screw is threaded through the housing and held by a locknut. Screwed in, the
// tip meets the tab sooner and the grip opens less; backed out, the grip reaches full throttle. Where the screw
// sits on the CRF50F's housing is not drawn from Honda's picture, so the drawing says it is a schematic.
import {ArcArrow, Arrow, Lead, Svg, T} from './kit';

const CX = 190;
const CY = 190;

export default function FigThrottleStopScrew() {
  return (
    <Svg h={410}>
      {/* Housing, cut through, with the bar and the throttle pipe inside it. */}
      <circle cx={CX} cy={CY} r={120} className="f-part" />
      <circle cx={CX} cy={CY} r={84} className="f-paper" />
      <circle cx={CX} cy={CY} r={60} className="f-metal" />
      <circle cx={CX} cy={CY} r={34} className="f-darkpart" />
      {/* Tab on the pipe: closed (solid, at the bottom) and where it stops against the screw tip (dashed). */}
      <rect x={CX - 8} y={CY + 58} width={16} height={24} rx={2} className="f-hl" />
      <rect x={CX - 8} y={CY + 58} width={16} height={24} rx={2} className="f-dash" transform={`rotate(-84 ${CX} ${CY})`} />
      <ArcArrow cx={CX} cy={CY} r={140} a1={120} a2={40} c="hl" />
      {/* Stop screw through the housing wall, its tip in the tab's path, locknut against the housing. */}
      <rect x={CX + 64} y={24} width={16} height={CY - 32} rx={2} className="f-metal" />
      <rect x={CX + 58} y={10} width={28} height={18} rx={3} className="f-darkpart" />
      <rect x={CX + 54} y={72} width={36} height={16} rx={3} className="f-darkpart" />
      {/* Which way the screw moves. */}
      <Arrow x1={CX + 108} y1={16} x2={CX + 108} y2={58} c="hl" />
      <Arrow x1={CX + 132} y1={58} x2={CX + 132} y2={16} c="blue" />

      <Lead x1={120} y1={48} x2={CX + 58} y2={20} />
      <T x={0} y={48} c="f-bold">
        Stop screw
      </T>
      <Lead x1={90} y1={84} x2={CX + 54} y2={80} />
      <T x={0} y={84} c="f-bold">
        Locknut
      </T>
      <T x={340} y={30} c="f-accent f-bold">
        In: less throttle
      </T>
      <T x={340} y={58} c="f-blue f-bold">
        Out: full throttle
      </T>
      <T x={340} y={150} c="f-accent f-small">
        Opening turns
      </T>
      <T x={340} y={174} c="f-accent f-small">
        the tab to the tip
      </T>
      <Lead x1={336} y1={174} x2={CX + 74} y2={CY - 6} />
      <Lead x1={40} y1={128} x2={88} y2={150} />
      <T x={0} y={116} c="f-small">
        Housing
      </T>
      <Lead x1={CX - 40} y1={346} x2={CX - 6} y2={CY + 76} />
      <T x={CX - 40} y={360} a="middle" c="f-small">
        Tab on the pipe
      </T>
      <T x={0} y={398} c="f-muted f-small">
        Schematic, seen from the right, front to the right
      </T>
      <Lead x1={340} y1={300} x2={CX + 44} y2={CY + 30} />
      <T x={340} y={314} c="f-small">
        Throttle pipe
      </T>
      <Lead x1={340} y1={250} x2={CX + 24} y2={CY + 8} />
      <T x={340} y={264} c="f-small">
        Handlebar
      </T>
    </Svg>
  );
}
