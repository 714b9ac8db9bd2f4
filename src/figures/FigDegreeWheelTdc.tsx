// Finding true TDC with a positive piston stop: the engine turned each way to the stop gives two readings on
// the degree wheel; true TDC lies halfway between them, where the wheel is then set to read zero under the
// fixed pointer.
import {ArcArrow, Svg, T} from './kit';

const CX = 230;
const CY = 210;
const R = 110;

const at = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return {x: CX + r * Math.cos(a), y: CY + r * Math.sin(a)};
};

function Radial({deg, r1, r2, c, w}: {deg: number; r1: number; r2: number; c: string; w?: number}) {
  const p = at(deg, r1);
  const q = at(deg, r2);
  return <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} className={c} strokeWidth={w} />;
}

export default function FigDegreeWheelTdc() {
  return (
    <Svg h={330}>
      {/* Degree wheel on the crank end, graduated without figures. */}
      <circle cx={CX} cy={CY} r={R} className="f-metal" data-shape="wheel" />
      {Array.from({length: 36}, (_, i) => (
        <Radial key={i} deg={i * 10} r1={i % 3 ? 98 : 90} r2={R} c="f-thin" />
      ))}
      <circle cx={CX} cy={CY} r={20} className="f-darkpart" />
      {/* The zero mark, set under the pointer at true TDC, and the two stop readings either side. */}
      <Radial deg={-90} r1={78} r2={R} c="f-line" w={4} />
      <T x={CX} y={150} a="middle" c="f-small" box="wheel">
        Zero
      </T>
      <Radial deg={-135} r1={84} r2={R} c="f-hl-line" w={5} />
      <Radial deg={-45} r1={84} r2={R} c="f-hl-line" w={5} />
      <ArcArrow cx={CX} cy={CY} r={126} a1={-96} a2={-134} c="hl" />
      <ArcArrow cx={CX} cy={CY} r={126} a1={-84} a2={-46} c="hl" />
      {/* Fixed wire pointer. */}
      <line x1={CX} y1={44} x2={CX} y2={96} className="f-line" strokeWidth={4} />
      <T x={CX} y={18} a="middle" c="f-accent f-bold">
        True TDC: halfway between
      </T>
      <T x={CX + 12} y={58} c="f-small">
        Pointer
      </T>
      <T x={4} y={70} c="f-small">
        Stop reading,
      </T>
      <T x={4} y={94} c="f-small">
        one way
      </T>
      <T x={330} y={70} c="f-small">
        Stop reading,
      </T>
      <T x={330} y={94} c="f-small">
        other way
      </T>

      {/* Inset: the piston stop screwed into the plug hole holds the piston short of the top. */}
      <rect x={420} y={150} width={140} height={22} className="f-part" />
      <rect x={420} y={172} width={14} height={148} className="f-part" />
      <rect x={546} y={172} width={14} height={148} className="f-part" />
      <rect x={482} y={128} width={16} height={104} className="f-darkpart" />
      <rect x={438} y={236} width={104} height={84} rx={4} className="f-metal" data-shape="piston" />
      <T x={490} y={286} a="middle" c="f-small" box="piston">
        Piston
      </T>
      <T x={474} y={134} a="end" c="f-small">
        Piston stop
      </T>
    </Svg>
  );
}
