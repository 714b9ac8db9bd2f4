// Clutch lever pivot in section: the pivot bolt passes through the upper perch ear, the lever boss and the
// lower perch ear, with the nut below. Pushed to one side, the lever leaves a gap between its boss and one
// ear: the end float, measured with a feeler gauge and taken up with shims a little thinner than the gap.
import {Arrow, Box, Lead, Svg, T} from './kit';

export default function FigLeverPivotEndFloat() {
  return (
    <Svg h={400}>
      {/* Perch body and its two ears. */}
      <rect x={40} y={60} width={90} height={270} rx={10} className="f-part" />
      <rect x={110} y={60} width={170} height={64} rx={8} className="f-part" />
      <rect x={110} y={266} width={170} height={64} rx={8} className="f-part" />
      {/* Lever boss pushed up against the upper ear, leaving the gap below it. */}
      <rect x={150} y={124} width={130} height={110} className="f-amber-part" />
      <Box x={280} y={150} width={260} height={58} c="f-amber-part" shape="lever" />
      {/* Pivot bolt, head and nut. */}
      <rect x={200} y={40} width={30} height={310} className="f-metal" />
      <rect x={180} y={26} width={70} height={24} rx={4} className="f-darkpart" />
      <rect x={184} y={334} width={62} height={26} rx={4} className="f-darkpart" />
      {/* Gap between boss and lower ear. */}
      <Arrow x1={320} y1={244} x2={320} y2={270} c="hl" both />
      <line x1={280} y1={234} x2={330} y2={234} className="f-thin" />
      <line x1={280} y1={266} x2={330} y2={266} className="f-thin" />
      <T x={340} y={252} c="f-accent f-bold">
        End float gap
      </T>
      <T x={340} y={278} c="f-small">
        feeler gauge; a shim
      </T>
      <T x={340} y={302} c="f-small">
        slightly thinner fills it
      </T>
      <T x={410} y={180} a="middle" c="f-small" box="lever">
        Lever
      </T>
      <T x={270} y={20} c="f-small">
        Pivot bolt
      </T>
      <Lead x1={266} y1={22} x2={232} y2={60} />
      <T x={300} y={92} c="f-small">
        Perch ear
      </T>
      <Lead x1={296} y1={92} x2={270} y2={92} />
      <T x={300} y={350} c="f-small">
        Pivot nut
      </T>
      <Lead x1={296} y1={350} x2={248} y2={348} />
      <T x={0} y={392} c="f-muted f-small">
        Section at the pivot
      </T>
    </Svg>
  );
}
