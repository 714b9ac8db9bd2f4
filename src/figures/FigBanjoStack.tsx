// A banjo joint, pulled apart in fitting order along the bolt's axis (schematic): hollow banjo bolt (bored from
// its tip up to the cross hole, which sits inside the banjo when assembled), a sealing
// washer, the banjo with its hose, a second sealing washer, then the engine or cooler port. The banjo must sit
// square to the port so it seals on its washers; the bolt is hollow, so it snaps if overtightened.
import {Lead, Svg, T} from './kit';

export default function FigBanjoStack() {
  return (
    <Svg h={440}>
      {/* Bolt axis. */}
      <line x1={170} y1={10} x2={170} y2={436} className="f-dash" />
      {/* Banjo bolt: hex head, threaded hollow shank with its cross hole. */}
      <rect x={126} y={14} width={88} height={34} rx={3} className="f-darkpart" />
      <rect x={152} y={48} width={36} height={92} className="f-metal" />
      {/* The bore runs up from the open tip to the cross hole; above the hole the bolt is solid. */}
      <path d="M164 86 V140 M176 86 V140" className="f-dash" />
      <circle cx={170} cy={86} r={7} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <path d="M152 110 l36 -6 M152 120 l36 -6 M152 130 l36 -6 M152 140 l36 -6" className="f-thin" />
      {/* Washer, banjo with hose, washer. */}
      <rect x={128} y={170} width={84} height={10} rx={2} className="f-hl" />
      <rect x={126} y={212} width={88} height={54} rx={14} className="f-metal" />
      <rect x={150} y={212} width={40} height={54} className="f-paper" />
      <line x1={150} y1={212} x2={150} y2={266} className="f-line" />
      <line x1={190} y1={212} x2={190} y2={266} className="f-line" />
      <rect x={20} y={226} width={106} height={26} rx={4} className="f-part" />
      <rect x={128} y={298} width={84} height={10} rx={2} className="f-hl" />
      {/* Port face on the engine or cooler. */}
      <path d="M70 340 H270 V430 H70 Z" className="f-part" />
      <rect x={152} y={340} width={36} height={70} className="f-paper" />
      <path d="M152 340 V410 H188 V340" className="f-line" />

      <Lead x1={236} y1={30} x2={214} y2={30} />
      <T x={244} y={30} c="f-small f-bold">
        Banjo bolt: hollow
      </T>
      <T x={244} y={54} c="f-small">
        Overtightened, it snaps
      </T>
      <Lead x1={236} y1={176} x2={212} y2={176} />
      <T x={244} y={176} c="f-small f-accent f-bold">
        New sealing washer
      </T>
      <Lead x1={236} y1={238} x2={214} y2={238} />
      <T x={244} y={230} c="f-small f-bold">
        Banjo: set it square
      </T>
      <T x={244} y={254} c="f-small">
        to the port first
      </T>
      <Lead x1={236} y1={304} x2={212} y2={304} />
      <T x={244} y={304} c="f-small f-accent f-bold">
        New sealing washer
      </T>
      <Lead x1={290} y1={380} x2={270} y2={380} />
      <T x={298} y={380} c="f-small">
        Engine or cooler port
      </T>
      <T x={20} y={286} c="f-small">
        Hose
      </T>
    </Svg>
  );
}
