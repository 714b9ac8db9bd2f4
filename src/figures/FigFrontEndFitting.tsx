// Crate build, front end seen from the side with the bike facing right: the tire's rotation arrow points the
// way the wheel turns going forward, the disc sits between the caliper pads, and the bar clamp (enlarged) is
// tightened so the gap is equal front and rear.
import {ArcArrow, Arrow, Lead, Svg, T} from './kit';

export default function FigFrontEndFitting() {
  return (
    <Svg h={500}>
      {/* Direction of travel. */}
      <Arrow x1={420} y1={16} x2={540} y2={16} c="blue" />
      <T x={410} y={16} a="end" c="f-blue f-bold">
        Forward
      </T>
      {/* Wheel, tire and disc. */}
      <circle cx={420} cy={350} r={110} className="f-darkpart" />
      <circle cx={420} cy={350} r={88} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <circle cx={420} cy={350} r={56} className="f-dash" />
      {/* The tire's arrow, over the top of the wheel toward the front. */}
      <ArcArrow cx={420} cy={350} r={99} a1={-140} a2={-40} c="hl" />
      <T x={560} y={186} a="end" c="f-accent f-small f-bold">
        Tire arrow
      </T>
      <T x={560} y={210} a="end" c="f-accent f-small f-bold">
        points forward
      </T>
      {/* Fork leg, raked back from the axle to the top clamp, over the wheel. */}
      <polygon points="308,92 428,346 412,354 292,100" className="f-metal" />
      <circle cx={420} cy={350} r={12} className="f-metal" />
      {/* Caliper on the disc edge, behind the axle. */}
      <rect x={350} y={324} width={28} height={52} rx={6} className="f-darkpart" />
      <Lead x1={250} y1={392} x2={364} y2={350} />
      <T x={246} y={398} a="end" c="f-small">
        Disc between
      </T>
      <T x={246} y={422} a="end" c="f-small">
        the pads
      </T>
      <Lead x1={300} y1={474} x2={410} y2={358} />
      <T x={0} y={490} c="f-small">
        Spacers as the parts diagram shows
      </T>
      {/* Bar on its clamp, and the lever angled down. */}
      <circle cx={296} cy={84} r={12} className="f-metal" />
      <line x1={296} y1={84} x2={352} y2={118} className="f-line" strokeWidth={5} />
      <Lead x1={392} y1={150} x2={344} y2={116} />
      <T x={560} y={150} a="end" c="f-small">
        Lever angled down
      </T>
      {/* Enlarged clamp. */}
      <circle cx={296} cy={84} r={26} className="f-dash" />
      <line x1={270} y1={84} x2={200} y2={84} className="f-dash" />
      <rect x={20} y={34} width={160} height={44} rx={4} className="f-metal" />
      <rect x={20} y={96} width={160} height={44} rx={4} className="f-metal" />
      <circle cx={100} cy={87} r={30} className="f-part" />
      <rect x={20} y={78} width={14} height={18} className="f-hl" />
      <rect x={166} y={78} width={14} height={18} className="f-hl" />
      <T x={100} y={166} a="middle" c="f-small f-accent f-bold">
        Equal gap
      </T>
      <T x={100} y={190} a="middle" c="f-small f-accent f-bold">
        front and rear
      </T>
      <T x={100} y={14} a="middle" c="f-muted f-small">
        Bar clamp
      </T>
    </Svg>
  );
}
