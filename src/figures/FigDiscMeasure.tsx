// Measuring a brake disc face on: the diameter across the outer edge through the center; the bolt pattern
// center to center across the hub when the bolt count is even, between neighboring holes when it is odd; the
// thickness where the pads sweep.
import {Arrow, Lead, Svg, T} from './kit';

const R = 100;

function Disc({cx, cy, holes}: {cx: number; cy: number; holes: number}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={R} className="f-metal" />
      <circle cx={cx} cy={cy} r={66} className="f-part" />
      <circle cx={cx} cy={cy} r={26} className="f-paper" />
      <circle cx={cx} cy={cy} r={26} className="f-line" />
      {Array.from({length: holes}, (_, k) => {
        const a = ((-90 + (360 / holes) * k) * Math.PI) / 180;
        const hx = cx + 46 * Math.cos(a);
        const hy = cy + 46 * Math.sin(a);
        return (
          <g key={k}>
            <circle cx={hx} cy={hy} r={8} className="f-paper" />
            <circle cx={hx} cy={hy} r={8} className="f-line" />
          </g>
        );
      })}
    </g>
  );
}

export default function FigDiscMeasure() {
  return (
    <Svg h={324}>
      <T x={140} y={10} a="middle" c="f-bold">
        Even bolt count
      </T>
      <T x={140} y={36} a="middle" c="f-small">
        center to center across
      </T>
      <Disc cx={140} cy={160} holes={4} />
      {/* Bolt pattern, hole center to hole center (the holes sit on a 46-unit circle). */}
      <Arrow x1={94} y1={160} x2={186} y2={160} both c="hl" />
      {/* Diameter across the outer edge. */}
      <line x1={40} y1={164} x2={40} y2={296} className="f-thin" />
      <line x1={240} y1={164} x2={240} y2={296} className="f-thin" />
      <Arrow x1={43} y1={288} x2={237} y2={288} both />
      <T x={140} y={312} a="middle" c="f-small">
        Disc diameter
      </T>

      <T x={420} y={10} a="middle" c="f-bold">
        Odd bolt count
      </T>
      <T x={420} y={36} a="middle" c="f-small">
        between neighboring holes
      </T>
      <Disc cx={420} cy={160} holes={5} />
      <Arrow x1={420} y1={114} x2={463.7} y2={145.8} both c="blue" />
      {/* Thickness on the band the pads sweep. */}
      <Lead x1={420} y1={278} x2={420} y2={244} />
      <T x={420} y={290} a="middle" c="f-small">
        Thickness where
      </T>
      <T x={420} y={314} a="middle" c="f-small">
        the pads sweep
      </T>
    </Svg>
  );
}
