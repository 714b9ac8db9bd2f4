// Where lighter fasteners may go and where steel stays, as Weight Reduction lists them: steel (or the maker's own
// part) at the axles and axle nuts, the brake caliper and disc bolts, the sprocket bolts, the engine mounts, the
// swingarm pivot and the triple clamp bolts; aluminum only where the part maker sells it for the job, such as
// cover screws, fender bolts and number plate mounts. A generic pit bike from its left side, facing left, with
// the chain and rear sprocket on that side: a schematic of where the fasteners are, not of any one bike.
import {Lead, Svg, T} from './kit';

function Wheel({cx, cy, r}: {cx: number; cy: number; r: number}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="f-darkpart" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-paper" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-line" />
    </g>
  );
}

/** A steel position: a ringed dot. */
function Steel({x, y}: {x: number; y: number}) {
  return <circle cx={x} cy={y} r={8} className="f-hl" />;
}

/** A position where the part maker's aluminum fastener may go: a square. */
function Alu({x, y}: {x: number; y: number}) {
  return <rect x={x - 7} y={y - 7} width={14} height={14} className="f-blue-part" />;
}

export default function FigFastenerMaterials() {
  return (
    <Svg h={452}>
      <Wheel cx={110} cy={300} r={62} />
      <Wheel cx={446} cy={300} r={60} />
      {/* Front disc. */}
      <circle cx={110} cy={300} r={28} className="f-metal" />
      {/* Swingarm, frame, fork, bars and the number plate in front of the bars. */}
      <path d="M330 272 L446 300" className="f-line" strokeWidth={6} />
      <path d="M176 118 L236 240 M176 124 L300 150 L470 152 M318 156 L330 272" className="f-line" strokeWidth={6} />
      <path d="M110 300 L172 120" className="f-line" strokeWidth={6} />
      <path d="M150 100 L196 108" className="f-line" strokeWidth={6} />
      <path d="M128 120 L150 114 L162 170 L140 178 Z" className="f-part" />
      {/* Tank, seat and rear fender. */}
      <path d="M196 126 Q200 110 236 112 L296 120 Q308 150 290 166 L210 152 Z" className="f-part" />
      <rect x={290} y={138} width={200} height={22} rx={10} className="f-darkpart" />
      <path d="M470 160 Q510 150 550 126" className="f-line" strokeWidth={6} />
      {/* Horizontal engine with its side cover. */}
      <rect x={244} y={230} width={92} height={84} rx={14} className="f-part" />
      <rect x={190} y={240} width={58} height={38} rx={4} className="f-metal" />
      <path d="M204 240 v38 M218 240 v38 M232 240 v38" className="f-thin" />
      {/* Rear sprocket, and the chain to the front sprocket. */}
      <circle cx={446} cy={300} r={26} className="f-metal" />
      <circle cx={304} cy={290} r={12} className="f-metal" />
      <path d="M304 278 L446 274 M304 302 L446 326" className="f-line" />

      {/* Steel positions. */}
      <Steel x={110} y={300} />
      <Steel x={446} y={300} />
      <Steel x={176} y={112} />
      <Steel x={238} y={240} />
      <Steel x={324} y={212} />
      <Steel x={330} y={272} />
      {/* Aluminum where the part maker sells it. */}
      <Alu x={274} y={296} />
      <Alu x={145} y={146} />
      <Alu x={512} y={148} />

      {/* Key. */}
      <Steel x={274} y={18} />
      <T x={290} y={18} c="f-accent f-bold">
        Keep steel
      </T>
      <Alu x={274} y={46} />
      <T x={290} y={46} c="f-blue f-bold">
        Aluminum if sold for it
      </T>

      <T x={0} y={18} c="f-small">
        Triple clamp bolts
      </T>
      <Lead x1={100} y1={30} x2={170} y2={106} />
      <T x={0} y={150} c="f-small">
        Number
      </T>
      <T x={0} y={174} c="f-small">
        plate mount
      </T>
      <Lead x1={100} y1={162} x2={138} y2={150} />
      <T x={440} y={96} c="f-small">
        Fender bolts
      </T>
      <Lead x1={500} y1={108} x2={512} y2={140} />
      {/* Above the engine, so its lead stays clear of the rear engine mount's lead. */}
      <T x={244} y={184} c="f-small">
        Cover
      </T>
      <T x={244} y={206} c="f-small">
        screws
      </T>
      <Lead x1={264} y1={216} x2={273} y2={288} />

      <T x={0} y={394} c="f-small">
        Front axle,
      </T>
      <T x={0} y={418} c="f-small">
        caliper and
      </T>
      <T x={0} y={442} c="f-small">
        disc bolts
      </T>
      <Lead x1={60} y1={382} x2={104} y2={308} />
      <T x={168} y={394} c="f-small">
        Engine
      </T>
      <T x={168} y={418} c="f-small">
        mounts
      </T>
      <Lead x1={200} y1={382} x2={236} y2={248} />
      <Lead x1={224} y1={406} x2={322} y2={220} />
      <T x={300} y={418} c="f-small">
        Swingarm
      </T>
      <T x={300} y={442} c="f-small">
        pivot
      </T>
      <Lead x1={346} y1={406} x2={334} y2={279} />
      <T x={560} y={394} a="end" c="f-small">
        Rear axle,
      </T>
      <T x={560} y={418} a="end" c="f-small">
        sprocket bolts
      </T>
      <Lead x1={480} y1={382} x2={452} y2={306} />
    </Svg>
  );
}
