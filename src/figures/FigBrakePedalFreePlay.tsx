// Rear brake pedal free play: how far the pedal tip moves before the brake starts to bite, set with the
// adjusting nut at the brake arm.
import {Arrow, Svg, T} from './kit';

export default function FigBrakePedalFreePlay() {
  return (
    <Svg h={300}>
      <circle cx={90} cy={120} r={16} className="f-darkpart" />
      <path d="M90 120 L300 150 L330 150 L330 170 L300 170 L90 136 Z" className="f-part" />
      <path d="M90 120 L300 198 L330 206 L326 222 L296 214 L90 136" className="f-dash" />
      <Arrow x1={345} y1={156} x2={345} y2={212} c="hl" both />
      <T x={352} y={176} c="f-accent f-bold">
        Free play
      </T>
      <T x={352} y={202} c="f-small">
        at the pedal tip,
      </T>
      <T x={352} y={226} c="f-small">
        until it bites
      </T>
      {/* Rod to the brake arm with the adjusting nut. */}
      <line x1={150} y1={127} x2={150} y2={40} className="f-line" />
      <line x1={150} y1={40} x2={470} y2={40} className="f-line" strokeWidth={3} />
      <rect x={470} y={28} width={24} height={24} rx={4} className="f-amber-part" />
      <T x={550} y={80} a="end" c="f-small">
        Adjusting nut
      </T>
      <T x={550} y={104} a="end" c="f-small">
        at the brake arm
      </T>
      <T x={90} y={170} a="middle" c="f-small">
        Pivot
      </T>
      <T x={200} y={270} a="middle" c="f-muted f-small">
        Pedal seen from the side
      </T>
    </Svg>
  );
}
