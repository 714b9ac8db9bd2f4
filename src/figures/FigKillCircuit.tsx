// The stop circuit of an AC CDI: the kill lead runs from the CDI through a connector to the stop switches,
// which are wired in parallel to ground; any one that closes grounds the lead and kills the spark. Unplugging
// the connector near the CDI takes every switch out of circuit.
import {Svg, T} from './kit';

/** A switch drawn open: a blade hinged on the kill lead, lifted clear of the ground contact, named under its wire. */
function Switch({x, label}: {x: number; label: string}) {
  return (
    <g>
      <line x1={x} y1={120} x2={x} y2={180} className="f-line" />
      <circle cx={x} cy={180} r={5} className="f-ink" />
      <line x1={x} y1={180} x2={x + 30} y2={222} className="f-hl-line" />
      <circle cx={x} cy={236} r={5} className="f-ink" />
      <line x1={x} y1={236} x2={x} y2={290} className="f-line" />
      <T x={x} y={316} a="middle" c="f-small">
        {label}
      </T>
    </g>
  );
}

export default function FigKillCircuit() {
  return (
    <Svg h={430}>
      <rect x={0} y={80} width={110} height={80} rx={8} className="f-part" data-shape="cdi" />
      <T x={55} y={120} a="middle" c="f-bold" box="cdi">
        CDI
      </T>
      {/* Kill lead to the connector, then on to the switches. */}
      <line x1={110} y1={120} x2={170} y2={120} className="f-line" strokeWidth={4} />
      <rect x={170} y={104} width={30} height={32} rx={4} className="f-metal" />
      <line x1={200} y1={120} x2={510} y2={120} className="f-line" strokeWidth={4} />
      <T x={185} y={64} a="middle" c="f-accent f-bold">
        Unplug here
      </T>
      <line x1={185} y1={76} x2={185} y2={100} className="f-thin" />
      <T x={360} y={96} a="middle" c="f-small">
        Kill lead (black/white)
      </T>
      <Switch x={250} label="Kill button" />
      <Switch x={370} label="Key switch" />
      <Switch x={490} label="Tether" />
      {/* Common ground. */}
      <line x1={40} y1={290} x2={490} y2={290} className="f-line" strokeWidth={4} />
      <path d="M40 290 L40 306 M24 306 L56 306 M30 314 L50 314 M36 322 L44 322" className="f-line" />
      <T x={64} y={316} c="f-small">
        Ground
      </T>
      <T x={280} y={360} a="middle" c="f-small">
        Run: every switch open, kill lead to ground OL
      </T>
      <T x={280} y={390} a="middle" c="f-accent f-small">
        Any one switch closed: no spark
      </T>
    </Svg>
  );
}
