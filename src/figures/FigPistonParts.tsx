// A piston seen along its pin: crown, ring grooves and lands, pin bosses with the pin bore, and skirt; the
// compression height from the pin bore's center to the top edge of the crown; the skirt measured square to
// the pin, at the height the maker gives.
import {Arrow, Lead, Svg, T} from './kit';

const BODY =
  'M180 80 L210 80 Q280 40 350 80 L380 80 L380 96 L368 96 L368 104 L380 104 L380 118 L368 118 L368 126 L380 126 ' +
  'L380 140 L368 140 L368 152 L380 152 L380 360 L180 360 L180 152 L192 152 L192 140 L180 140 L180 126 L192 126 ' +
  'L192 118 L180 118 L180 104 L192 104 L192 96 L180 96 Z';

export default function FigPistonParts() {
  return (
    <Svg h={420}>
      <path d={BODY} className="f-part" />
      {/* Pin boss and pin bore, seen end on. */}
      <circle cx={280} cy={230} r={46} className="f-metal" />
      <circle cx={280} cy={230} r={26} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      {/* Compression height: pin bore center to the top edge of the crown. */}
      <line x1={164} y1={80} x2={178} y2={80} className="f-thin" />
      <line x1={164} y1={230} x2={280} y2={230} className="f-dash" />
      <Arrow x1={171} y1={84} x2={171} y2={226} c="hl" both />
      <T x={8} y={146} c="f-accent f-bold">
        Compression
      </T>
      <T x={8} y={172} c="f-accent f-bold">
        height
      </T>
      {/* Skirt diameter across the thrust faces, square to the pin. */}
      <Arrow x1={184} y1={326} x2={376} y2={326} c="blue" both />
      <T x={280} y={386} a="middle" c="f-blue f-bold f-small">
        Skirt diameter: square to the pin,
      </T>
      <T x={280} y={410} a="middle" c="f-blue f-small">
        at the height the maker gives
      </T>
      {/* Part names, right. */}
      <Lead x1={404} y1={40} x2={330} y2={66} />
      <T x={410} y={40} c="f-small">
        Crown
      </T>
      <Lead x1={404} y1={100} x2={374} y2={100} />
      <T x={410} y={100} c="f-small">
        Ring grooves
      </T>
      <Lead x1={404} y1={132} x2={380} y2={132} />
      <T x={410} y={132} c="f-small">
        Ring lands
      </T>
      <Lead x1={404} y1={192} x2={316} y2={204} />
      <T x={410} y={192} c="f-small">
        Pin boss
      </T>
      <Lead x1={404} y1={230} x2={306} y2={230} />
      <T x={410} y={230} c="f-small">
        Pin bore
      </T>
      <Lead x1={404} y1={290} x2={380} y2={290} />
      <T x={410} y={290} c="f-small">
        Skirt
      </T>
      <T x={16} y={20} c="f-muted f-small">
        Seen along the pin
      </T>
    </Svg>
  );
}
