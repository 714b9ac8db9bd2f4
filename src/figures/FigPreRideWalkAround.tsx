// Where the pre-ride checks are on the bike, by the checklist's item numbers: wheels and tires 1-3, chain
// 4-5, bars 6, 8, 9, 16 and 17 (levers, throttle, kill switch), rear brake pedal 7, engine oil 11, fuel tap 12,
// air filter 15. Items that apply all over (controls, leaks, fasteners) have no single place and are left out.
// A generic pit bike seen from the side, facing left.
import {Lead, Svg, T} from './kit';

function Wheel({cx, cy, r}: {cx: number; cy: number; r: number}) {
  const spokes = [0, 30, 60, 90, 120, 150].map((d) => {
    const a = (d * Math.PI) / 180;
    const dx = (r - 14) * Math.cos(a);
    const dy = (r - 14) * Math.sin(a);
    return <line key={d} x1={cx - dx} y1={cy - dy} x2={cx + dx} y2={cy + dy} className="f-thin" />;
  });
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="f-darkpart" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-paper" />
      <circle cx={cx} cy={cy} r={r - 14} className="f-line" />
      {spokes}
      <circle cx={cx} cy={cy} r={9} className="f-metal" />
    </g>
  );
}

export default function FigPreRideWalkAround() {
  return (
    <Svg h={430}>
      <Wheel cx={110} cy={300} r={62} />
      <Wheel cx={446} cy={300} r={60} />
      {/* Swingarm. */}
      <path d="M330 272 L446 300" className="f-line f-heavy" />
      {/* Frame, fork and bars. */}
      <path d="M176 118 L214 236 M176 124 L300 150 L470 152 M318 156 L330 272" className="f-line f-heavy" />
      <path d="M110 300 L172 120" className="f-line f-heavy" />
      <path d="M150 100 L196 108" className="f-line f-heavy" />
      <circle cx={172} cy={104} r={9} className="f-metal" />
      {/* Tank, seat and the air box under it. */}
      <path d="M196 126 Q200 110 236 112 L296 120 Q308 150 290 166 L210 152 Z" className="f-part" />
      <rect x={290} y={138} width={200} height={22} rx={10} className="f-darkpart" />
      <rect x={344} y={176} width={64} height={54} rx={6} className="f-part" />
      <rect x={214} y={152} width={12} height={16} rx={2} className="f-metal" />
      {/* Horizontal engine: crankcase and forward-pointing cylinder. */}
      <rect x={244} y={230} width={92} height={84} rx={14} className="f-part" />
      <rect x={190} y={240} width={58} height={38} rx={4} className="f-metal" />
      <path d="M204 240 v38 M218 240 v38 M232 240 v38" className="f-thin" />
      {/* Chain from the front sprocket to the rear one. */}
      <circle cx={304} cy={290} r={12} className="f-metal" />
      <circle cx={446} cy={300} r={26} className="f-line" />
      <path d="M304 278 L446 274 M304 302 L446 326" className="f-hl-line" />
      {/* Footrest and rear brake pedal. */}
      <rect x={292} y={318} width={40} height={10} rx={4} className="f-darkpart" />
      <path d="M296 316 L240 330" className="f-line f-heavy" />
      {/* Labels: the checklist's item numbers and where they are. */}
      <T x={20} y={24} c="f-accent f-bold">
        6 8 9 16 17
      </T>
      <T x={20} y={50} c="f-small">
        Levers, throttle,
      </T>
      <T x={20} y={74} c="f-small">
        kill switch
      </T>
      <Lead x1={140} y1={62} x2={166} y2={98} />
      <T x={236} y={24} c="f-accent f-bold">
        12
      </T>
      <T x={272} y={24} c="f-small">
        Fuel tap
      </T>
      <Lead x1={250} y1={38} x2={222} y2={160} />
      <T x={410} y={24} c="f-accent f-bold">
        15
      </T>
      <T x={446} y={24} c="f-small">
        Air filter
      </T>
      <Lead x1={430} y1={38} x2={390} y2={190} />
      <T x={20} y={394} c="f-accent f-bold">
        1 2 3
      </T>
      <T x={20} y={418} c="f-small">
        Tires, wheels
      </T>
      <Lead x1={64} y1={382} x2={92} y2={358} />
      <T x={540} y={394} a="end" c="f-accent f-bold">
        1 2 3
      </T>
      <Lead x1={512} y1={380} x2={484} y2={346} />
      <T x={172} y={394} c="f-accent f-bold">
        11
      </T>
      <T x={172} y={418} c="f-small">
        Oil
      </T>
      <Lead x1={196} y1={386} x2={262} y2={300} />
      <T x={262} y={394} c="f-accent f-bold">
        7
      </T>
      <T x={262} y={418} c="f-small">
        Rear brake
      </T>
      <Lead x1={270} y1={382} x2={262} y2={326} />
      <T x={400} y={394} c="f-accent f-bold">
        4 5
      </T>
      <T x={400} y={418} c="f-small">
        Chain
      </T>
      <Lead x1={404} y1={380} x2={390} y2={312} />
    </Svg>
  );
}
