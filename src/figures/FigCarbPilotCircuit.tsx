// The low-speed parts of a round-slide carburetor in section, slide almost closed as at idle: air from the
// mouth past the air screw (PWK, VM; it enters from the side of the body, so it is drawn end on) meets fuel from
// the pilot jet and leaves through the pilot outlet just behind the slide on the engine side; the slide's cutaway
// faces the filter side; the jet needle hangs from the slide into the needle jet above the main jet.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigCarbPilotCircuit() {
  return (
    <Svg h={430}>
      {/* Body with the bore, filter side left, engine side right, and the slide tower. */}
      <rect x={10} y={90} width={540} height={150} rx={8} className="f-part" />
      <rect x={226} y={20} width={108} height={100} rx={6} className="f-part" />
      <rect x={10} y={120} width={540} height={80} className="f-paper" data-shape="bore" />
      {/* Float bowl with fuel, its level above the main jet. */}
      <rect x={170} y={240} width={220} height={150} rx={10} className="f-part" />
      <rect x={173} y={280} width={214} height={107} rx={8} className="f-blue-part" data-shape="fuel" />
      {/* Pilot passage: air from the mouth, fuel joining from the pilot jet, out behind the slide. */}
      <path d="M10 216 L340 216 L340 206" className="f-blue-line" />
      <Arrow x1={340} y1={214} x2={340} y2={192} c="blue" />
      <Arrow x1={14} y1={216} x2={74} y2={216} c="blue" />
      <rect x={193} y={219} width={14} height={117} rx={2} className="f-amber-part" />
      {/* Air screw on the pilot air passage, seen end on: it enters from the side of the body, not from below. */}
      <circle cx={120} cy={216} r={11} className="f-green-part" />
      <line x1={113} y1={223} x2={127} y2={209} className="f-line" />
      {/* Needle jet from the bore floor into the bowl, main jet at its foot. */}
      <rect x={264} y={200} width={8} height={90} className="f-darkpart" />
      <rect x={288} y={200} width={8} height={90} className="f-darkpart" />
      <rect x={272} y={200} width={16} height={90} className="f-paper" />
      <rect x={258} y={290} width={44} height={22} rx={3} className="f-metal" />
      {/* Jet needle, then the slide almost closed with its cutaway on the filter side. */}
      <path d="M274 150 L286 150 L283 282 L277 282 Z" className="f-metal" />
      <polygon points="248,34 312,34 312,192 282,192 248,164" className="f-metal" />
      <line x1={248} y1={164} x2={282} y2={192} className="f-hl-line" strokeWidth={6} />
      {/* Air through the bore. */}
      <Arrow x1={30} y1={176} x2={222} y2={176} />
      <Arrow x1={360} y1={176} x2={530} y2={176} />
      <T x={30} y={146} c="f-small" box="bore">
        Air from the filter
      </T>
      <T x={530} y={146} a="end" c="f-small" box="bore">
        To the engine
      </T>
      {/* Labels above the body. */}
      <T x={16} y={28} c="f-accent f-bold">
        Cutaway
      </T>
      <T x={16} y={54} c="f-small">
        on the filter side
      </T>
      <Lead x1={188} y1={62} x2={262} y2={176} />
      <Lead x1={400} y1={36} x2={312} y2={52} />
      <T x={406} y={36} c="f-small">
        Slide
      </T>
      <Lead x1={400} y1={70} x2={342} y2={200} />
      <T x={406} y={70} c="f-blue f-bold">
        Pilot outlet
      </T>
      {/* Labels for the pilot parts, left. */}
      <T x={14} y={262} c="f-blue f-small">
        Pilot air
      </T>
      <T x={14} y={304} c="f-green f-bold">
        Air screw
      </T>
      <T x={14} y={328} c="f-small">
        from the side
      </T>
      <T x={14} y={352} c="f-small">
        (PWK, VM)
      </T>
      <Lead x1={108} y1={296} x2={118} y2={228} />
      <T x={14} y={396} c="f-bold">
        Pilot jet
      </T>
      <Lead x1={104} y1={392} x2={193} y2={330} />
      {/* Labels for the needle parts, right. */}
      <Lead x1={404} y1={252} x2={282} y2={252} />
      <T x={410} y={252} c="f-small">
        Jet needle
      </T>
      <Lead x1={404} y1={278} x2={296} y2={278} />
      <T x={410} y={278} c="f-small">
        Needle jet
      </T>
      <Lead x1={404} y1={304} x2={302} y2={304} />
      <T x={410} y={304} c="f-muted f-small">
        Main jet
      </T>
      <T x={280} y={362} a="middle" c="f-small" box="fuel">
        Float bowl
      </T>
      <T x={280} y={416} a="middle" c="f-muted f-small">
        Slide almost closed, as at idle
      </T>
    </Svg>
  );
}
