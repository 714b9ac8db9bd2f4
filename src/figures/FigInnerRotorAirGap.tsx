// Setting an inner-rotor kit's air gap, seen from the left with the cover off: the stator (source winding) and
// the pickup each sit on slotted holes at the rotor's rim. A feeler gauge (or a business card) in the gap
// between each part and the rotor sets the gap, with each part centred in its slots.
import {Lead, Svg, T} from './kit';

const CX = 170;
const CY = 300;
const R = 130; // rotor radius
const GAP = 12; // the air gap, drawn much wider than it is

/** A slotted hole with its screw, the slot running across (`along="x"`) or up and down. */
function Slot({x, y, along}: {x: number; y: number; along: 'x' | 'y'}) {
  const long = 46;
  const short = 16;
  const [w, h] = along === 'x' ? [long, short] : [short, long];
  return (
    <g>
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={short / 2} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <circle cx={x} cy={y} r={6} className="f-darkpart" />
    </g>
  );
}

export default function FigInnerRotorAirGap() {
  const pickupX = CX + R + GAP;
  const statorY = CY - R - GAP;
  return (
    <Svg h={510}>
      {/* Rotor on the crank. */}
      <circle cx={CX} cy={CY} r={R} className="f-metal" data-shape="rotor" />
      <circle cx={CX} cy={CY} r={24} className="f-darkpart" />
      <T x={CX} y={CY + 62} a="middle" box="rotor">
        Rotor
      </T>

      {/* Stator (source winding) above the rotor, on its slotted plate. */}
      <rect x={CX - 100} y={statorY - 130} width={200} height={70} rx={4} className="f-part" />
      <Slot x={CX - 70} y={statorY - 95} along="y" />
      <Slot x={CX + 70} y={statorY - 95} along="y" />
      <rect x={CX - 60} y={statorY - 60} width={120} height={60} rx={4} className="f-amber-part" data-shape="stator" />
      <T x={CX} y={statorY - 30} a="middle" box="stator">
        Stator
      </T>

      {/* Pickup to the right, on its slotted plate. */}
      <rect x={pickupX} y={CY - 30} width={96} height={60} rx={4} className="f-blue-part" data-shape="pickup" />
      <T x={pickupX + 48} y={CY} a="middle" box="pickup">
        Pickup
      </T>
      <rect x={pickupX + 96} y={CY - 70} width={70} height={140} rx={4} className="f-part" />
      <Slot x={pickupX + 131} y={CY - 44} along="x" />
      <Slot x={pickupX + 131} y={CY + 44} along="x" />

      {/* Feeler gauge blade down into the pickup's gap, its handle above. */}
      <rect x={CX + R + 3} y={76} width={6} height={CY + 20 - 76} className="f-hl" strokeWidth={1.5} />
      <rect x={CX + R - 12} y={40} width={36} height={40} rx={6} className="f-hl" />
      <Lead x1={356} y1={58} x2={CX + R + 24} y2={58} />
      <T x={362} y={58}>
        Feeler gauge
      </T>
      <T x={362} y={84} c="f-muted">
        or a business card
      </T>

      {/* The same gap at the stator. */}
      <Lead x1={356} y1={144} x2={CX + 40} y2={statorY + GAP / 2 + 2} />
      <T x={362} y={140} c="f-accent f-bold">
        Same gap at
      </T>
      <T x={362} y={164} c="f-accent f-bold">
        the stator
      </T>
      <Lead x1={500} y1={392} x2={pickupX + 140} y2={CY + 44} />
      <T x={560} y={408} a="end">
        Slotted holes
      </T>

      <T x={0} y={470}>
        Center each part in its slots, then set its gap.
      </T>
      <T x={0} y={498} c="f-muted">
        Seen from the left, cover off
      </T>
    </Svg>
  );
}
