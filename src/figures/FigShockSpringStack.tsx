// Monoshock spring, top to bottom: top eye, threaded body with the lock collar above the preload collar,
// the spring, and the lower spring seat or clip on the damper rod above the bottom eye. The installed spring
// length (or the threads showing above the preload collar) is recorded before anything is loosened.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigShockSpringStack() {
  return (
    <Svg h={480}>
      {/* Top eye and threaded body. */}
      <circle cx={150} cy={30} r={24} className="f-metal" />
      <circle cx={150} cy={30} r={10} className="f-paper" />
      <rect x={122} y={50} width={56} height={220} rx={6} className="f-metal" />
      {[66, 78, 90, 102, 114].map((y) => (
        <line key={y} x1={122} y1={y} x2={178} y2={y + 6} className="f-thin" />
      ))}
      {/* Lock collar over the preload collar. */}
      <rect x={98} y={122} width={104} height={18} rx={4} className="f-darkpart" />
      <rect x={98} y={142} width={104} height={24} rx={4} className="f-amber-part" />
      {/* Damper rod and bottom eye. */}
      <rect x={140} y={270} width={20} height={120} className="f-metal" />
      <circle cx={150} cy={404} r={22} className="f-metal" />
      <circle cx={150} cy={404} r={9} className="f-paper" />
      {/* Spring. */}
      <path
        d="M104 170 L196 188 L104 206 L196 224 L104 242 L196 260 L104 278 L196 296 L104 314 L196 332 L104 348"
        className="f-line"
        strokeWidth={7}
      />
      {/* Lower spring seat or clip. */}
      <rect x={92} y={352} width={116} height={14} rx={4} className="f-darkpart" />
      {/* Installed length. */}
      <line x1={60} y1={166} x2={96} y2={166} className="f-thin" />
      <line x1={60} y1={352} x2={90} y2={352} className="f-thin" />
      <Arrow x1={70} y1={172} x2={70} y2={346} c="hl" both />
      <T x={250} y={30} c="f-small">
        Top eye
      </T>
      <T x={250} y={86} c="f-small">
        Threaded body
      </T>
      <T x={250} y={126} c="f-small">
        Lock collar
      </T>
      <T x={250} y={156} c="f-small">
        Preload collar
      </T>
      <Lead x1={246} y1={126} x2={204} y2={131} />
      <Lead x1={246} y1={156} x2={204} y2={154} />
      <T x={250} y={250} c="f-small">
        Spring
      </T>
      <T x={250} y={300} c="f-small">
        Damper rod
      </T>
      <Lead x1={246} y1={300} x2={162} y2={300} />
      <T x={250} y={360} c="f-small">
        Lower seat or clip
      </T>
      <T x={250} y={404} c="f-small">
        Bottom eye
      </T>
      <T x={0} y={452} c="f-accent f-bold">
        Installed length:
      </T>
      <T x={0} y={476} c="f-accent f-small">
        record it before you start
      </T>
      <Lead x1={40} y1={438} x2={68} y2={300} />
    </Svg>
  );
}
