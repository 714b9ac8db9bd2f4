// Chain slack: push the lower run up and down midway between the sprockets and measure the movement.
import {Arrow, Svg, T} from './kit';

export default function FigChainSlack() {
  return (
    <Svg h={300}>
      <circle cx={90} cy={120} r={34} className="f-metal" />
      <circle cx={450} cy={120} r={70} className="f-metal" />
      <circle cx={90} cy={120} r={8} className="f-darkpart" />
      <circle cx={450} cy={120} r={10} className="f-darkpart" />
      {/* Top run taut, lower run sagging. */}
      <line x1={90} y1={86} x2={450} y2={50} className="f-line" strokeWidth={6} />
      <path d="M90 154 Q270 214 450 190" className="f-line" strokeWidth={6} />
      <path d="M90 154 Q270 170 450 190" className="f-dash" strokeWidth={3} />
      {/* Measurement at the midpoint. */}
      <line x1={300} y1={150} x2={300} y2={230} className="f-thin" />
      <Arrow x1={300} y1={192} x2={300} y2={164} c="hl" both />
      <T x={314} y={166} c="f-accent f-bold">
        Slack
      </T>
      <T x={270} y={256} a="middle">
        Midway along the lower run
      </T>
      <T x={270} y={284} a="middle" c="f-muted f-small">
        Measure at the tightest point
      </T>
      <T x={90} y={186} a="middle" c="f-small">
        Front
      </T>
      <T x={450} y={22} a="middle" c="f-small">
        Rear sprocket
      </T>
    </Svg>
  );
}
