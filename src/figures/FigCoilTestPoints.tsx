// Ignition coil resistance: primary between the primary terminal and the coil's ground; secondary from the
// end of the high-tension lead (cap off) to the coil's ground, or to the primary terminal on some coils.
import {Svg, T} from './kit';

export default function FigCoilTestPoints() {
  return (
    <Svg h={320}>
      <rect x={150} y={90} width={170} height={120} rx={14} className="f-part" />
      <T x={235} y={150} a="middle" c="f-muted">
        Coil
      </T>
      {/* Mounting tab (ground), primary terminal, high-tension lead. */}
      <rect x={120} y={190} width={40} height={26} rx={6} className="f-metal" />
      <rect x={190} y={66} width={16} height={24} className="f-metal" />
      <path d="M320 150 L470 150" className="f-line" strokeWidth={7} />
      <circle cx={478} cy={150} r={6} className="f-metal" />
      <T x={198} y={44} a="middle" c="f-bold">
        P
      </T>
      <T x={478} y={120} a="middle" c="f-bold">
        HT
      </T>
      <T x={140} y={246} a="middle" c="f-bold">
        G
      </T>
      <T x={20} y={284} c="f-small">
        P: primary terminal, G: coil ground
      </T>
      <T x={20} y={310} c="f-small">
        HT: bare end of the lead, cap removed
      </T>
      <T x={340} y={210} c="f-blue f-bold">
        Primary
      </T>
      <T x={340} y={236} c="f-small">
        P to G, ohms
      </T>
      <T x={340} y={40} c="f-accent f-bold">
        Secondary
      </T>
      <T x={340} y={66} c="f-small">
        HT to G, kilohms
      </T>
      <path d="M198 66 Q150 20 110 100 Q100 170 130 200" className="f-blue-line" strokeDasharray="6 5" />
      <path d="M478 144 Q470 80 420 80 Q300 60 140 200" className="f-hl-line" strokeDasharray="6 5" />
    </Svg>
  );
}
