// Rolling circumference: chalk the tire and the ground at the contact patch with the rider seated, roll the
// bike forward until the tire mark is back at the bottom (one full turn), mark the ground again and measure
// between the two ground marks.
import {Arrow, Lead, Svg, T} from './kit';

const GROUND = 250;
const R = 62;

function Wheel({x, ghost = false}: {x: number; ghost?: boolean}) {
  const cy = GROUND - R;
  return (
    <g>
      <circle cx={x} cy={cy} r={R} className={ghost ? 'f-dash' : 'f-darkpart'} />
      <circle cx={x} cy={cy} r={40} className={ghost ? 'f-dash' : 'f-metal'} />
      <circle cx={x} cy={cy} r={8} className={ghost ? 'f-dash' : 'f-paper'} />
      {/* Chalk mark on the tire at the contact patch, and on the ground under it. */}
      <line x1={x} y1={GROUND - 16} x2={x} y2={GROUND - 2} className="f-hl-line" />
      <line x1={x} y1={GROUND + 4} x2={x} y2={GROUND + 20} className="f-hl-line" />
    </g>
  );
}

export default function FigRollingCircumference() {
  return (
    <Svg h={318}>
      <line x1={0} y1={GROUND} x2={560} y2={GROUND} className="f-line" />
      <Wheel x={80} ghost />
      <Wheel x={470} />
      <T x={0} y={16}>
        1 Chalk the tire and the ground, rider seated
      </T>
      <T x={0} y={44} c="f-blue">
        2 Roll until the tire mark is at the bottom again
      </T>
      <T x={0} y={72} c="f-accent">
        3 Measure between the ground marks
      </T>
      <Arrow x1={170} y1={170} x2={380} y2={170} c="blue" />
      <T x={275} y={146} a="middle" c="f-blue f-bold">
        One full turn
      </T>
      <Lead x1={190} y1={214} x2={84} y2={240} />
      <Lead x1={190} y1={214} x2={84} y2={262} />
      <T x={196} y={214} c="f-small">
        Chalk marks
      </T>
      {/* The distance between the ground marks. */}
      <line x1={80} y1={262} x2={80} y2={292} className="f-thin" />
      <line x1={470} y1={262} x2={470} y2={292} className="f-thin" />
      <Arrow x1={80} y1={284} x2={470} y2={284} c="hl" both />
      <T x={275} y={306} a="middle" c="f-accent f-bold">
        Rolling circumference
      </T>
    </Svg>
  );
}
