// Spoke tightening passes: every third spoke, starting at the valve or rim lock, then move on by one spoke
// for the second and third passes.
import {Svg, T} from './kit';

export default function FigSpokePattern() {
  const n = 18;
  const cx = 190;
  const cy = 180;
  const classes = ['f-accent-fill', 'f-blue-fill', 'f-ink'];
  return (
    <Svg h={360}>
      <circle cx={cx} cy={cy} r={150} className="f-line" />
      <circle cx={cx} cy={cy} r={140} className="f-thin" />
      <circle cx={cx} cy={cy} r={26} className="f-metal" />
      {Array.from({length: n}, (_, i) => {
        const a = (i / n) * 2 * Math.PI - Math.PI / 2;
        const x = cx + 140 * Math.cos(a);
        const y = cy + 140 * Math.sin(a);
        return (
          <g key={i}>
            <line x1={cx + 26 * Math.cos(a)} y1={cy + 26 * Math.sin(a)} x2={x} y2={y} className="f-thin" />
            <circle cx={x} cy={y} r={8} className={classes[i % 3]} />
          </g>
        );
      })}
      <rect x={cx - 6} y={cy - 166} width={12} height={20} className="f-darkpart" />
      <T x={cx + 14} y={14} c="f-small">
        Valve: start here
      </T>
      <circle cx={370} cy={140} r={8} className="f-accent-fill" />
      <T x={386} y={140} c="f-small">
        Pass 1
      </T>
      <circle cx={370} cy={172} r={8} className="f-blue-fill" />
      <T x={386} y={172} c="f-small">
        Pass 2
      </T>
      <circle cx={370} cy={204} r={8} className="f-ink" />
      <T x={386} y={204} c="f-small">
        Pass 3
      </T>
      <T x={360} y={250} c="f-small">
        Every third spoke,
      </T>
      <T x={360} y={274} c="f-small">
        same small turn
      </T>
    </Svg>
  );
}
