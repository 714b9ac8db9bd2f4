// A bigger disc seen from the side: the old disc's edge and pad position dashed, the new disc with the pad
// moved outward on the relocation bracket, and the effective radius from the axle center to the middle of the
// pad's friction face, the one thing a bigger disc changes. The whole pad must sit on the braking band.
import {Arrow, Lead, Svg, T} from './kit';

const CX = 180;
const CY = 190;
const R_OLD = 105;
const R_NEW = 170;
const PAD = 34;

export default function FigEffectiveRadius() {
  const padNew = R_NEW - 6 - PAD;
  const padOld = R_OLD - 6 - PAD;
  return (
    <Svg h={430}>
      {/* New disc: braking band, carrier and hub. */}
      <circle cx={CX} cy={CY} r={R_NEW} className="f-metal" />
      <circle cx={CX} cy={CY} r={R_NEW - 45} className="f-part" />
      <circle cx={CX} cy={CY} r={40} className="f-darkpart" />
      <circle cx={CX} cy={CY} r={8} className="f-paper" />
      {/* Old disc edge and old pad position. */}
      <circle cx={CX} cy={CY} r={R_OLD} className="f-dash" strokeWidth={3} />
      <rect x={CX + padOld} y={CY - 26} width={PAD} height={52} rx={4} className="f-dash" strokeWidth={3} />
      {/* New pad on the braking band. */}
      <rect x={CX + padNew} y={CY - 26} width={PAD} height={52} rx={4} className="f-hl" />
      {/* Effective radius: axle center to the middle of the pad. */}
      <Arrow x1={CX} y1={CY} x2={CX + padNew + PAD / 2} y2={CY} c="hl" />
      <circle cx={CX} cy={CY} r={4} className="f-ink" />
      {/* The bracket moves the caliper out by the difference in radius. */}
      <Arrow x1={CX + padOld + PAD / 2} y1={CY - 48} x2={CX + padNew + PAD / 2} y2={CY - 48} c="blue" />

      <Lead x1={372} y1={150} x2={CX + padNew + PAD / 2 + 4} y2={CY - 48} />
      <T x={380} y={128} c="f-blue f-bold">
        Bracket moves
      </T>
      <T x={380} y={154} c="f-blue f-bold">
        the caliper out
      </T>
      <Lead x1={372} y1={224} x2={CX + padNew + PAD} y2={CY + 10} />
      <T x={380} y={214} c="f-accent f-bold">
        Pad: all of it
      </T>
      <T x={380} y={240} c="f-accent f-bold">
        on the band
      </T>
      <Lead x1={372} y1={310} x2={CX + 20} y2={CY + 103} />
      <T x={380} y={300} c="f-muted">
        Old disc edge
      </T>
      <T x={380} y={326} c="f-muted">
        and pad (dashed)
      </T>
      <T x={CX} y={392} a="middle" c="f-accent f-bold">
        Effective radius: axle center
      </T>
      <T x={CX} y={418} a="middle" c="f-accent f-bold">
        to the middle of the pad
      </T>
    </Svg>
  );
}
