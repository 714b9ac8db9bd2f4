// Reading a main jet (schematic): the size number is stamped on the head face; the head is either round with a
// screwdriver slot or hex for a small socket or wrench, and a body takes one style; the thread must run in by
// hand; the length is compared with the old jet.
import {Arrow, Lead, Svg, T} from './kit';

/** A jet seen from the side: head of height 30 on top, plain neck, thread below, tip at the bottom. */
function Side({x, hex}: {x: number; hex: boolean}) {
  return (
    <g>
      {hex ? (
        <g>
          <rect x={x - 34} y={200} width={68} height={30} className="f-metal" />
          <path d={`M${x - 12} 200 V230 M${x + 12} 200 V230`} className="f-thin" />
        </g>
      ) : (
        <g>
          <rect x={x - 34} y={200} width={68} height={30} rx={8} className="f-metal" />
          <rect x={x - 5} y={200} width={10} height={10} className="f-paper" />
        </g>
      )}
      <rect x={x - 20} y={230} width={40} height={84} className="f-metal" />
      <path
        d={`M${x - 20} 244 l40 -6 M${x - 20} 256 l40 -6 M${x - 20} 268 l40 -6 M${x - 20} 280 l40 -6 M${x - 20} 292 l40 -6 M${x - 20} 304 l40 -6`}
        className="f-thin"
      />
      <rect x={x - 12} y={314} width={24} height={18} className="f-metal" />
    </g>
  );
}

export default function FigJetReading() {
  const hexFace = [0, 60, 120, 180, 240, 300]
    .map((d) => {
      const a = (d * Math.PI) / 180;
      return `${(380 + 44 * Math.cos(a)).toFixed(1)},${(100 + 44 * Math.sin(a)).toFixed(1)}`;
    })
    .join(' ');
  return (
    <Svg h={436}>
      <T x={120} y={12} a="middle" c="f-bold">
        Round head
      </T>
      <T x={380} y={12} a="middle" c="f-bold">
        Hex head
      </T>
      {/* Head faces, seen end on: the number is stamped here. */}
      <circle cx={120} cy={100} r={44} className="f-metal" />
      <rect x={80} y={95} width={80} height={10} rx={2} className="f-darkpart" />
      <polygon points={hexFace} className="f-metal" />
      <path d="M104 70 h10 M126 70 h10 M104 130 h10 M126 130 h10 M368 86 h24 M368 114 h24" className="f-line" />
      <T x={250} y={80} a="middle" c="f-small f-accent f-bold">
        Number on
      </T>
      <T x={250} y={104} a="middle" c="f-small f-accent f-bold">
        the head face
      </T>
      <Lead x1={176} y1={96} x2={138} y2={72} />
      <Lead x1={336} y1={104} x2={366} y2={88} />
      <T x={120} y={172} a="middle" c="f-small">
        Screwdriver slot
      </T>
      <T x={380} y={172} a="middle" c="f-small">
        Socket or wrench
      </T>
      <Side x={120} hex={false} />
      <Side x={380} hex />
      <Lead x1={250} y1={272} x2={360} y2={272} />
      <Lead x1={250} y1={272} x2={142} y2={272} />
      <T x={250} y={252} a="middle" c="f-small f-bold">
        Thread: runs in
      </T>
      <T x={250} y={296} a="middle" c="f-small f-bold">
        by hand
      </T>
      {/* Length against the old jet. */}
      <line x1={418} y1={200} x2={480} y2={200} className="f-thin" />
      <line x1={396} y1={332} x2={480} y2={332} className="f-thin" />
      <Arrow x1={470} y1={204} x2={470} y2={328} c="blue" both />
      <T x={486} y={254} c="f-small f-blue">
        Length:
      </T>
      <T x={486} y={278} c="f-small f-blue">
        as the
      </T>
      <T x={486} y={302} c="f-small f-blue">
        old jet
      </T>
      <T x={0} y={376} c="f-small">
        A Mikuni body takes one head style: match the old jet.
      </T>
      <T x={0} y={410} c="f-small f-muted">
        Schematic main jets, seen end on and from the side
      </T>
    </Svg>
  );
}
