// The clearance volume of a four-stroke single at top dead center, in section, with each part the compression
// calculator asks for: the chamber in the head (measured with a burette), the ring of space inside the head
// gasket (its bore and compressed thickness), the deck height gap above the crown, and a dish or dome in the
// piston. Heights are exaggerated so the thin layers show.
import {Lead, Svg, T} from './kit';

/** `deckNote` finishes the deck height note in the page's words: the calculator page says to enter it positive. */
export default function FigClearanceVolume({deckNote = 'enter it positive'}: {deckNote?: string}) {
  return (
    <Svg h={430}>
      {/* Head with the plug. */}
      <rect x={10} y={50} width={300} height={146} className="f-part" />
      <rect x={144} y={22} width={32} height={28} className="f-metal" />
      {/* Clearance volume, shaded: chamber, gasket opening and the gap above the crown. */}
      <path d="M54 196 C80 100 240 100 266 196" className="f-blue-part" />
      <rect x={32} y={196} width={256} height={16} className="f-blue-part" strokeWidth={0} />
      <rect x={46} y={212} width={228} height={18} className="f-blue-part" strokeWidth={0} />
      <rect x={152} y={50} width={16} height={76} className="f-metal" />
      {/* Gasket, wider bore than the cylinder. */}
      <rect x={10} y={196} width={22} height={16} className="f-amber-part" />
      <rect x={288} y={196} width={22} height={16} className="f-amber-part" />
      {/* Cylinder walls and the piston at top dead center, crown below the top. */}
      <rect x={14} y={212} width={32} height={188} className="f-metal" />
      <rect x={274} y={212} width={32} height={188} className="f-metal" />
      <rect x={50} y={230} width={220} height={160} rx={4} className="f-part" />
      <line x1={50} y1={248} x2={270} y2={248} className="f-thin" />
      <line x1={50} y1={262} x2={270} y2={262} className="f-thin" />
      <path d="M90 230 Q160 254 230 230" className="f-dash" strokeWidth={2.5} />

      <T x={330} y={22} c="f-muted f-small">
        Shaded: the
      </T>
      <T x={330} y={46} c="f-muted f-small">
        clearance volume
      </T>
      <Lead x1={326} y1={100} x2={200} y2={160} />
      <T x={330} y={100} c="f-blue f-bold">
        Chamber
      </T>
      <T x={330} y={124} c="f-small">
        Burette volume
      </T>
      <Lead x1={326} y1={182} x2={299} y2={204} />
      <T x={330} y={182} c="f-bold">
        Gasket
      </T>
      <T x={330} y={206} c="f-small">
        Bore and compressed
      </T>
      <T x={330} y={230} c="f-small">
        thickness
      </T>
      <Lead x1={326} y1={272} x2={262} y2={221} />
      <T x={330} y={272} c="f-bold">
        Deck height
      </T>
      <T x={330} y={296} c="f-small">
        Crown below the top:
      </T>
      <T x={330} y={320} c="f-small">
        {deckNote}
      </T>
      <Lead x1={326} y1={360} x2={200} y2={242} />
      <T x={330} y={360} c="f-bold">
        Piston
      </T>
      <T x={330} y={384} c="f-small">
        A dish adds volume,
      </T>
      <T x={330} y={408} c="f-small">
        a dome takes it away
      </T>
      <T x={160} y={418} a="middle" c="f-muted f-small">
        At top dead center
      </T>
    </Svg>
  );
}
