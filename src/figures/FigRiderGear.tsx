// What each piece of riding gear covers, on a rider seen from the front: the minimum kit (helmet, goggles,
// gloves, long sleeves and pants, boots over the ankle and shin) in black labels, and the pieces added for
// track riding and jumps (neck brace on the shoulders, chest protector over the chest and collarbones, knee
// guards or braces) drawn and labelled in blue. A schematic figure, not a sizing guide.
import {Lead, Svg, T} from './kit';

export default function FigRiderGear() {
  return (
    <Svg h={494}>
      <T x={0} y={10} c="f-bold f-small">
        Minimum kit
      </T>
      <T x={560} y={10} a="end" c="f-blue f-bold f-small">
        Added for track and jumps
      </T>

      {/* The rider and the labels sit lower than the two headings, so the helmet's peak stays clear of them. */}
      <g transform="translate(0 24)">
        {/* Legs in riding pants, knee guards, boots over the shin. */}
        <rect x={242} y={250} width={34} height={150} className="f-part" />
        <rect x={284} y={250} width={34} height={150} className="f-part" />
        <rect x={238} y={318} width={42} height={40} rx={10} className="f-blue-part" />
        <rect x={280} y={318} width={42} height={40} rx={10} className="f-blue-part" />
        <path d="M236 372 H280 V450 H224 Q224 430 236 426 Z" className="f-darkpart" />
        <path d="M280 372 H324 V426 Q336 430 336 450 H280 Z" className="f-darkpart" />
        {/* Arms in sleeves, gloved hands. */}
        <rect x={204} y={118} width={28} height={130} rx={10} className="f-part" />
        <rect x={328} y={118} width={28} height={130} rx={10} className="f-part" />
        <rect x={202} y={246} width={32} height={34} rx={10} className="f-darkpart" />
        <rect x={326} y={246} width={32} height={34} rx={10} className="f-darkpart" />
        {/* Torso in a jersey, chest protector over it, neck brace on the shoulders. */}
        <rect x={232} y={110} width={96} height={150} rx={12} className="f-part" />
        <rect x={242} y={118} width={76} height={86} rx={12} className="f-blue-part" />
        <rect x={246} y={100} width={68} height={16} rx={8} className="f-blue-part" />
        {/* Helmet with chin bar and peak, goggles across the eye port. */}
        <circle cx={280} cy={58} r={40} className="f-metal" />
        <rect x={258} y={80} width={44} height={20} rx={8} className="f-metal" />
        <path d="M236 34 L324 34 L316 22 L244 22 Z" className="f-metal" />
        <rect x={252} y={48} width={56} height={18} rx={6} className="f-darkpart" />

        {/* Minimum kit, left. */}
        <T x={0} y={44} c="f-bold">
          Helmet
        </T>
        <Lead x1={102} y1={44} x2={244} y2={40} />
        <T x={0} y={76} c="f-bold">
          Goggles
        </T>
        <Lead x1={112} y1={76} x2={254} y2={58} />
        <T x={0} y={176} c="f-bold">
          Long sleeves
        </T>
        <T x={0} y={200} c="f-bold">
          and pants
        </T>
        <Lead x1={162} y1={188} x2={210} y2={188} />
        <T x={0} y={264} c="f-bold">
          Gloves
        </T>
        <Lead x1={98} y1={264} x2={204} y2={264} />
        <T x={0} y={404} c="f-bold">
          Boots: ankle
        </T>
        <T x={0} y={428} c="f-bold">
          and shin
        </T>
        <Lead x1={160} y1={416} x2={238} y2={416} />

        {/* Added pieces, right. */}
        <T x={560} y={92} a="end" c="f-blue f-bold">
          Neck brace
        </T>
        <Lead x1={414} y1={92} x2={312} y2={106} />
        <T x={560} y={150} a="end" c="f-blue f-bold">
          Chest protector:
        </T>
        <T x={560} y={174} a="end" c="f-blue">
          chest, collarbones
        </T>
        <Lead x1={360} y1={158} x2={314} y2={150} />
        <T x={560} y={330} a="end" c="f-blue f-bold">
          Knee guards
        </T>
        <T x={560} y={354} a="end" c="f-blue">
          or braces
        </T>
        <Lead x1={400} y1={336} x2={320} y2={336} />
      </g>
    </Svg>
  );
}
