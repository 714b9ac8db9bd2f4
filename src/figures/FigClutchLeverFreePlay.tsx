// Clutch lever free play: how far the lever tip moves before the cable starts to lift the clutch, read with
// a rule against the perch; the barrel adjuster screwed out of the perch takes up slack.
import {Arrow, ArcArrow, Svg, T} from './kit';

export default function FigClutchLeverFreePlay() {
  return (
    <Svg h={320}>
      {/* Handlebar, perch and lever seen from above. */}
      <rect x={20} y={60} width={520} height={26} rx={12} className="f-metal" />
      <rect x={80} y={52} width={70} height={70} rx={10} className="f-part" />
      <circle cx={136} cy={106} r={7} className="f-ink" />
      <path d="M136 106 L480 150 Q500 154 496 168 L140 124 Z" className="f-part" />
      <path d="M136 106 L470 196 Q490 202 484 214 L140 124" className="f-dash" />
      {/* Free play at the tip. */}
      <Arrow x1={500} y1={150} x2={494} y2={208} c="hl" both />
      <T x={540} y={240} a="end" c="f-accent f-bold">
        Free play at the tip
      </T>
      <T x={540} y={266} a="end" c="f-small">
        to where resistance rises
      </T>
      {/* Barrel adjuster and cable. */}
      <rect x={40} y={98} width={40} height={20} rx={4} className="f-amber-part" />
      <line x1={40} y1={108} x2={10} y2={140} className="f-line" />
      <ArcArrow cx={60} cy={108} r={26} a1={40} a2={140} c="blue" />
      <T x={20} y={176} c="f-blue f-small">
        Adjuster out of the perch:
      </T>
      <T x={20} y={200} c="f-blue f-small">
        less free play
      </T>
      <T x={280} y={40} a="middle" c="f-muted f-small">
        Seen from above
      </T>
    </Svg>
  );
}
