// Where chain lube goes: the inner side of the lower run, where the plates meet the rollers; rotation
// carries it outward.
import {Arrow, Svg, T} from './kit';

export default function FigChainLubePoint() {
  const pins = Array.from({length: 11}, (_, i) => 40 + i * 48);
  return (
    <Svg h={280}>
      <T x={280} y={24} a="middle" c="f-muted f-small">
        Lower run, seen from the wheel side
      </T>
      {pins.slice(0, -1).map((x, i) => (
        <rect key={x} x={x - 16} y={70} width={80} height={52} rx={26} className={i % 2 ? 'f-metal' : 'f-part'} />
      ))}
      {pins.map((x) => (
        <circle key={x} cx={x} cy={96} r={12} className="f-darkpart" />
      ))}
      {/* Inner edge of the plates, where lube is aimed. */}
      <line x1={24} y1={70} x2={536} y2={70} className="f-hl-line" strokeWidth={5} />
      <Arrow x1={200} y1={200} x2={250} y2={76} c="hl" />
      <T x={60} y={222} c="f-accent f-bold">
        Aim here: inner side,
      </T>
      <T x={60} y={248} c="f-accent f-bold">
        plates meet rollers
      </T>
      <Arrow x1={520} y1={160} x2={380} y2={160} c="blue" />
      <T x={540} y={190} a="end" c="f-blue f-small">
        Turn the wheel backward
      </T>
    </Svg>
  );
}
