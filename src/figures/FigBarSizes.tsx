// The two bar sizes seen from the rider's seat: a standard bar is one diameter end to end and has a crossbar;
// a tapered (fat) bar is thicker through the clamps and steps down to the standard size where the controls
// go, with no crossbar. Measure the bar at the clamp to tell which one a bike has.
import {Arrow, Lead, Svg, T} from './kit';

/** A bar whose ends are `end` units thick and whose center section is `mid` units thick, ends' top at y. */
function Bar({y, mid}: {y: number; mid: number}) {
  const end = 30;
  const top = y + 30 - (mid - end) / 2;
  const bottom = top + mid;
  return <path d={`M20 ${y} H110 L170 ${top} H390 L450 ${y} H540 V${y + end} H455 L395 ${bottom} H165 L105 ${y + end} H20 Z`} className="f-metal" />;
}

function Sizes({y, mid}: {y: number; mid: number}) {
  const top = y + 30 - (mid - 30) / 2;
  return (
    <>
      <rect x={214 - (mid - 30) / 2} y={top - 6} width={38} height={mid + 12} rx={4} className="f-darkpart" />
      <rect x={308 + (mid - 30) / 2} y={top - 6} width={38} height={mid + 12} rx={4} className="f-darkpart" />
      <Arrow x1={280} y1={top} x2={280} y2={top + mid} c="hl" both />
      <T x={280} y={top + mid + 24} a="middle" c="f-accent f-bold">
        Clamp size
      </T>
      <Arrow x1={60} y1={y} x2={60} y2={y + 30} c="blue" both />
      <T x={60} y={y + 50} a="middle" c="f-blue f-bold">
        Control size
      </T>
    </>
  );
}

export default function FigBarSizes() {
  return (
    <Svg h={394}>
      <T x={0} y={12} c="f-bold">
        Standard bar
      </T>
      <T x={0} y={38} c="f-small f-muted">
        Same size end to end, with a crossbar
      </T>
      {/* Crossbar between the two rises, behind the bar. */}
      <rect x={130} y={84} width={300} height={12} rx={4} className="f-metal" />
      <Lead x1={470} y1={30} x2={400} y2={86} />
      <T x={476} y={24} c="f-small">
        Crossbar
      </T>
      <Bar y={80} mid={30} />
      <Sizes y={80} mid={30} />

      <line x1={0} y1={196} x2={560} y2={196} className="f-thin" />
      <T x={0} y={220} c="f-bold">
        Tapered (fat) bar
      </T>
      <T x={0} y={246} c="f-small f-muted">
        Thick at the clamps, standard size at the ends
      </T>
      <Bar y={284} mid={46} />
      <Sizes y={284} mid={46} />
    </Svg>
  );
}
