// Master cylinder in section at rest: the return spring holds the piston back so the lip of its primary cup
// sits just behind the small compensating port, which joins the bore ahead of the cup to the reservoir. The
// larger inlet port feeds the space behind the cup. Only when the cup has passed the compensating port does the
// lever build pressure; if the piston cannot return behind it, the pressure stays in the line and the brake drags.
import {Lead, Svg, T} from './kit';

const BORE_T = 176; // top of the bore
const BORE_B = 236; // bottom of the bore
const CUP = 292; // front face of the primary cup, at rest
const COMP = 304; // compensating port, just ahead of the cup

export default function FigMasterCylinderPorts() {
  return (
    <Svg h={384}>
      <g transform="translate(0 -36)">
        {/* Reservoir on top of the body, with fluid, joined to the bore by the two ports. */}
        <rect x={196} y={40} width={190} height={116} rx={6} className="f-part" />
        <rect x={200} y={86} width={182} height={66} className="f-blue-part" />
        <T x={291} y={66} a="middle" c="f-bold">
          Reservoir
        </T>
        <rect x={30} y={156} width={460} height={100} rx={8} className="f-part" />
        <rect x={46} y={BORE_T} width={424} height={BORE_B - BORE_T} className="f-paper" stroke="currentColor" strokeWidth={2} />
        <rect x={120} y={BORE_T} width={350} height={BORE_B - BORE_T} className="f-blue-part" />
        <rect x={206} y={150} width={14} height={28} className="f-blue-part" stroke="none" />
        <rect x={COMP - 3} y={150} width={6} height={28} className="f-blue-part" stroke="none" />
        {/* Outlet to the hose and caliper. */}
        <rect x={490} y={196} width={70} height={20} className="f-blue-part" />

        {/* Piston with its secondary seal at the back and the primary cup at the front; pushrod from the lever. */}
        <rect x={120} y={BORE_T + 2} width={50} height={BORE_B - BORE_T - 4} className="f-metal" />
        <rect x={170} y={BORE_T + 16} width={100} height={BORE_B - BORE_T - 32} className="f-metal" />
        <rect x={270} y={BORE_T + 2} width={10} height={BORE_B - BORE_T - 4} className="f-metal" />
        <rect x={120} y={BORE_T} width={12} height={BORE_B - BORE_T} className="f-darkpart" />
        <path d={`M280 ${BORE_T + 4} L${CUP} ${BORE_T} L${CUP} ${BORE_B} L280 ${BORE_B - 4} Z`} className="f-darkpart" />
        <rect x={0} y={198} width={120} height={16} className="f-darkpart" />
        {/* Return spring in the pressure chamber. */}
        <path
          d={`M${CUP} 206 ${Array.from({length: 10}, (_, i) => `L${CUP + 8 + i * 16} ${i % 2 ? 222 : 190}`).join(' ')} L466 206`}
          className="f-line"
        />

        {/* Labels. */}
        <Lead x1={440} y1={134} x2={COMP} y2={166} />
        <T x={560} y={100} a="end" c="f-accent f-bold">
          Compensating
        </T>
        <T x={560} y={124} a="end" c="f-accent f-bold">
          port
        </T>
        <Lead x1={100} y1={76} x2={213} y2={162} />
        <T x={0} y={70}>
          Inlet port
        </T>
        <Lead x1={74} y1={140} x2={126} y2={BORE_T + 6} />
        <T x={0} y={130}>
          Secondary seal
        </T>
        <Lead x1={250} y1={296} x2={286} y2={BORE_B - 6} />
        <T x={250} y={306} a="end">
          Primary cup
        </T>
        <Lead x1={390} y1={296} x2={380} y2={220} />
        <T x={396} y={306}>
          Spring
        </T>
        <Lead x1={16} y1={262} x2={16} y2={214} />
        <T x={0} y={274} c="f-muted">
          Pushrod from the lever
        </T>
        <T x={560} y={274} a="end" c="f-muted">
          To caliper
        </T>

        {/* What the port does. */}
        <T x={0} y={354} c="f-bold">
          At rest the cup sits just behind the port:
        </T>
        <T x={0} y={378}>
          the line is open to the reservoir.
        </T>
        <T x={0} y={408} c="f-accent">
          Held past the port: pressure stays, brake drags.
        </T>
      </g>
    </Svg>
  );
}
