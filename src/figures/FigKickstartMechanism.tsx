// The kick-start mechanism along its shaft, in a typical layout: the drive gear free on the shaft and
// meshed with the idler gear; the ratchet on the shaft's splines, pushed toward the drive gear by its
// spring; the stopper ramp that holds the ratchet out of mesh at rest; the return spring hooked into the
// shaft at one end and the case at the other; the lever on the outer splines.
import {Lead, Svg, T} from './kit';

export default function FigKickstartMechanism() {
  const coil = (x0: number, x1: number, y0: number, y1: number, turns: number) =>
    Array.from({length: turns}, (_, i) => {
      const step = (x1 - x0) / turns;
      const x = x0 + i * step;
      return `M${x.toFixed(1)} ${y0} L${(x + step / 2).toFixed(1)} ${y1} L${(x + step).toFixed(1)} ${y0}`;
    }).join(' ');
  return (
    <Svg h={400}>
      {/* Shaft, with the cover wall and seal near its outer end. */}
      <rect x={30} y={150} width={510} height={24} rx={4} className="f-metal" />
      <rect x={436} y={80} width={22} height={56} className="f-part" />
      <rect x={436} y={188} width={22} height={110} className="f-part" />
      <rect x={436} y={136} width={22} height={52} className="f-darkpart" />
      {/* Splines and lever at the outer end. */}
      {[478, 490, 502, 514, 526].map((x) => (
        <line key={x} x1={x} y1={150} x2={x} y2={174} className="f-thin" />
      ))}
      <rect x={486} y={140} width={36} height={200} rx={8} className="f-darkpart" />
      {/* Drive gear, free on the shaft, meshed with the idler gear below it. */}
      <rect x={58} y={94} width={60} height={136} rx={4} className="f-metal" />
      {[104, 120, 136, 188, 204, 220].map((y) => (
        <line key={y} x1={58} y1={y} x2={118} y2={y} className="f-thin" />
      ))}
      <rect x={58} y={236} width={60} height={90} rx={4} className="f-metal" />
      {[248, 264, 280, 296, 312].map((y) => (
        <line key={y} x1={58} y1={y} x2={118} y2={y} className="f-thin" />
      ))}
      {/* Ratchet: face teeth toward the drive gear, a tab that rides the stopper ramp. */}
      {/* At rest the tab sits on top of the ramp, which holds the ratchet's teeth clear of the gear's. */}
      <path d="M136 112 L178 112 L178 212 L136 212 L130 200 L136 188 L130 176 L136 164 L130 152 L136 140 L130 128 Z" className="f-blue-part" />
      <rect x={148} y={212} width={18} height={28} className="f-blue-part" />
      <path d="M124 262 L150 240 L174 240 L174 262 Z" className="f-darkpart" />
      {/* Ratchet spring, washer and snap ring. */}
      <path d={coil(180, 244, 128, 196, 6)} className="f-line" />
      <rect x={246} y={130} width={8} height={64} className="f-metal" />
      <rect x={258} y={140} width={6} height={44} className="f-darkpart" />
      {/* Return spring: inner end into the shaft, outer end to a pin in the case. */}
      <path d={coil(300, 410, 126, 198, 6)} className="f-line" />
      <path d="M300 126 L300 158" className="f-line" strokeWidth={4} />
      <circle cx={300} cy={162} r={5} className="f-ink" />
      <path d="M410 198 L410 268" className="f-line" strokeWidth={4} />
      <circle cx={410} cy={276} r={9} className="f-part" />
      {/* Labels. */}
      <Lead x1={88} y1={46} x2={88} y2={94} />
      <T x={20} y={30} c="f-small">
        Drive gear (free)
      </T>
      <Lead x1={150} y1={78} x2={150} y2={112} />
      <T x={130} y={66} c="f-small f-blue">
        Ratchet, on splines
      </T>
      <Lead x1={217} y1={206} x2={217} y2={196} />
      <T x={182} y={216} c="f-small">
        Ratchet spring
      </T>
      <Lead x1={356} y1={44} x2={356} y2={126} />
      <T x={330} y={30} c="f-small">
        Return spring
      </T>
      <T x={447} y={318} a="middle" c="f-muted f-small">
        Cover
      </T>
      <T x={504} y={362} a="middle" c="f-small">
        Lever
      </T>
      <T x={130} y={286} c="f-small">
        Stopper ramp
      </T>
      <T x={130} y={310} c="f-muted f-small">
        holds it out of mesh
      </T>
      <T x={88} y={348} a="middle" c="f-small">
        Idler gear
      </T>
      <Lead x1={362} y1={238} x2={300} y2={168} />
      <T x={196} y={248} c="f-small">
        Inner end in shaft
      </T>
      <Lead x1={404} y1={338} x2={410} y2={286} />
      <T x={400} y={346} a="end" c="f-small">
        Outer end in case
      </T>
      <T x={20} y={388} c="f-muted f-small">
        A typical layout: keep your parts in the order removed
      </T>
    </Svg>
  );
}
