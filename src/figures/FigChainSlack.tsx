// Chain slack: push the lower run up and down midway between the sprockets and measure the movement.
// With `measure="swingarm"` (Kawasaki's method on the KLX110): push the lower run up midway and measure the gap
// between the chain and the underside of the swingarm.
import {Arrow, Svg, T} from './kit';

function Sprockets() {
  return (
    <>
      <circle cx={90} cy={120} r={34} className="f-metal" />
      <circle cx={450} cy={120} r={70} className="f-metal" />
      <circle cx={90} cy={120} r={8} className="f-darkpart" />
      <circle cx={450} cy={120} r={10} className="f-darkpart" />
    </>
  );
}

/** Which sprocket is which, drawn last so the labels sit over the chain. */
function EndLabels() {
  return (
    <>
      <T x={90} y={186} a="middle" c="f-small">
        Front
      </T>
      <T x={450} y={22} a="middle" c="f-small">
        Rear sprocket
      </T>
    </>
  );
}

function SwingarmGap() {
  return (
    <Svg h={300}>
      {/* Swingarm from its pivot behind the front sprocket to the rear axle, between the two chain runs. */}
      <path d="M132 96 L450 104 L450 132 L132 122 Z" className="f-part" data-shape="swingarm" />
      <circle cx={132} cy={109} r={7} className="f-darkpart" />
      <T x={240} y={112} a="middle" c="f-small" box="swingarm">
        Swingarm
      </T>
      <Sprockets />
      <line x1={90} y1={86} x2={450} y2={50} className="f-line" strokeWidth={6} />
      {/* Lower run as it hangs (dashed) and pushed up midway. */}
      <path d="M90 154 Q270 214 450 190" className="f-dash" strokeWidth={3} />
      <path d="M90 154 Q300 150 450 190" className="f-line" strokeWidth={6} />
      <Arrow x1={270} y1={230} x2={270} y2={166} c="blue" />
      <T x={284} y={222} c="f-blue f-small">
        Push up midway
      </T>
      {/* The gap measured at the same point: chain to the underside of the swingarm. */}
      <Arrow x1={270} y1={128} x2={270} y2={157} c="hl" both />
      <T x={214} y={142} a="end" c="f-accent f-bold">
        Gap
      </T>
      <T x={270} y={262} a="middle">
        Chain to swingarm, lower run pushed up
      </T>
      <T x={270} y={288} a="middle" c="f-muted f-small">
        At the tightest point, bike on its side stand
      </T>
      <EndLabels />
    </Svg>
  );
}

export default function FigChainSlack({measure = 'movement'}: {measure?: 'movement' | 'swingarm'}) {
  if (measure === 'swingarm') return <SwingarmGap />;
  return (
    <Svg h={300}>
      <Sprockets />
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
      <EndLabels />
    </Svg>
  );
}
