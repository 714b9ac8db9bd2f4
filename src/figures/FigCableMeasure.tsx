// Measuring an old control cable laid straight, adjusters screwed fully in: the outer from the end of the
// adjuster to the end of the far ferrule, the free length of inner exposed at the far end with the inner pulled
// out fully at that end (the barrel nipple drawn against its adjuster), and the overall length from the outside of one nipple to the outside of the other.
// One end is drawn with a barrel nipple (across the wire), the other with a pear nipple (on its end).
import {Arrow, Lead, Svg, T} from './kit';

const Y = 150; // the cable's centre line
const NIP_L = 36; // outside of the barrel nipple, pulled up against the adjuster
const ADJ = 56; // outer end of the adjuster
const FERRULE = 420; // outer end of the far ferrule
const PEAR = 506; // where the exposed inner meets the pear nipple
const NIP_R = 540; // outside of the pear nipple

export default function FigCableMeasure() {
  return (
    <Svg h={340}>
      {/* Inner wire, barrel nipple, adjuster with its lock nut, outer casing, ferrule, pear nipple. */}
      <line x1={NIP_L + 10} y1={Y} x2={PEAR} y2={Y} className="f-line" strokeWidth={3} />
      <rect x={NIP_L} y={Y - 17} width={ADJ - NIP_L} height={34} rx={4} className="f-metal" />
      <rect x={ADJ} y={Y - 12} width={46} height={24} className="f-metal" />
      {[66, 76, 86, 96].map((x) => (
        <line key={x} x1={x} y1={Y - 12} x2={x + 4} y2={Y + 12} className="f-thin" />
      ))}
      <rect x={102} y={Y - 16} width={16} height={32} rx={2} className="f-darkpart" />
      <rect x={118} y={Y - 9} width={282} height={18} rx={4} className="f-part" />
      <rect x={400} y={Y - 11} width={FERRULE - 400} height={22} rx={2} className="f-metal" />
      <path d={`M${PEAR} ${Y - 5} Q${NIP_R - 6} ${Y - 16} ${NIP_R} ${Y} Q${NIP_R - 6} ${Y + 16} ${PEAR} ${Y + 5} Z`} className="f-metal" />

      {/* What each end carries, and the adjuster. */}
      <Lead x1={24} y1={52} x2={42} y2={Y - 17} />
      <T x={0} y={40}>
        Barrel nipple
      </T>
      <Lead x1={514} y1={52} x2={526} y2={Y - 9} />
      <T x={NIP_R} y={40} a="end">
        Pear nipple
      </T>
      <Lead x1={150} y1={100} x2={90} y2={Y - 12} />
      <T x={156} y={96}>
        Adjuster, screwed fully in
      </T>

      {/* Outer length and, beyond it, the free length of inner exposed at the far end. */}
      <line x1={ADJ} y1={Y + 14} x2={ADJ} y2={204} className="f-thin" />
      <line x1={FERRULE} y1={Y + 14} x2={FERRULE} y2={204} className="f-thin" />
      <line x1={PEAR} y1={Y + 8} x2={PEAR} y2={204} className="f-thin" />
      <Arrow x1={ADJ} y1={192} x2={FERRULE} y2={192} c="hl" both />
      <Arrow x1={FERRULE} y1={192} x2={PEAR} y2={192} c="blue" both />
      <T x={(ADJ + FERRULE) / 2} y={218} a="middle" c="f-accent f-bold">
        Outer length
      </T>
      <T x={(FERRULE + PEAR) / 2} y={218} a="middle" c="f-blue f-bold">
        Free length
      </T>

      {/* Overall length, below. */}
      <line x1={NIP_L} y1={Y + 20} x2={NIP_L} y2={272} className="f-thin" />
      <line x1={NIP_R} y1={Y + 20} x2={NIP_R} y2={272} className="f-thin" />
      <Arrow x1={NIP_L} y1={260} x2={NIP_R} y2={260} c="line" both />
      <T x={(NIP_L + NIP_R) / 2} y={284} a="middle" c="f-bold">
        Overall length
      </T>
      <T x={(NIP_L + NIP_R) / 2} y={322} a="middle" c="f-muted">
        Inner pulled out fully at the pear end
      </T>
    </Svg>
  );
}
