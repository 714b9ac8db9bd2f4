// The external shift mechanism seen from the clutch side with the clutch off, numbered by the page's
// reassembly steps: 2 drum cam, 3 stopper arm and spring, 4 roller in the neutral notch, 5 shift shaft with
// its arm on the drum cam, 6 the return spring's ends either side of the case post.
import {Lead, Svg, T} from './kit';

function Step({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={14} className="f-hl" data-shape={`step-${n}`} />
      <T x={x} y={y + 1} a="middle" c="f-accent f-bold f-small" box={`step-${n}`}>
        {n}
      </T>
    </g>
  );
}

export default function FigShiftMechanismOrder() {
  const cx = 300;
  const cy = 140;
  // Star-shaped drum cam: six points with a rounded notch between each pair.
  const pts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = ((i * 30 - 90) * Math.PI) / 180;
    const r = i % 2 === 0 ? 78 : 50;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  const pins = [0, 60, 120, 180, 240, 300].map((d) => {
    const a = ((d - 90) * Math.PI) / 180;
    return [cx + 30 * Math.cos(a), cy + 30 * Math.sin(a)] as const;
  });
  return (
    <Svg h={420}>
      {/* Drum cam with its pins. */}
      <polygon points={pts.join(' ')} className="f-metal" strokeLinejoin="round" />
      {pins.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={6} className="f-darkpart" />
      ))}
      <circle cx={cx} cy={cy} r={9} className="f-ink" />
      {/* Stopper arm on its bolt, roller in the neutral notch (left), spring pulling it in. */}
      <polygon points="115.1,245 124.9,255 236.9,145 227.1,135" className="f-metal" />
      <circle cx={120} cy={250} r={12} className="f-darkpart" />
      <circle cx={236} cy={140} r={14} className="f-hl" />
      <path d="M176 196 l10 6 l-2 12 l10 6 l-2 12 l10 6 l-2 12 l10 6 L214 270" className="f-line" />
      <circle cx={214} cy={272} r={6} className="f-darkpart" />
      {/* Shift shaft end-on, its arm reaching up to the drum cam pins. */}
      <path d="M262 214 L338 214 L338 226 L316 226 L312 330 L288 330 L284 226 L262 226 Z" className="f-blue-part" />
      <path d="M264 214 L273 166 M336 214 L327 166" className="f-blue-line" />
      <circle cx={300} cy={338} r={30} className="f-line" />
      <circle cx={300} cy={338} r={16} className="f-metal" />
      {/* Return spring legs either side of the post. */}
      <path d="M282 362 L288 404 M318 362 L312 404" className="f-line" strokeWidth={4} />
      <circle cx={300} cy={396} r={8} className="f-darkpart" />
      {/* Labels with the reassembly step numbers. */}
      <Step x={420} y={36} n={2} />
      <T x={440} y={36} c="f-small">
        Drum cam
      </T>
      <Lead x1={410} y1={50} x2={360} y2={100} />
      <Step x={24} y={300} n={3} />
      <T x={44} y={300} c="f-small">
        Stopper arm
      </T>
      <T x={44} y={324} c="f-small">
        and spring
      </T>
      <Step x={24} y={40} n={4} />
      <T x={44} y={40} c="f-small">
        Roller in the
      </T>
      <T x={44} y={64} c="f-small">
        neutral notch
      </T>
      <Lead x1={110} y1={76} x2={228} y2={132} />
      <Step x={420} y={250} n={5} />
      <T x={440} y={250} c="f-small">
        Shaft, arm
      </T>
      <T x={440} y={274} c="f-small">
        on the cam
      </T>
      <Lead x1={410} y1={256} x2={338} y2={220} />
      <Step x={420} y={366} n={6} />
      <T x={440} y={366} c="f-small">
        Spring ends
      </T>
      <T x={440} y={390} c="f-small">
        either side
      </T>
      <T x={440} y={414} c="f-small">
        of the post
      </T>
      <Lead x1={406} y1={372} x2={308} y2={396} />
      <T x={10} y={370} c="f-muted f-small">
        Layouts differ:
      </T>
      <T x={10} y={394} c="f-muted f-small">
        match your photograph
      </T>
    </Svg>
  );
}
