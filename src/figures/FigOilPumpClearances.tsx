// The three trochoid pump clearances: tip (inner rotor lobe to outer rotor lobe, where two tips face each
// other), body (outer rotor to the pump body) with feeler gauges in the end view, and side (rotor faces to a
// straightedge laid across the body) in a section. Gaps are drawn larger than they are.
import {Lead, Svg, T} from './kit';

const CX = 140;
const CY = 220;
/** Offset of the inner rotor's centre from the outer rotor's, toward the left. */
const E = 18;

/** A closed outline r(θ) around (cx, cy), as an SVG path. */
function outline(cx: number, cy: number, r: (t: number) => number): string {
  const pts: string[] = [];
  for (let i = 0; i < 240; i++) {
    const t = (i / 240) * 2 * Math.PI;
    pts.push(`${(cx + r(t) * Math.cos(t)).toFixed(1)},${(cy + r(t) * Math.sin(t)).toFixed(1)}`);
  }
  return `M${pts.join(' L')} Z`;
}

export default function FigOilPumpClearances() {
  return (
    <Svg h={420}>
      <T x={0} y={12} c="f-bold">
        End view, cover off
      </T>
      {/* Pump body with its bore, the outer rotor (five pockets) and the inner rotor (four lobes). */}
      <rect x={10} y={90} width={260} height={260} rx={16} className="f-part" />
      <circle cx={CX} cy={CY} r={112} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <circle cx={CX + 4} cy={CY} r={104} className="f-metal" />
      <path d={outline(CX + 4, CY, (t) => 76 - 14 * Math.cos(5 * t))} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <path d={outline(CX + 4 - E, CY, (t) => 58 + 12 * Math.cos(4 * t))} className="f-metal" />
      <circle cx={CX + 4 - E} cy={CY} r={9} className="f-darkpart" />
      {/* Feeler gauges in the tip gap (right, a lobe tip facing a lobe tip) and the body gap (left). */}
      <rect x={CX + 57} y={CY - 20} width={8} height={40} className="f-hl" />
      <rect x={CX - 111} y={CY - 20} width={10} height={40} className="f-hl" />

      <Lead x1={300} y1={378} x2={CX + 61} y2={CY + 16} />
      <T x={300} y={392} c="f-accent f-bold">
        Tip clearance
      </T>
      <Lead x1={40} y1={378} x2={CX - 106} y2={CY + 16} />
      <T x={0} y={392} c="f-accent f-bold">
        Body clearance
      </T>
      <T x={0} y={50} c="f-small">
        Outer rotor
      </T>
      <Lead x1={60} y1={62} x2={CX - 53} y2={CY - 78} />
      <T x={180} y={50} c="f-small">
        Inner rotor
      </T>
      <Lead x1={200} y1={62} x2={CX + 6} y2={CY - 30} />

      {/* Side clearance: straightedge across the body face, feeler between it and the rotors. */}
      <T x={560} y={120} a="end" c="f-accent f-bold">
        Side clearance
      </T>
      <Lead x1={520} y1={132} x2={462} y2={208} />
      <rect x={330} y={200} width={220} height={130} rx={8} className="f-part" />
      <rect x={356} y={200} width={168} height={110} className="f-paper" />
      <rect x={360} y={216} width={160} height={94} className="f-metal" data-shape="rotors" />
      <rect x={316} y={186} width={244} height={14} rx={3} className="f-darkpart" />
      <rect x={400} y={203} width={70} height={10} className="f-hl" />
      <T x={316} y={164} c="f-small">
        Straightedge
      </T>
      <T x={440} y={264} a="middle" c="f-small" box="rotors">
        Rotors
      </T>
    </Svg>
  );
}
