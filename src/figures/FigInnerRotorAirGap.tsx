// Setting an inner-rotor kit's air gap, seen from the left with the cover off. The kit plate turns in curved
// slots around the crank, as on FigInnerRotorTiming: that sets the timing, and the notes start it centered in
// its range. The stator (source winding) and the pickup each sit on short slots pointing at the rotor: a feeler
// gauge (or a business card) in the gap between each part and the rotor sets the air gap.
import {CurvedSlot, Lead, Svg, T} from './kit';

const CX = 185;
const CY = 250;
const R = 80; // rotor radius
const GAP = 12; // the air gap, drawn much wider than it is
const PLATE = 180; // kit plate radius
/** A short straight slot with its screw, running across (`along="x"`) or up and down. */
function Slot({x, y, along}: {x: number; y: number; along: 'x' | 'y'}) {
  const long = 26;
  const short = 12;
  const [w, h] = along === 'x' ? [long, short] : [short, long];
  return (
    <g>
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={short / 2} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <circle cx={x} cy={y} r={4} className="f-darkpart" />
    </g>
  );
}

export default function FigInnerRotorAirGap() {
  const statorB = CY - R - GAP; // the stator's face toward the rotor
  const pickupL = CX + R + GAP; // the pickup's face toward the rotor
  return (
    <Svg h={520}>
      {/* Kit plate, turning in its curved slots. */}
      <circle cx={CX} cy={CY} r={PLATE} className="f-part" />
      <CurvedSlot cx={CX} cy={CY} r1={158} r2={172} a={-135} half={10} />
      <CurvedSlot cx={CX} cy={CY} r1={158} r2={172} a={45} half={10} />

      {/* Rotor on the crank. */}
      <circle cx={CX} cy={CY} r={R} className="f-metal" data-shape="rotor" />
      <circle cx={CX} cy={CY} r={20} className="f-darkpart" />
      <T x={CX} y={CY + 46} a="middle" box="rotor">
        Rotor
      </T>

      {/* Stator (source winding) above the rotor, its ears slotted toward the rotor. */}
      <rect x={CX - 74} y={statorB - 48} width={34} height={40} rx={3} className="f-metal" />
      <rect x={CX + 40} y={statorB - 48} width={34} height={40} rx={3} className="f-metal" />
      <Slot x={CX - 57} y={statorB - 28} along="y" />
      <Slot x={CX + 57} y={statorB - 28} along="y" />
      <rect x={CX - 40} y={statorB - 52} width={80} height={52} rx={4} className="f-amber-part" data-shape="stator" />
      <T x={CX} y={statorB - 26} a="middle" box="stator">
        Stator
      </T>

      {/* Pickup to the right of the rotor, its ears slotted toward the rotor. */}
      <rect x={pickupL + 4} y={CY - 58} width={64} height={34} rx={3} className="f-metal" />
      <rect x={pickupL + 4} y={CY + 24} width={64} height={34} rx={3} className="f-metal" />
      <Slot x={pickupL + 36} y={CY - 41} along="x" />
      <Slot x={pickupL + 36} y={CY + 41} along="x" />
      <rect x={pickupL} y={CY - 24} width={76} height={48} rx={4} className="f-blue-part" data-shape="pickup" />
      <T x={pickupL + 38} y={CY} a="middle" box="pickup">
        Pickup
      </T>

      {/* Feeler gauge blade down into the pickup's gap, its handle above. */}
      <rect x={CX + R + 3} y={54} width={6} height={CY + 16 - 54} className="f-hl" strokeWidth={1.5} />
      <rect x={CX + R - 12} y={18} width={36} height={40} rx={6} className="f-hl" />
      <Lead x1={366} y1={36} x2={CX + R + 24} y2={36} />
      <T x={372} y={36}>
        Feeler gauge
      </T>
      <T x={372} y={62} c="f-muted">
        or a business card
      </T>

      {/* The same gap at the stator. */}
      <Lead x1={366} y1={124} x2={CX + 24} y2={statorB + GAP / 2} />
      <T x={372} y={112} c="f-accent f-bold">
        Same gap at
      </T>
      <T x={372} y={136} c="f-accent f-bold">
        the stator
      </T>

      {/* What each set of slots does. */}
      <Lead x1={366} y1={330} x2={pickupL + 48} y2={CY + 41} />
      <T x={372} y={318}>
        Short slots:
      </T>
      <T x={372} y={342}>
        the gap
      </T>
      <Lead x1={366} y1={404} x2={CX + 120} y2={CY + 120} />
      <T x={372} y={392}>
        Curved slots:
      </T>
      <T x={372} y={416}>
        timing
      </T>

      <T x={0} y={464}>
        Center the plate in its curved slots, set each
      </T>
      <T x={0} y={488}>
        gap with the gauge, then check the timing.
      </T>
      <T x={0} y={516} c="f-muted">
        Seen from the left, cover off
      </T>
    </Svg>
  );
}
