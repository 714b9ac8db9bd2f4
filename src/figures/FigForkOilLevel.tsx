// Fork oil level: spring out, leg fully compressed and upright, measured from the top of the tube down to
// the oil. A smaller figure means more oil.
import {Arrow, Svg, T} from './kit';

export default function FigForkOilLevel() {
  return (
    <Svg h={340}>
      {/* Inner tube inside the slider, fully compressed. */}
      <rect x={120} y={60} width={70} height={250} className="f-metal" />
      <rect x={110} y={170} width={90} height={160} rx={6} className="f-part" />
      <rect x={128} y={130} width={54} height={180} className="f-amber-part" />
      <line x1={128} y1={130} x2={182} y2={130} className="f-line" />
      {/* Rule from the top of the tube. */}
      <line x1={100} y1={60} x2={260} y2={60} className="f-thin" />
      <line x1={182} y1={130} x2={260} y2={130} className="f-thin" />
      <Arrow x1={240} y1={64} x2={240} y2={126} c="hl" both />
      <T x={256} y={88} c="f-accent f-bold">
        Oil level
      </T>
      <T x={256} y={114} c="f-small">
        top of tube to oil
      </T>
      <T x={155} y={240} a="middle" c="f-small">
        Oil
      </T>
      <T x={256} y={180} c="f-small">
        Spring removed
      </T>
      <T x={256} y={206} c="f-small">
        Leg fully compressed
      </T>
      <T x={256} y={232} c="f-small">
        Standing upright
      </T>
      <T x={256} y={280} c="f-bold">
        Smaller figure
      </T>
      <T x={256} y={306} c="f-bold">
        = more oil
      </T>
      <T x={155} y={40} a="middle" c="f-small">
        Inner tube
      </T>
    </Svg>
  );
}
