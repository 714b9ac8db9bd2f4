// A bolt-on split clamp seen along the tube: the bore is the tube plus a rubber lining each side, the two halves
// still show a gap when the bolts are tight, the bolts sit close to the bore, pass a clearance hole in one half
// and thread into the other, and the accessory mounts on a tab of its own, not on the ears. From the design
// rules and the worked example on the removable clamps page. No dimensions.
import {Lead, Svg, T} from './kit';

const CX = 280;
const CY = 200;

function Bolt({x}: {x: number}) {
  return (
    <g>
      <rect x={x - 11} y={110} width={22} height={85} className="f-paper" />
      <rect x={x - 7} y={102} width={14} height={186} className="f-metal" />
      <rect x={x - 16} y={88} width={32} height={16} rx={3} className="f-metal" />
      <path
        d={`M${x - 7} 214 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 M${x + 7} 214 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5 l5 5 l-5 5`}
        className="f-thin"
      />
    </g>
  );
}

export default function FigSplitClamp() {
  return (
    <Svg h={380}>
      {/* Accessory tab on the top half, with its own tapped hole. */}
      <rect x={250} y={62} width={60} height={56} rx={6} className="f-part" />
      <rect x={274} y={62} width={12} height={30} className="f-paper" />
      {/* Upper and lower halves, each bored to the tube plus lining, with the split gap between them. */}
      <path d={`M120 195 L120 130 Q120 110 140 110 L420 110 Q440 110 440 130 L440 195 L351.8 195 A72 72 0 0 0 208.2 195 Z`} className="f-part" />
      <path d={`M120 205 L208.2 205 A72 72 0 0 0 351.8 205 L440 205 L440 270 Q440 290 420 290 L140 290 Q120 290 120 270 Z`} className="f-part" />
      <circle cx={CX} cy={CY} r={72} className="f-darkpart" />
      <rect x={200} y={195} width={160} height={10} className="f-paper" />
      <circle cx={CX} cy={CY} r={60} className="f-metal" data-shape="tube" />
      <T x={CX} y={CY} a="middle" box="tube">
        Tube
      </T>
      <Bolt x={170} />
      <Bolt x={390} />
      <T x={CX} y={20} a="middle">
        Accessory mount
      </T>
      <Lead x1={CX} y1={34} x2={CX} y2={60} />
      <T x={0} y={20}>
        Clearance hole
      </T>
      <Lead x1={70} y1={34} x2={160} y2={150} />
      <T x={560} y={52} a="end">
        Bolt close to bore
      </T>
      <Lead x1={430} y1={66} x2={400} y2={92} />
      <T x={0} y={330}>
        Tapped hole
      </T>
      <Lead x1={60} y1={316} x2={162} y2={250} />
      <T x={0} y={366}>
        Rubber lining
      </T>
      <Lead x1={140} y1={352} x2={232} y2={248} />
      <T x={560} y={330} a="end" c="f-accent">
        Gap open when tight
      </T>
      <Lead x1={470} y1={316} x2={436} y2={200} />
    </Svg>
  );
}
