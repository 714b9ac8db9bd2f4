// Sizing a spoke and a wire by measuring them (schematic). Spoke: diameter on the plain shank, not on the
// rolled thread; length from the inside of the bend at the hub end to the tip of the thread. Wire: strip a
// short end, twist the strands and measure across the copper, not the insulation.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigSpokeMeasure() {
  return (
    <Svg h={452}>
      <T x={0} y={12} c="f-bold">
        Spoke
      </T>
      {/* Head and bent end at the hub, the plain shank, and the rolled thread at the rim end. */}
      <rect x={40} y={40} width={36} height={12} rx={3} className="f-darkpart" />
      <path d="M52 52 L52 118 Q52 134 68 134 L540 134 L540 146 L68 146 Q40 146 40 118 L40 52 Z" className="f-metal" />
      <rect x={430} y={132} width={110} height={16} className="f-metal" />
      <path
        d="M440 132 l-6 16 M452 132 l-6 16 M464 132 l-6 16 M476 132 l-6 16 M488 132 l-6 16 M500 132 l-6 16 M512 132 l-6 16 M524 132 l-6 16 M536 132 l-6 16"
        className="f-thin"
      />
      <T x={86} y={46} c="f-small f-muted">
        Hub end
      </T>
      {/* Caliper on the plain shank. */}
      <Arrow x1={290} y1={100} x2={290} y2={132} c="blue" />
      <Arrow x1={290} y1={176} x2={290} y2={148} c="blue" />
      <T x={100} y={84} c="f-small f-blue f-bold">
        Diameter: on the plain shank
      </T>
      <Lead x1={500} y1={166} x2={500} y2={150} />
      <T x={560} y={178} a="end" c="f-small">
        Not on the rolled thread
      </T>
      {/* Length, from the inside of the bend to the tip of the thread. */}
      <line x1={52} y1={124} x2={52} y2={222} className="f-thin" />
      <line x1={540} y1={150} x2={540} y2={222} className="f-thin" />
      <Arrow x1={52} y1={212} x2={540} y2={212} c="hl" both />
      <T x={296} y={236} a="middle" c="f-small f-accent f-bold">
        Length: inside of the bend to the thread tip
      </T>

      <line x1={0} y1={270} x2={560} y2={270} className="f-dash" />
      <T x={0} y={300} c="f-bold">
        Wire
      </T>
      {/* Insulated wire with a short stripped end, strands twisted. */}
      <rect x={40} y={356} width={300} height={36} rx={10} className="f-part" />
      <rect x={340} y={364} width={110} height={20} rx={6} className="f-amber-part" />
      <path d="M352 364 l10 20 M368 364 l10 20 M384 364 l10 20 M400 364 l10 20 M416 364 l10 20 M432 364 l10 20" className="f-thin" />
      <Arrow x1={410} y1={334} x2={410} y2={362} c="blue" />
      <Arrow x1={410} y1={414} x2={410} y2={386} c="blue" />
      <T x={396} y={330} a="end" c="f-small f-blue f-bold">
        Across the copper
      </T>
      <Lead x1={150} y1={430} x2={150} y2={392} />
      <T x={164} y={436} c="f-small">
        Not across the insulation
      </T>
    </Svg>
  );
}
