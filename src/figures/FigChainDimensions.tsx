// The three dimensions that name a roller chain size: pitch (pin center to pin center) and roller diameter in
// the side view, and the width between the inner plates seen from above.
import {Arrow, Svg, T} from './kit';

const PINS = [60, 170, 280, 390] as const;

export default function FigChainDimensions() {
  return (
    <Svg h={400}>
      {/* Side view: link plates, rollers on the pins. */}
      {/* Inner plates first, so the outer plates lie over them as they do on the chain. */}
      {([0, 2, 1] as const).map((i) => (
        <rect key={i} x={PINS[i] - 30} y={88} width={170} height={64} rx={32} className={i % 2 ? 'f-metal' : 'f-part'} />
      ))}
      {PINS.map((x) => (
        <g key={x}>
          <circle cx={x} cy={120} r={22} className="f-darkpart" />
          <circle cx={x} cy={120} r={6} className="f-metal" />
        </g>
      ))}
      <line x1={60} y1={46} x2={60} y2={112} className="f-thin" />
      <line x1={170} y1={46} x2={170} y2={112} className="f-thin" />
      <Arrow x1={60} y1={56} x2={170} y2={56} both c="hl" />
      <T x={20} y={22} c="f-accent f-bold">
        Pitch: pin center to pin center
      </T>
      <Arrow x1={390} y1={99} x2={390} y2={141} both c="blue" />
      <T x={440} y={108} c="f-blue f-bold">
        Roller
      </T>
      <T x={440} y={134} c="f-blue f-bold">
        diameter
      </T>

      {/* From above: outer plates outside, inner plates inside, rollers between the inner plates. */}
      <T x={20} y={190} c="f-muted f-small">
        From above
      </T>
      {PINS.slice(0, -1).map((x, i) =>
        i % 2 ? (
          <g key={x}>
            <rect x={x - 26} y={214} width={162} height={12} rx={6} className="f-metal" />
            <rect x={x - 26} y={310} width={162} height={12} rx={6} className="f-metal" />
          </g>
        ) : (
          <g key={x}>
            <rect x={x - 26} y={228} width={162} height={12} rx={6} className="f-part" />
            <rect x={x - 26} y={296} width={162} height={12} rx={6} className="f-part" />
          </g>
        ),
      )}
      {PINS.map((x) => (
        <g key={x}>
          <rect x={x - 22} y={240} width={44} height={56} rx={3} className="f-darkpart" />
          <rect x={x - 6} y={208} width={12} height={120} rx={3} className="f-metal" />
        </g>
      ))}
      <Arrow x1={115} y1={241} x2={115} y2={295} both c="line" />
      <T x={20} y={358} c="f-bold">
        Inner width: between the
      </T>
      <T x={20} y={384} c="f-bold">
        inner plates
      </T>
      <line x1={115} y1={300} x2={115} y2={344} className="f-thin" />
    </Svg>
  );
}
