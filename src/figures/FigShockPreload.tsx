// Shock preload collars: the lock collar is loosened, the preload collar turned down the body (toward the
// spring) for more preload and less sag, up the body for less preload and more sag.
import {Arrow, Svg, T} from './kit';

export default function FigShockPreload() {
  return (
    <Svg h={360}>
      <rect x={120} y={20} width={60} height={320} rx={8} className="f-metal" />
      {[40, 52, 64, 76].map((y) => (
        <line key={y} x1={120} y1={y} x2={180} y2={y + 6} className="f-thin" />
      ))}
      <rect x={96} y={84} width={108} height={18} rx={4} className="f-darkpart" />
      <rect x={96} y={104} width={108} height={22} rx={4} className="f-amber-part" />
      <path d="M100 130 L200 150 L100 170 L200 190 L100 210 L200 230 L100 250 L200 270 L100 290 L200 310" className="f-line" strokeWidth={6} />
      <rect x={90} y={312} width={120} height={14} rx={4} className="f-darkpart" />
      <T x={220} y={93} c="f-small">
        Lock collar
      </T>
      <T x={220} y={117} c="f-small">
        Preload collar
      </T>
      <Arrow x1={346} y1={150} x2={346} y2={210} c="hl" />
      <T x={362} y={160} c="f-accent f-bold">
        Down the body
      </T>
      <T x={362} y={186} c="f-small">
        more preload,
      </T>
      <T x={362} y={210} c="f-small">
        less sag
      </T>
      <Arrow x1={346} y1={300} x2={346} y2={240} c="blue" />
      <T x={362} y={250} c="f-blue f-bold">
        Up the body
      </T>
      <T x={362} y={276} c="f-small">
        less preload,
      </T>
      <T x={362} y={300} c="f-small">
        more sag
      </T>
      <T x={220} y={200} c="f-small">
        Spring
      </T>
    </Svg>
  );
}
