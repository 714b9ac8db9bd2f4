// The rider-fit check on the bike, side view facing left: seated with the balls of both feet on the ground and
// elbows bent at the bars (heel raised, ball of the foot on the ground); standing on the pegs with knees and elbows bent and the knees gripping the tank.
// Follows the numbered fit checks on the sizes page (feet down, knees and pegs, reach).
import {Svg, T} from './kit';

function Bike({dx}: {dx: number}) {
  return (
    <g transform={`translate(${dx} 0)`}>
      <line x1={0} y1={290} x2={270} y2={290} className="f-thin" />
      <circle cx={48} cy={248} r={40} className="f-darkpart" />
      <circle cx={48} cy={248} r={26} className="f-paper" />
      <circle cx={222} cy={248} r={40} className="f-darkpart" />
      <circle cx={222} cy={248} r={26} className="f-paper" />
      <path d="M48 248 L78 130 M150 232 L222 248" className="f-line" strokeWidth={6} />
      <path d="M64 124 L92 118" className="f-line" strokeWidth={6} />
      <path d="M88 150 Q92 134 130 136 L150 150 L140 176 L96 172 Z" className="f-part" />
      <rect x={130} y={150} width={100} height={16} rx={8} className="f-darkpart" />
      <rect x={104} y={196} width={56} height={44} rx={8} className="f-part" />
      <rect x={132} y={236} width={28} height={8} rx={3} className="f-metal" />
    </g>
  );
}

export default function FigRiderFit() {
  return (
    <Svg h={390}>
      <Bike dx={0} />
      {/* Seated: hip on the seat, elbows bent, leg down beside the bike to the ball of the foot. */}
      <circle cx={130} cy={66} r={15} className="f-metal" />
      <path d="M140 84 L168 148 M142 96 L114 118 L90 120 M168 148 L124 206 L150 266 L132 284" className="f-hl-line" strokeWidth={7} />
      <line x1={120} y1={290} x2={144} y2={290} className="f-hl-line" strokeWidth={7} />
      <Bike dx={290} />
      {/* Standing on the pegs: hips well above the seat, knees bent forward against the tank, elbows bent. */}
      <circle cx={398} cy={36} r={15} className="f-metal" />
      <path d="M406 54 L440 112 M408 66 L388 96 L378 120 M440 112 L414 168 L440 230" className="f-hl-line" strokeWidth={7} />
      <path d="M428 234 L454 234" className="f-hl-line" strokeWidth={7} />
      <T x={0} y={322} c="f-bold">
        Seated
      </T>
      <T x={0} y={350}>
        Balls of both feet
      </T>
      <T x={0} y={376}>
        on the ground
      </T>
      <T x={290} y={322} c="f-bold">
        Standing
      </T>
      <T x={290} y={350}>
        Knees, elbows bent,
      </T>
      <T x={290} y={376}>
        knees grip the tank
      </T>
    </Svg>
  );
}
