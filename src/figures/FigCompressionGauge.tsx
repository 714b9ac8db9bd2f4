// Compression test: gauge adapter screwed into the plug hole, throttle held fully open, plug in its cap and
// grounded, engine kicked until the needle stops rising.
import {Svg, T} from './kit';

export default function FigCompressionGauge() {
  return (
    <Svg h={320}>
      {/* Cylinder head with the plug hole, and the gauge on its hose. */}
      <rect x={40} y={170} width={200} height={120} rx={10} className="f-part" />
      <rect x={126} y={150} width={28} height={30} className="f-metal" />
      <path d="M140 150 Q140 80 220 80 L250 80" className="f-line" strokeWidth={6} />
      <circle cx={310} cy={90} r={62} className="f-part" />
      <circle cx={310} cy={90} r={50} className="f-paper" />
      <line x1={310} y1={90} x2={346} y2={64} className="f-hl-line" />
      <circle cx={310} cy={90} r={5} className="f-ink" />
      <T x={140} y={236} a="middle" c="f-small">
        Cylinder head
      </T>
      <T x={118} y={120} a="end" c="f-small">
        Adapter in
      </T>
      <T x={118} y={144} a="end" c="f-small">
        plug hole
      </T>
      <T x={310} y={130} a="middle" c="f-small">
        bar
      </T>
      <T x={390} y={60} c="f-small">
        Gauge
      </T>
      <T x={280} y={202} c="f-bold">
        Throttle fully open
      </T>
      <T x={280} y={230}>
        Plug in its cap, grounded
      </T>
      <T x={280} y={258}>
        Fuel tap off
      </T>
      <T x={280} y={286}>
        Kick until the needle
      </T>
      <T x={280} y={310}>
        stops rising
      </T>
    </Svg>
  );
}
