// Ring gaps seen from the crown, spread by the usual rule: compression ring gaps on different sides, oil rail
// gaps apart from each other and from the expander joint, and none on the thrust faces.
import {Svg, T} from './kit';

const CX = 280;
const CY = 175;

function Gap({angle, r, label, c, dx = 0, dy = 0}: {angle: number; r: number; label: string; c: string; dx?: number; dy?: number}) {
  const rad = (angle * Math.PI) / 180;
  const x = CX + r * Math.cos(rad);
  const y = CY + r * Math.sin(rad);
  const lx = CX + 150 * Math.cos(rad) + dx;
  const ly = CY + 150 * Math.sin(rad) + dy;
  return (
    <g>
      <circle cx={x} cy={y} r={7} className={c === 'f-accent' ? 'f-accent-fill' : c === 'f-blue' ? 'f-blue-fill' : 'f-ink'} />
      <line x1={x} y1={y} x2={lx} y2={ly} className="f-thin" />
      <T x={lx + (Math.cos(rad) >= 0 ? 6 : -6)} y={ly} a={Math.cos(rad) >= 0 ? 'start' : 'end'} c={`f-small ${c}`}>
        {label}
      </T>
    </g>
  );
}

export default function FigRingGapStagger() {
  return (
    <Svg h={350}>
      <circle cx={CX} cy={CY} r={110} className="f-part" />
      {/* Piston pin axis, left to right; thrust faces at right angles to it. */}
      <line x1={CX - 130} y1={CY} x2={CX + 130} y2={CY} className="f-dash" />
      <rect x={CX - 118} y={CY - 14} width={236} height={28} rx={6} className="f-metal" opacity={0.7} />
      <T x={CX} y={CY} a="middle" c="f-small">
        Piston pin
      </T>
      {/* Thrust faces: a heavy band on the piston's outline, 50 units either side of the thrust axis. */}
      <path d={`M${CX - 50} ${CY - 98} A110 110 0 0 1 ${CX + 50} ${CY - 98}`} className="f-hl-line" strokeWidth={8} />
      <path d={`M${CX - 50} ${CY + 98} A110 110 0 0 0 ${CX + 50} ${CY + 98}`} className="f-hl-line" strokeWidth={8} />
      <T x={CX} y={CY - 130} a="middle" c="f-accent f-small">
        Thrust face: no gap
      </T>
      <T x={CX} y={CY + 132} a="middle" c="f-accent f-small">
        Thrust face: no gap
      </T>
      <Gap angle={-40} r={104} label="Top ring" c="f-blue" />
      <Gap angle={140} r={104} label="Second ring" c="f-blue" />
      <Gap angle={40} r={104} label="Upper rail" c="" />
      <Gap angle={-140} r={104} label="Lower rail" c="" />
      <Gap angle={180} r={88} label="Expander joint" c="" dx={44} dy={40} />
      <T x={20} y={336} c="f-muted f-small">
        Seen from the crown
      </T>
    </Svg>
  );
}
