// Port matching, cut through the joint between the intake manifold and the head with the air flowing from the
// carburetor (left) into the port (right). A manifold bore wider than the port leaves the port's edge standing
// as a ledge in the airflow; a manifold filed out to the scribed port line, blended back over a short taper,
// meets the port without a step. Only the manifold is filed.
import {Arrow, Svg, T} from './kit';

/** Half-height of the head port; each row's walls run from `top` to `top + 150` around a center at `top + 75`. */
const PORT = 36;
const WALL = 75 - PORT;

/** Gasket and head port walls of one row, and the air arrows. */
function HeadSide({top}: {top: number}) {
  const c = top + 75;
  return (
    <g>
      <rect x={300} y={top} width={12} height={WALL} className="f-amber-part" />
      <rect x={300} y={c + PORT} width={12} height={WALL} className="f-amber-part" />
      <rect x={312} y={top} width={228} height={WALL} className="f-part" />
      <rect x={312} y={c + PORT} width={228} height={WALL} className="f-part" />
      <Arrow x1={60} y1={c} x2={200} y2={c} c="blue" />
      <Arrow x1={380} y1={c} x2={500} y2={c} c="blue" />
    </g>
  );
}

export default function FigManifoldPortMatch() {
  return (
    <Svg h={470}>
      {/* Wider manifold: its bore is larger than the port, so the gasket and port edge face the air. */}
      <rect x={20} y={10} width={280} height={17} className="f-metal" />
      <rect x={20} y={143} width={280} height={17} className="f-metal" />
      <HeadSide top={10} />
      <line x1={300} y1={27} x2={300} y2={10 + WALL} className="f-hl-line" strokeWidth={6} />
      <line x1={300} y1={85 + PORT} x2={300} y2={143} className="f-hl-line" strokeWidth={6} />
      <T x={20} y={184} c="f-accent f-bold">
        Manifold wider than the port:
      </T>
      <T x={20} y={210} c="f-accent">
        the port edge is a ledge facing the air
      </T>

      {/* Matched: the narrower bore filed out to the port line at the face, over a short taper. */}
      <path d={`M20 240 H300 V${240 + WALL} L230 287 H20 Z`} className="f-metal" />
      <path d={`M20 390 H300 V${315 + PORT} L230 343 H20 Z`} className="f-metal" />
      <HeadSide top={240} />
      <path d={`M230 287 L300 ${240 + WALL}`} className="f-hl-line" strokeWidth={5} />
      <path d={`M230 343 L300 ${315 + PORT}`} className="f-hl-line" strokeWidth={5} />
      <T x={20} y={414} c="f-bold">
        Filed out to the scribed port line,
      </T>
      <T x={20} y={440} c="f-bold">
        blended over a short taper
      </T>
      <T x={160} y={466} a="middle" c="f-muted f-small">
        Manifold (carb side)
      </T>
      <T x={426} y={466} a="middle" c="f-muted f-small">
        Head port
      </T>
    </Svg>
  );
}
