// The three sizes that identify a ball bearing, measured with a caliper on the clean bearing: bore and outside
// diameter from the face (the outside across the outer ring, not the seal), width across the outer ring's faces
// from the edge. The number is often printed on the seal or shield.
import {Arrow, Lead, Svg, T} from './kit';

const C = {x: 150, y: 170};
const OUTER = 110;
const BORE = 44;

export default function FigBearingDimensions() {
  return (
    <Svg h={350}>
      {/* Face view: outer ring, seal or shield, inner ring, bore. */}
      <T x={C.x} y={8} a="middle" c="f-blue f-bold">
        Outside diameter
      </T>
      <line x1={C.x - OUTER} y1={34} x2={C.x - OUTER} y2={C.y} className="f-thin" />
      <line x1={C.x + OUTER} y1={34} x2={C.x + OUTER} y2={C.y} className="f-thin" />
      <Arrow x1={C.x - OUTER} y1={40} x2={C.x + OUTER} y2={40} c="blue" both />
      <circle cx={C.x} cy={C.y} r={OUTER} className="f-metal" />
      <circle cx={C.x} cy={C.y} r={OUTER - 18} className="f-darkpart" />
      <circle cx={C.x} cy={C.y} r={BORE + 14} className="f-metal" />
      <circle cx={C.x} cy={C.y} r={BORE} className="f-paper" />
      <Arrow x1={C.x - BORE + 2} y1={C.y} x2={C.x + BORE - 2} y2={C.y} c="hl" both />
      <T x={C.x} y={C.y - 18} a="middle" c="f-accent f-bold">
        Bore
      </T>
      <Lead x1={40} y1={312} x2={C.x - 52} y2={C.y + 50} />
      <T x={0} y={324} c="f-small">
        Seal or shield:
      </T>
      <T x={0} y={348} c="f-small f-muted">
        often carries the number
      </T>

      {/* Edge view: the outer ring seen from the side, the bore hidden inside it. */}
      <rect x={400} y={C.y - OUTER} width={70} height={2 * OUTER} rx={8} className="f-metal" />
      <line x1={400} y1={C.y - BORE} x2={470} y2={C.y - BORE} className="f-dash" />
      <line x1={400} y1={C.y + BORE} x2={470} y2={C.y + BORE} className="f-dash" />
      <line x1={400} y1={34} x2={400} y2={C.y - OUTER} className="f-thin" />
      <line x1={470} y1={34} x2={470} y2={C.y - OUTER} className="f-thin" />
      <Arrow x1={400} y1={40} x2={470} y2={40} c="line" both />
      <T x={435} y={8} a="middle" c="f-bold">
        Width
      </T>
      <T x={435} y={312} a="middle" c="f-small">
        Across the outer
      </T>
      <T x={435} y={336} a="middle" c="f-small">
        ring&apos;s faces
      </T>
    </Svg>
  );
}
