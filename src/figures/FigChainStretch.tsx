// Chain wear: with the run pulled straight, measure from the centre of the 1st pin to the centre of the
// 21st (20 pitches) and compare with the new length.
import {Arrow, Svg, T} from './kit';

export default function FigChainStretch() {
  const pins = Array.from({length: 21}, (_, i) => 40 + i * 24);
  return (
    <Svg h={230}>
      {pins.slice(0, -1).map((x, i) => (
        <rect key={x} x={x - 10} y={90} width={44} height={34} rx={17} className={i % 2 ? 'f-metal' : 'f-part'} />
      ))}
      {pins.map((x) => (
        <circle key={x} cx={x} cy={107} r={7} className="f-darkpart" />
      ))}
      <line x1={40} y1={60} x2={40} y2={100} className="f-thin" />
      <line x1={520} y1={60} x2={520} y2={100} className="f-thin" />
      <Arrow x1={40} y1={64} x2={520} y2={64} c="hl" both />
      <T x={280} y={40} a="middle" c="f-accent f-bold">
        Pin 1 center to pin 21 center
      </T>
      <T x={40} y={150} a="middle" c="f-bold">
        1
      </T>
      <T x={520} y={150} a="middle" c="f-bold">
        21
      </T>
      <T x={280} y={180} a="middle" c="f-small">
        Run pulled straight; measure in three places
      </T>
      <T x={280} y={210} a="middle" c="f-small">
        Longest reading against the new length
      </T>
    </Svg>
  );
}
