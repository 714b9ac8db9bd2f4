// The 2 to 1 cam drive: a crank sprocket with half the teeth of the cam sprocket, one chain round both, so the
// crank turns twice for each turn of the cam. The cam tooth count is read from the cam drive table
// (data/tables/cam_drive.yaml) by row id; the crank count is half of it, as the table's half-speed rule says.
// Both sprockets turn the same way, being on one chain. A schematic: the engine, the tensioner and the guides
// are left out, and the sprockets are drawn with their real tooth counts, not their real sizes.
import type {DataTable} from '@site/src/lib/dataTable';
import {ArcArrow, Svg, T} from './kit';

/** A sprocket outline with n teeth around (cx, cy): tips at r, roots 9 units in. */
function sprocket(cx: number, cy: number, r: number, n: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r - 9;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

const CRANK = {x: 130, y: 170, r: 48};
const CAM = {x: 390, y: 170, r: 96};

/** One straight run of chain on the common tangent above (side -1) or below (side 1) both sprockets. */
function run(side: 1 | -1) {
  const d = CAM.x - CRANK.x;
  const sin = (CAM.r - CRANK.r) / d;
  const cos = Math.sqrt(1 - sin * sin);
  return {
    x1: CRANK.x - CRANK.r * sin,
    y1: CRANK.y + side * CRANK.r * cos,
    x2: CAM.x - CAM.r * sin,
    y2: CAM.y + side * CAM.r * cos,
  };
}

export default function FigCamDriveRatio({drive, row = 'cam-sprocket-28t'}: {drive: DataTable; row?: string}) {
  const camTeeth = drive.rows.find((r) => r.id === row)?.camTeeth;
  if (typeof camTeeth !== 'number') throw new Error(`FigCamDriveRatio: the cam drive table has no cam tooth count in row "${row}"`);
  const crankTeeth = camTeeth / 2;
  return (
    <Svg h={360}>
      <T x={0} y={10} c="f-muted f-small">
        Schematic
      </T>
      {/* Chain round both sprockets. */}
      <line {...run(-1)} className="f-line" strokeWidth={6} />
      <line {...run(1)} className="f-line" strokeWidth={6} />
      <polygon points={sprocket(CRANK.x, CRANK.y, CRANK.r, crankTeeth)} className="f-metal" />
      <circle cx={CRANK.x} cy={CRANK.y} r={12} className="f-darkpart" />
      <polygon points={sprocket(CAM.x, CAM.y, CAM.r, camTeeth)} className="f-metal" />
      <circle cx={CAM.x} cy={CAM.y} r={70} className="f-thin" />
      <circle cx={CAM.x} cy={CAM.y} r={16} className="f-darkpart" />
      {/* Same direction of turn on one chain. */}
      <ArcArrow cx={CRANK.x} cy={CRANK.y} r={CRANK.r + 20} a1={200} a2={290} c="blue" />
      <ArcArrow cx={CAM.x} cy={CAM.y} r={CAM.r + 20} a1={215} a2={290} c="blue" />

      <T x={CRANK.x} y={262} a="middle" c="f-bold">
        Crank sprocket
      </T>
      <T x={CRANK.x} y={288} a="middle">
        {crankTeeth} teeth
      </T>
      <T x={CRANK.x} y={314} a="middle" c="f-accent f-bold">
        2 turns
      </T>
      <T x={CAM.x} y={292} a="middle" c="f-bold">
        Cam sprocket
      </T>
      <T x={CAM.x} y={318} a="middle">
        {camTeeth} teeth
      </T>
      <T x={CAM.x} y={344} a="middle" c="f-accent f-bold">
        1 turn
      </T>
      <T x={255} y={170} a="middle" c="f-accent f-bold">
        2 : 1
      </T>
    </Svg>
  );
}
