// Crankshaft checks on the bench: the crank on its main journals in V blocks, a dial indicator on each shaft
// end for runout, one on the big-end eye for radial play (rod pushed toward it, then away), and a feeler gauge
// between the rod and the web for side clearance.
import {Arrow, Lead, Svg, T} from './kit';

function Dial({x, y, to}: {x: number; y: number; to: number}) {
  return (
    <g>
      <line x1={x} y1={y} x2={x} y2={to} className="f-line" />
      <circle cx={x} cy={y} r={20} className="f-part" />
      <line x1={x} y1={y} x2={x + 10} y2={y - 10} className="f-line" />
    </g>
  );
}

export default function FigCrankChecks() {
  return (
    <Svg h={400}>
      {/* V blocks under the main journals. */}
      <polygon points="124,330 188,330 188,262 172,262 156,278 140,262 124,262" className="f-darkpart" />
      <polygon points="372,330 436,330 436,262 420,262 404,278 388,262 372,262" className="f-darkpart" />
      {/* Shaft ends, webs, crankpin. */}
      <rect x={40} y={236} width={156} height={28} className="f-metal" />
      <rect x={364} y={236} width={156} height={28} className="f-metal" />
      <rect x={196} y={160} width={36} height={180} rx={6} className="f-metal" />
      <rect x={328} y={160} width={36} height={180} rx={6} className="f-metal" />
      <rect x={232} y={182} width={96} height={24} className="f-darkpart" />
      {/* Connecting rod: big-end eye round the pin with a gap to each web, shank and small end. */}
      <rect x={274} y={80} width={12} height={94} className="f-part" />
      <rect x={244} y={172} width={72} height={44} rx={8} className="f-part" />
      <circle cx={280} cy={70} r={18} className="f-part" />
      <circle cx={280} cy={70} r={8} className="f-paper" />
      {/* Feeler gauge in the gap between the rod and the left web. */}
      <rect x={235} y={124} width={6} height={76} className="f-hl" />
      {/* Dial indicators. */}
      <Dial x={76} y={150} to={236} />
      <Dial x={484} y={150} to={236} />
      <Dial x={306} y={124} to={172} />
      <Arrow x1={244} y1={46} x2={244} y2={100} c="hl" both />
      {/* Labels. */}
      <T x={0} y={30} c="f-small">
        Side clearance:
      </T>
      <T x={0} y={54} c="f-small">
        feeler gauge between
      </T>
      <T x={0} y={78} c="f-small">
        rod and web
      </T>
      <Lead x1={150} y1={88} x2={236} y2={128} />
      <T x={340} y={30} c="f-small">
        Radial play: dial on
      </T>
      <T x={340} y={54} c="f-small">
        the big-end eye, rod
      </T>
      <T x={340} y={78} c="f-small">
        toward it, then away
      </T>
      <T x={76} y={110} a="middle" c="f-accent f-bold">
        Runout
      </T>
      <T x={484} y={110} a="middle" c="f-accent f-bold">
        Runout
      </T>
      <T x={280} y={362} a="middle" c="f-small">
        Main journals in V blocks
      </T>
      <T x={280} y={388} a="middle" c="f-muted f-small">
        Turn the crank slowly for runout
      </T>
    </Svg>
  );
}
