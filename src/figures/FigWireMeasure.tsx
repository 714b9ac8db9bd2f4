// Sizing a harness wire by measuring it (schematic): strip a short end, twist the strands and measure across the
// copper, not across the insulation.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigWireMeasure() {
  return (
    <Svg h={126}>
      {/* Insulated wire with a short stripped end, strands twisted. */}
      <rect x={40} y={36} width={300} height={36} rx={10} className="f-part" />
      <rect x={340} y={44} width={110} height={20} rx={6} className="f-amber-part" />
      <path d="M352 44 l10 20 M368 44 l10 20 M384 44 l10 20 M400 44 l10 20 M416 44 l10 20 M432 44 l10 20" className="f-thin" />
      <Arrow x1={410} y1={14} x2={410} y2={42} c="blue" />
      <Arrow x1={410} y1={94} x2={410} y2={66} c="blue" />
      <T x={396} y={10} a="end" c="f-small f-blue f-bold">
        Across the twisted copper
      </T>
      <Lead x1={150} y1={110} x2={150} y2={72} />
      <T x={164} y={116} c="f-small">
        Not across the insulation
      </T>
    </Svg>
  );
}
