// What to read on the back of an oil bottle: the round API symbol (service category at the top, SAE grade in
// the center, an Energy or Resource Conserving statement in the lower half, which marks a friction-modified car
// oil), the JASO clutch-friction category, and how the SAE grade reads (cold number before the W, hot after).
import {Lead, Svg, T} from './kit';

const CX = 120;
const CY = 130;
const R = 108;
const r = 54;

/** Half of a ring between r and R, the upper one (top) or the lower one. */
function halfRing(top: boolean): string {
  const s = top ? 1 : 0;
  return `M${CX - R} ${CY} A${R} ${R} 0 0 ${s} ${CX + R} ${CY} L${CX + r} ${CY} A${r} ${r} 0 0 ${1 - s} ${CX - r} ${CY} Z`;
}

export default function FigOilLabel() {
  return (
    <Svg h={420}>
      {/* The API service symbol. */}
      <path d={halfRing(true)} className="f-part" />
      <path d={halfRing(false)} className="f-hl" />
      <circle cx={CX} cy={CY} r={r} className="f-paper" />
      <circle cx={CX} cy={CY} r={r} className="f-line" />
      <T x={CX} y={CY - 78} a="middle" c="f-bold">
        API SERVICE
      </T>
      <T x={CX} y={CY - 12} a="middle" c="f-bold">
        SAE
      </T>
      <T x={CX} y={CY + 12} a="middle" c="f-bold">
        grade
      </T>
      <T x={CX} y={CY + 80} a="middle" c="f-accent f-bold">
        CONSERVING
      </T>

      <Lead x1={300} y1={40} x2={190} y2={90} />
      <T x={306} y={30}>
        Top: service category
      </T>
      <T x={306} y={56} c="f-muted f-small">
        later letters are newer
      </T>
      <Lead x1={300} y1={130} x2={156} y2={96} />
      <T x={306} y={130}>
        Center: SAE grade
      </T>
      <Lead x1={300} y1={210} x2={190} y2={170} />
      <T x={306} y={200} c="f-accent f-bold">
        Energy or Resource
      </T>
      <T x={306} y={226} c="f-accent f-bold">
        Conserving: skip it
      </T>

      <line x1={0} y1={262} x2={560} y2={262} className="f-thin" />

      {/* The SAE grade, read as a cold and a hot figure. */}
      <rect x={10} y={282} width={80} height={44} rx={6} className="f-blue-part" />
      <T x={50} y={304} a="middle" c="f-blue f-bold">
        Cold
      </T>
      <T x={121} y={304} a="middle" c="f-bold">
        W -
      </T>
      <rect x={152} y={282} width={80} height={44} rx={6} className="f-amber-part" />
      <T x={192} y={304} a="middle" c="f-bold">
        Hot
      </T>
      <T x={10} y={352} c="f-small">
        Lower cold figure:
      </T>
      <T x={10} y={376} c="f-small">
        flows sooner at start-up
      </T>
      <T x={10} y={406} c="f-small">
        Higher hot figure: thicker when hot
      </T>

      {/* The JASO mark with its category. */}
      <rect x={350} y={282} width={190} height={70} rx={6} className="f-green-part" data-shape="jaso" />
      <T x={445} y={306} a="middle" c="f-green f-bold" box="jaso">
        JASO MA2
      </T>
      <T x={445} y={334} a="middle" c="f-small" box="jaso">
        registration code
      </T>
      <T x={540} y={378} a="end" c="f-small">
        MA, MA1 or MA2: yes
      </T>
      <T x={540} y={404} a="end" c="f-accent f-bold">
        MB: no
      </T>
    </Svg>
  );
}
