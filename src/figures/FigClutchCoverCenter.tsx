// Telling a primary clutch cover from a secondary one on a Honda 50 horizontal engine, seen from the right, as
// on the Engine Covers page: the clutch bulge centered on the crankshaft (the cross: the axis runs into the page,
// and the center of the round stator cover marks it on the other side; the dashed line is only a guide through
// it) is a crankshaft (primary) clutch; a bulge further
// back sits on the gearbox mainshaft (a secondary clutch). A schematic: it shows where the bulge is centered, not
// the cover's outline. `frontRear` names them as the front clutch and the rear clutch, for a page that calls
// them so.
import {Arrow, Lead, Svg, T} from './kit';

function Engine({top, clutchX}: {top: number; clutchX: number}) {
  const cy = top + 70;
  return (
    <g>
      <rect x={120} y={top + 10} width={310} height={120} rx={30} className="f-part" />
      <rect x={430} y={top + 40} width={110} height={60} className="f-metal" />
      {[450, 470, 490, 510, 530].map((x) => (
        <line key={x} x1={x} y1={top + 40} x2={x} y2={top + 100} className="f-thin" />
      ))}
      <circle cx={clutchX} cy={cy} r={56} className="f-blue-part" />
      <circle cx={clutchX} cy={cy} r={5} className="f-ink" />
      <line x1={360} y1={top} x2={360} y2={top + 140} className="f-dash" />
      <line x1={346} y1={cy} x2={374} y2={cy} className="f-line" />
      <line x1={360} y1={cy - 14} x2={360} y2={cy + 14} className="f-line" />
    </g>
  );
}

export default function FigClutchCoverCenter({frontRear = false}: {frontRear?: boolean}) {
  return (
    <Svg h={452}>
      <T x={0} y={10} c="f-muted f-small">
        Right side view
      </T>
      <Arrow x1={486} y1={10} x2={546} y2={10} c="blue" />
      <T x={476} y={10} a="end" c="f-blue f-bold">
        Front
      </T>

      <T x={0} y={50} c="f-bold">
        {frontRear ? 'Front clutch: bulge centered on the crank' : 'Primary: bulge centered on the crank'}
      </T>
      <Engine top={66} clutchX={360} />
      <Lead x1={64} y1={136} x2={304} y2={136} />
      <T x={0} y={124} c="f-small">
        Clutch
      </T>
      <T x={0} y={148} c="f-small">
        bulge
      </T>

      <T x={0} y={250} c="f-bold">
        {frontRear ? 'Rear clutch: bulge further back' : 'Secondary: bulge further back'}
      </T>
      <Engine top={266} clutchX={240} />
      <Lead x1={102} y1={336} x2={236} y2={336} />
      <T x={0} y={336} c="f-small">
        Mainshaft
      </T>
      <T x={352} y={308} a="end" c="f-small">
        Crank
      </T>

      <T x={0} y={424} c="f-small">
        Cross: the crank, in line with the center of the
      </T>
      <T x={0} y={448} c="f-small">
        round stator cover on the left side
      </T>
    </Svg>
  );
}
