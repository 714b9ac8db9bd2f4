// The main circuit of a slide carburetor in section: the main jet in the bowl's fuel at the foot of the
// needle jet, the jet needle hanging from the slide into the needle jet, and the main air jet in the mouth
// feeding bleed holes in the needle jet. Opening the throttle lifts the slide and the needle with it.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigCarbMainCircuit() {
  return (
    <Svg h={420}>
      {/* Body with the bore, filter side left, engine side right, and the slide tower. */}
      <rect x={10} y={90} width={540} height={150} rx={8} className="f-part" />
      <rect x={226} y={20} width={108} height={100} rx={6} className="f-part" />
      <rect x={10} y={120} width={540} height={80} className="f-paper" data-shape="bore" />
      {/* Float bowl with fuel. */}
      <rect x={170} y={240} width={220} height={150} rx={10} className="f-part" />
      <rect x={173} y={292} width={214} height={95} rx={8} className="f-blue-part" data-shape="fuel" />
      {/* Needle jet from the bore floor down into the bowl, bleed holes in its wall, main jet at its foot. */}
      <rect x={264} y={200} width={8} height={110} className="f-darkpart" />
      <rect x={288} y={200} width={8} height={110} className="f-darkpart" />
      <rect x={263} y={221} width={10} height={6} className="f-paper" />
      <rect x={287} y={221} width={10} height={6} className="f-paper" />
      <rect x={258} y={310} width={44} height={26} rx={3} className="f-amber-part" />
      {/* Main air jet: a passage from the mouth to the bleed holes. */}
      <path d="M10 224 L150 224" className="f-blue-line" />
      <Arrow x1={150} y1={224} x2={262} y2={224} c="blue" />
      {/* Slide and jet needle. */}
      <rect x={248} y={34} width={64} height={126} rx={4} className="f-metal" />
      <path d="M274 150 L286 150 L283 292 L277 292 Z" className="f-metal" />
      {/* Air through the bore. */}
      <Arrow x1={30} y1={176} x2={210} y2={176} />
      <Arrow x1={340} y1={176} x2={530} y2={176} />
      <T x={30} y={146} c="f-small" box="bore">
        Air from the filter
      </T>
      <T x={530} y={146} a="end" c="f-small" box="bore">
        To the engine
      </T>
      {/* Throttle opening lifts the slide and needle. */}
      <Arrow x1={212} y1={84} x2={212} y2={22} c="hl" />
      <T x={198} y={28} a="end" c="f-accent f-bold f-small">
        Throttle opens:
      </T>
      <T x={198} y={54} a="end" c="f-accent f-small">
        slide and needle rise
      </T>
      <Lead x1={400} y1={50} x2={310} y2={60} />
      <T x={406} y={50} c="f-small">
        Slide
      </T>
      {/* Labels for the parts below the bore. */}
      <Lead x1={404} y1={262} x2={282} y2={262} />
      <T x={410} y={262} c="f-small">
        Jet needle
      </T>
      <Lead x1={404} y1={290} x2={296} y2={290} />
      <T x={410} y={290} c="f-small">
        Needle jet
      </T>
      <Lead x1={404} y1={323} x2={302} y2={323} />
      <T x={410} y={323} c="f-small f-bold">
        Main jet
      </T>
      <T x={20} y={262} c="f-blue f-small">
        Main air jet
      </T>
      <T x={20} y={286} c="f-small">
        to bleed holes
      </T>
      <T x={280} y={366} a="middle" c="f-small" box="fuel">
        Fuel in the float bowl
      </T>
    </Svg>
  );
}
