// What to check behind the right-hand cover, numbered as the page's "Repairs with the right-hand cover off":
// 1 detent arm and spring (roller in a star plate notch), 2 star plate bolt, 3 centering spring legs either
// side of their post, 4 pawl tips on the star plate pins, 5 the shift shaft. A simplified layout.
import {Lead, Svg, T} from './kit';

function Step({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={14} className="f-hl" data-shape={`check-${n}`} />
      <T x={x} y={y + 1} a="middle" c="f-accent f-bold f-small" box={`check-${n}`}>
        {n}
      </T>
    </g>
  );
}

export default function FigShiftCheckPoints() {
  const cx = 280;
  const cy = 150;
  // Star plate: six points with a notch between each pair, and a pin behind each point.
  const star: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = ((i * 30 - 90) * Math.PI) / 180;
    const r = i % 2 === 0 ? 80 : 52;
    star.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  const pins = [30, 90, 150, 210, 270, 330].map((d) => {
    const a = (d * Math.PI) / 180;
    return [Math.round(cx + 32 * Math.cos(a)), Math.round(cy + 32 * Math.sin(a))] as const;
  });
  return (
    <Svg h={430}>
      <polygon points={star.join(' ')} className="f-metal" />
      {pins.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={6} className="f-darkpart" />
      ))}
      <circle cx={cx} cy={cy} r={11} className="f-hl" />
      {/* Detent arm on its pivot bolt, roller pressed into the left notch, spring pulling it in. */}
      <polygon points="114.3,233.7 125.7,246.3 223.7,156.3 212.3,143.7" className="f-metal" />
      <circle cx={120} cy={240} r={12} className="f-darkpart" />
      <circle cx={218} cy={150} r={13} className="f-darkpart" />
      <path d="M172 196 l12 4 l-4 11 l12 4 l-4 11 l12 4 l-4 11 l12 4 L214 258" className="f-line" />
      <circle cx={216} cy={262} r={6} className="f-darkpart" />
      {/* Shift shaft end-on below, its arm reaching up; the two pawl tips sit either side of the lowest pin. */}
      <path d="M256 226 L304 226 L304 238 L292 238 L292 320 L268 320 L268 238 L256 238 Z" className="f-blue-part" />
      <path d="M258 226 L266 194 M302 226 L294 194" className="f-blue-line" />
      <circle cx={cx} cy={336} r={30} className="f-line" />
      <circle cx={cx} cy={336} r={16} className="f-metal" />
      {/* Centering spring legs either side of the post in the case. */}
      <path d="M262 360 L268 410 M298 360 L292 410" className="f-line" strokeWidth={6} />
      <circle cx={cx} cy={404} r={8} className="f-darkpart" />
      {/* Labels, numbered as the page's steps. */}
      <T x={20} y={40} c="f-small">
        Star plate on
      </T>
      <T x={20} y={64} c="f-small">
        the drum end
      </T>
      <Lead x1={132} y1={72} x2={216} y2={110} />
      <Step x={396} y={40} n={2} />
      <T x={416} y={40} c="f-small">
        Star plate bolt
      </T>
      <Lead x1={386} y1={50} x2={290} y2={146} />
      <Step x={24} y={300} n={1} />
      <T x={44} y={300} c="f-small">
        Detent arm
      </T>
      <T x={44} y={324} c="f-small">
        and spring
      </T>
      <Lead x1={44} y1={286} x2={150} y2={212} />
      <Step x={396} y={190} n={4} />
      <T x={416} y={190} c="f-small">
        Pawl tips
      </T>
      <T x={416} y={214} c="f-small">
        and pins
      </T>
      <Lead x1={382} y1={192} x2={298} y2={194} />
      <Step x={396} y={300} n={5} />
      <T x={416} y={300} c="f-small">
        Shift shaft
      </T>
      <Lead x1={382} y1={304} x2={296} y2={336} />
      <Step x={396} y={384} n={3} />
      <T x={416} y={384} c="f-small">
        Centering
      </T>
      <T x={416} y={408} c="f-small">
        spring post
      </T>
      <Lead x1={382} y1={390} x2={290} y2={404} />
      <T x={20} y={386} c="f-muted f-small">
        Right side,
      </T>
      <T x={20} y={410} c="f-muted f-small">
        cover off
      </T>
    </Svg>
  );
}
