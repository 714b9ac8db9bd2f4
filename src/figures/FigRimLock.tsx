// Rim lock in section: its clamp inside the tire presses both beads against the rim; the nut outside the
// rim pulls it down. Loosened and pushed up into the tire, it lets the beads go.
import {Arrow, Svg, T} from './kit';

export default function FigRimLock() {
  return (
    <Svg h={330}>
      {/* Tire section, a rubber wall 14 units thick, and the rim. */}
      <path d="M143 200 Q103 33 280 23 Q457 33 417 200 L403 200 Q443 47 280 37 Q117 47 157 200 Z" className="f-darkpart" />
      <path d="M130 200 L130 250 L430 250 L430 200 L410 200 L410 234 L150 234 L150 200 Z" className="f-metal" />
      {/* Beads sitting on the rim seats. */}
      <circle cx={162} cy={214} r={12} className="f-darkpart" />
      <circle cx={398} cy={214} r={12} className="f-darkpart" />
      {/* Tube. */}
      <ellipse cx={280} cy={130} rx={104} ry={76} className="f-blue-part" opacity={0.6} />
      {/* Rim lock clamp, stem through the rim, nut. */}
      <rect x={160} y={190} width={240} height={22} rx={8} className="f-amber-part" />
      <rect x={272} y={210} width={16} height={80} className="f-metal" />
      <rect x={256} y={268} width={48} height={20} rx={4} className="f-darkpart" />
      <Arrow x1={330} y1={286} x2={330} y2={256} c="hl" />
      <T x={342} y={272} c="f-accent f-small">
        Nut tight:
      </T>
      <T x={342} y={296} c="f-accent f-small">
        beads clamped
      </T>
      <T x={160} y={300} a="middle" c="f-small">
        Rim lock nut
      </T>
      <T x={280} y={130} a="middle" c="f-small">
        Tube
      </T>
      <T x={40} y={190} c="f-small">
        Bead
      </T>
      <T x={20} y={24} c="f-small">
        Clamp over
      </T>
      <T x={20} y={48} c="f-small">
        both beads
      </T>
      <line x1={80} y1={60} x2={170} y2={196} className="f-thin" />
    </Svg>
  );
}
