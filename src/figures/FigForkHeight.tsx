// Fork height in the clamps: measured from the top face of the top clamp to the top of the tube; more tube
// above the clamp lowers the front and quickens the steering.
import {Arrow, Svg, T} from './kit';

export default function FigForkHeight() {
  return (
    <Svg h={320}>
      <rect x={60} y={110} width={300} height={36} rx={8} className="f-part" />
      <rect x={60} y={230} width={300} height={36} rx={8} className="f-part" />
      <rect x={100} y={60} width={50} height={250} className="f-metal" />
      <rect x={270} y={60} width={50} height={250} className="f-metal" />
      <line x1={150} y1={60} x2={200} y2={60} className="f-thin" />
      <Arrow x1={190} y1={64} x2={190} y2={106} c="hl" both />
      <T x={200} y={30} c="f-accent f-bold">
        Tube above the top clamp
      </T>
      <T x={210} y={178} a="middle" c="f-small">
        Top clamp
      </T>
      <T x={210} y={202} a="middle" c="f-small">
        and lower clamp
      </T>
      <T x={380} y={110} c="f-small">
        More showing:
      </T>
      <T x={380} y={134} c="f-small">
        front lower,
      </T>
      <T x={380} y={158} c="f-small">
        quicker steering
      </T>
      <T x={380} y={230} c="f-small">
        Both legs
      </T>
      <T x={380} y={254} c="f-small">
        the same
      </T>
    </Svg>
  );
}
