// Where the controls are, seen from the seat looking forward (front of the bike at the top): clutch lever on the
// left bar (manual bikes only), front brake lever in front of the right grip, throttle on the right grip, gear
// lever in front of the left footpeg, rear brake pedal in front of the right footpeg. From the controls table on
// the first-ride page. The stop switch and fuel tap vary in place and are left out.
import {Arrow, Box, Svg, T} from './kit';

export default function FigControlLayout() {
  return (
    <Svg h={400}>
      {/* Handlebar, grips and levers. */}
      <line x1={40} y1={100} x2={520} y2={100} className="f-line" strokeWidth={8} />
      <rect x={10} y={86} width={96} height={28} rx={8} className="f-darkpart" />
      <Box x={454} y={86} width={96} height={28} c="f-hl" shape="throttle" />
      <rect x={120} y={90} width={22} height={20} rx={3} className="f-metal" />
      <rect x={418} y={90} width={22} height={20} rx={3} className="f-metal" />
      <path d="M126 92 Q80 76 24 76" className="f-line" strokeWidth={6} />
      <path d="M434 92 Q480 76 536 76" className="f-hl-line" strokeWidth={6} />
      <Arrow x1={280} y1={80} x2={280} y2={30} />
      <T x={296} y={46} c="f-muted">
        Front
      </T>
      <T x={0} y={40}>
        Clutch lever
      </T>
      <T x={0} y={140} c="f-muted">
        Left
      </T>
      <T x={560} y={40} a="end" c="f-accent">
        Front brake
      </T>
      <T x={560} y={140} a="end" c="f-accent">
        Throttle
      </T>
      {/* Tank and seat between the knees. */}
      <ellipse cx={280} cy={182} rx={56} ry={66} className="f-part" />
      <rect x={248} y={250} width={64} height={120} rx={18} className="f-darkpart" />
      {/* Footpegs, gear lever ahead of the left one, brake pedal ahead of the right one. */}
      <rect x={110} y={300} width={96} height={16} rx={5} className="f-metal" />
      <rect x={354} y={300} width={96} height={16} rx={5} className="f-metal" />
      <path d="M224 300 L190 262 L130 262" className="f-line" strokeWidth={6} />
      <path d="M336 300 L370 262 L430 262" className="f-hl-line" strokeWidth={6} />
      <T x={0} y={220}>
        Gear lever
      </T>
      <T x={0} y={246} c="f-muted">
        left toe
      </T>
      <T x={560} y={220} a="end" c="f-accent">
        Rear brake
      </T>
      <T x={560} y={246} a="end" c="f-muted">
        right foot
      </T>
      <T x={158} y={344} a="middle" c="f-muted">
        Footpeg
      </T>
      <T x={402} y={344} a="middle" c="f-muted">
        Footpeg
      </T>
    </Svg>
  );
}
