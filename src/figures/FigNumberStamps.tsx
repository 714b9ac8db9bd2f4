// Where the numbers are stamped on a pit bike, seen from its left side: the frame number on the steering head
// tube (both sides), on some frames a down tube, rail or label instead, and the engine number on the left
// crankcase below the horizontal cylinder. `frameWhere` says where the frame number is in the words of the page
// that shows the drawing; `others={false}` leaves out the callout for other places on the frame, for a page about
// a bike whose maker puts the number only on or near the steering head. `cradle={false}` leaves out the down tube
// and bottom rail for a spine frame such as the Honda Z50's tubular backbone, the engine hanging below the spine.
// `twinShocks` draws the left one of a pair of shocks running from under the seat to the swingarm near the axle,
// as on the suspended Z50s (K3 on and the Z50R), instead of a single shock ahead of the wheel.
import {Lead, Svg, T} from './kit';

export default function FigNumberStamps({
  frameWhere = 'Steering head: check both sides',
  others = true,
  cradle = true,
  twinShocks = false,
}: {
  frameWhere?: string;
  others?: boolean;
  cradle?: boolean;
  twinShocks?: boolean;
}) {
  return (
    <Svg h={420}>
      {/* Wheels. */}
      <circle cx={95} cy={262} r={62} className="f-part" />
      <circle cx={95} cy={262} r={44} className="f-thin" />
      <circle cx={455} cy={262} r={62} className="f-part" />
      <circle cx={455} cy={262} r={44} className="f-thin" />
      <path d="M52 194 Q95 176 138 194" className="f-line" />
      <path d="M392 196 Q470 150 548 178" className="f-line" />
      {/* Fork, bars and the steering head tube. */}
      <line x1={95} y1={262} x2={150} y2={118} className="f-line" strokeWidth={8} />
      <line x1={166} y1={72} x2={176} y2={46} className="f-line" />
      <line x1={138} y1={48} x2={192} y2={42} className="f-line" strokeWidth={5} />
      <line x1={150} y1={120} x2={168} y2={70} className="f-line" strokeWidth={20} />
      {/* Frame: backbone, down tube to the bottom rail, up to the swingarm pivot. */}
      <path d="M164 88 L336 136 L340 214" className="f-line" strokeWidth={8} />
      {cradle ? (
        <path d="M156 112 L204 266 L334 266 L340 214" className="f-line" strokeWidth={8} />
      ) : (
        /* Spine frame: the engine hangs from a lug under the backbone. */
        <line x1={272} y1={118} x2={272} y2={162} className="f-line" strokeWidth={6} />
      )}
      {/* Tank and seat. */}
      <path d="M178 78 Q232 62 292 110 L296 128 L182 96 Z" className="f-metal" />
      <path d="M292 118 L508 128 Q520 138 500 146 L300 138 Z" className="f-darkpart" />
      {/* Engine: crankcase with the horizontal cylinder pointing forward. */}
      <rect x={246} y={160} width={90} height={100} rx={14} className="f-part" />
      <rect x={212} y={176} width={40} height={46} className="f-metal" />
      {[222, 232, 242].map((x) => (
        <line key={x} x1={x} y1={172} x2={x} y2={226} className="f-line" />
      ))}
      {/* Swingarm and shock. */}
      <line x1={340} y1={214} x2={455} y2={262} className="f-line" strokeWidth={8} />
      {twinShocks ? (
        <line x1={420} y1={144} x2={436} y2={254} className="f-line" strokeWidth={6} />
      ) : (
        <line x1={350} y1={134} x2={398} y2={232} className="f-line" strokeWidth={6} />
      )}
      <circle cx={455} cy={262} r={5} className="f-ink" />
      <circle cx={95} cy={262} r={5} className="f-ink" />

      {/* The stamps. */}
      <rect x={150} y={90} width={12} height={16} className="f-hl" transform="rotate(20 156 98)" />
      <rect x={254} y={232} width={34} height={14} className="f-blue-part" />

      <T x={0} y={18} c="f-muted f-small">
        Left side view
      </T>
      <Lead x1={224} y1={30} x2={160} y2={96} />
      <T x={230} y={18} c="f-accent f-bold">
        Frame number
      </T>
      <T x={230} y={44} c="f-small">
        {frameWhere}
      </T>
      {others && (
        <>
          <Lead x1={150} y1={348} x2={190} y2={222} />
          <T x={0} y={360} c="f-small">
            Some frames: a down
          </T>
          <T x={0} y={384} c="f-small">
            tube, rail or label
          </T>
        </>
      )}
      <Lead x1={330} y1={348} x2={272} y2={240} />
      <T x={300} y={360} c="f-blue f-bold">
        Engine number
      </T>
      <T x={300} y={384} c="f-small">
        Left crankcase,
      </T>
      <T x={300} y={408} c="f-small">
        below the cylinder
      </T>
    </Svg>
  );
}
