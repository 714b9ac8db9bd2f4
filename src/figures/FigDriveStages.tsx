// The three reductions between crank and rear wheel (schematic, sizes not to scale): crank gear to clutch gear,
// mainshaft gear to countershaft gear, front sprocket to rear sprocket. The clutch gear and the mainshaft gear turn
// together, as do the countershaft gear and the front sprocket. Each ratio is driven over driving.
import {Svg, T} from './kit';

export default function FigDriveStages() {
  // Chain runs on the common tangents of the two sprockets.
  const f = {x: 276, y: 380, r: 22};
  const r = {x: 476, y: 380, r: 60};
  const sin = (r.r - f.r) / (r.x - f.x);
  const cos = Math.sqrt(1 - sin * sin);
  const run = (side: 1 | -1) => ({
    x1: f.x - f.r * sin,
    y1: f.y - side * f.r * cos,
    x2: r.x - r.r * sin,
    y2: r.y - side * r.r * cos,
  });
  return (
    <Svg h={580}>
      {/* Shafts the pairs share. */}
      <line x1={202} y1={80} x2={202} y2={230} className="f-dash" />
      <line x1={276} y1={230} x2={276} y2={380} className="f-dash" />
      <T x={212} y={164} c="f-small f-muted">
        through the clutch
      </T>
      <T x={266} y={316} a="end" c="f-small f-muted">
        same shaft
      </T>
      {/* 1: crank gear drives the clutch gear. */}
      <circle cx={120} cy={80} r={26} className="f-blue-part" />
      <circle cx={202} cy={80} r={56} className="f-metal" />
      <T x={88} y={68} a="end" c="f-small">
        Crank
      </T>
      <T x={88} y={92} a="end" c="f-small">
        gear
      </T>
      <T x={270} y={80} c="f-small">
        Clutch gear
      </T>
      <T x={560} y={80} a="end" c="f-accent f-bold">
        1 Primary
      </T>
      {/* 2: mainshaft gear drives the countershaft gear. */}
      <circle cx={202} cy={230} r={30} className="f-blue-part" />
      <circle cx={276} cy={230} r={44} className="f-metal" />
      <T x={164} y={230} a="end" c="f-small">
        Mainshaft
      </T>
      <T x={332} y={230} c="f-small">
        Countershaft
      </T>
      <T x={560} y={230} a="end" c="f-accent f-bold">
        2 Gear
      </T>
      {/* 3: front sprocket drives the rear sprocket through the chain. */}
      <line {...run(1)} className="f-line" strokeWidth={4} />
      <line {...run(-1)} className="f-line" strokeWidth={4} />
      <circle cx={f.x} cy={f.y} r={f.r} className="f-blue-part" />
      <circle cx={r.x} cy={r.y} r={r.r} className="f-metal" />
      <T x={244} y={380} a="end" c="f-small">
        Front sprocket
      </T>
      <T x={476} y={368} a="middle" c="f-small">
        Rear
      </T>
      <T x={476} y={392} a="middle" c="f-small">
        sprocket
      </T>
      <T x={300} y={300} c="f-accent f-bold">
        3 Final drive
      </T>

      <T x={0} y={474} c="f-small">
        <tspan className="f-bold">1</tspan> = clutch gear ÷ crank gear teeth
      </T>
      <T x={0} y={498} c="f-small">
        <tspan className="f-bold">2</tspan> = countershaft gear ÷ mainshaft gear teeth
      </T>
      <T x={0} y={522} c="f-small">
        <tspan className="f-bold">3</tspan> = rear sprocket ÷ front sprocket teeth
      </T>
      <T x={0} y={552} c="f-small f-bold">
        Overall = 1 × 2 × 3
      </T>
      <T x={560} y={552} a="end" c="f-small f-muted">
        Blue drives, grey is driven
      </T>
    </Svg>
  );
}
