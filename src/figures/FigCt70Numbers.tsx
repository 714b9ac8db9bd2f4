// Where a Honda CT70's numbers are, the bike seen from its left side: the frame number on the steering head
// area, the engine number on the left of the crankcase below the cylinder, and how a frame number reads
// (model code before the dash, serial after it).
import {Lead, Svg, T} from './kit';

function Wheel({cx}: {cx: number}) {
  return (
    <g>
      <circle cx={cx} cy={290} r={60} className="f-darkpart" />
      <circle cx={cx} cy={290} r={34} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <circle cx={cx} cy={290} r={9} className="f-metal" />
    </g>
  );
}

export default function FigCt70Numbers() {
  return (
    <Svg h={390}>
      <Wheel cx={110} />
      <Wheel cx={444} />
      {/* Fork and folding bars from the steering head. */}
      <line x1={152} y1={172} x2={110} y2={290} className="f-line" strokeWidth={9} />
      <path d="M158 114 L153 82 L200 74" className="f-line" strokeWidth={5} />
      {/* Swingarm, pressed-steel backbone frame, seat, horizontal engine with its cylinder pointing forward. */}
      <line x1={326} y1={262} x2={444} y2={290} className="f-line" strokeWidth={7} />
      <path d="M164 112 Q262 106 306 176 L452 196 L452 220 L300 210 Q250 154 160 152 Z" className="f-part" />
      <rect x={300} y={158} width={136} height={22} rx={10} className="f-darkpart" />
      <rect x={258} y={222} width={112} height={84} rx={26} className="f-metal" />
      <rect x={196} y={232} width={72} height={40} rx={4} className="f-part" />
      {[212, 228, 244].map((x) => (
        <line key={x} x1={x} y1={232} x2={x} y2={272} className="f-thin" />
      ))}
      {/* Steering head. */}
      <polygon points="148,108 172,112 162,182 138,178" className="f-metal" />

      {/* The two number places. */}
      <rect x={145} y={130} width={20} height={26} rx={3} className="f-hl" transform="rotate(8 155 143)" />
      <rect x={264} y={276} width={46} height={14} rx={3} className="f-hl" />
      <Lead x1={86} y1={58} x2={152} y2={138} />
      <T x={16} y={20} c="f-accent f-bold">
        Frame number
      </T>
      <T x={16} y={44} c="f-small">
        steering head area
      </T>
      <Lead x1={278} y1={334} x2={282} y2={288} />
      <T x={278} y={348} a="middle" c="f-accent f-bold">
        Engine number
      </T>
      <T x={278} y={376} a="middle" c="f-small">
        usually on the left of the crankcase, below the cylinder
      </T>

      {/* How a frame number reads. */}
      <rect x={320} y={14} width={226} height={46} rx={4} className="f-part" data-shape="stamp" />
      <T x={380} y={38} a="middle" c="f-bold" box="stamp">
        CT70H
      </T>
      <T x={428} y={38} a="middle" c="f-bold" box="stamp">
        -
      </T>
      <T x={482} y={38} a="middle" c="f-muted" box="stamp">
        serial
      </T>
      <T x={380} y={84} a="middle" c="f-small">
        Model code
      </T>
      <T x={482} y={84} a="middle" c="f-small">
        Serial
      </T>
    </Svg>
  );
}
