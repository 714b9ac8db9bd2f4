// Fitting an exhaust: a new gasket in the port, everything fitted finger-tight, then tightened from the head
// back: the header flange nuts evenly, then the joint clamp (or springs), then the silencer mounts.
import {Arrow, Lead, Svg, T} from './kit';

/** A numbered callout, matching the list under the drawing. */
function Spot({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={15} className="f-hl" />
      <T x={x} y={y + 1} a="middle" c="f-small f-bold f-accent">
        {n}
      </T>
    </g>
  );
}

export default function FigExhaustTightenOrder() {
  return (
    <Svg h={384}>
      {/* Frame tube the silencer hangs from. */}
      <line x1={330} y1={52} x2={560} y2={52} className="f-line" strokeWidth={6} />
      <T x={556} y={28} a="end" c="f-small f-muted">
        Frame
      </T>
      {/* Cylinder head with the exhaust port. */}
      <rect x={0} y={60} width={76} height={150} rx={6} className="f-metal" data-shape="head" />
      <T x={38} y={186} a="middle" c="f-small" box="head">
        Head
      </T>
      {/* New gasket in the port, then the header flange on its two studs. */}
      <rect x={72} y={110} width={10} height={44} className="f-amber-part" />
      <rect x={82} y={90} width={16} height={84} rx={3} className="f-metal" />
      <rect x={98} y={92} width={14} height={18} className="f-darkpart" />
      <rect x={98} y={154} width={14} height={18} className="f-darkpart" />
      {/* Header pipe to the joint. */}
      <path d="M98 118 C190 118 220 150 300 150 L300 176 C210 176 180 146 98 146 Z" className="f-metal" />
      {/* Joint clamp, then the silencer and its mount. */}
      <rect x={334} y={52} width={24} height={82} rx={3} className="f-metal" />
      <circle cx={346} cy={70} r={7} className="f-darkpart" />
      <rect x={300} y={134} width={250} height={60} rx={22} className="f-metal" />
      <rect x={294} y={140} width={22} height={48} rx={3} className="f-darkpart" />
      <rect x={510} y={52} width={24} height={82} rx={3} className="f-metal" />
      <circle cx={522} cy={70} r={7} className="f-darkpart" />
      {/* Callouts. */}
      <Spot x={136} y={82} n={1} />
      <line x1={122} y1={90} x2={112} y2={98} className="f-thin" />
      <line x1={136} y1={97} x2={112} y2={160} className="f-thin" />
      <line x1={294} y1={206} x2={302} y2={188} className="f-thin" />
      <Spot x={290} y={220} n={2} />
      <Spot x={400} y={84} n={3} />
      <line x1={385} y1={80} x2={354} y2={72} className="f-thin" />
      <line x1={415} y1={80} x2={514} y2={70} className="f-thin" />
      {/* The gasket. */}
      <Lead x1={60} y1={250} x2={77} y2={150} />
      <T x={0} y={262} c="f-small">
        New gasket
      </T>
      {/* Order of tightening. */}
      <Arrow x1={130} y1={262} x2={540} y2={262} />
      <T x={335} y={286} a="middle" c="f-small f-muted">
        Finger-tight first, then from the head back
      </T>
      <T x={0} y={320}>
        1 Flange nuts, evenly
      </T>
      <T x={0} y={348}>
        2 Joint clamp or springs
      </T>
      <T x={0} y={376}>
        3 Silencer mounts
      </T>
    </Svg>
  );
}
