// The cam cover outlines that tell the Chinese horizontal-engine heads apart: small and large round covers
// (Honda-type ports), a diamond cover held by four fasteners (KLX type) and an oval cover held by four
// fasteners (ZS155 type). `covers` picks the ones a page names; they are laid out two to a row.
// The source gives each cover's shape and, for the diamond and oval, the number of fasteners, nothing more:
// sizes and fastener positions here are schematic, and nothing is drawn inside a cover that the source does not
// name (captions say so).
import {Svg, T} from './kit';

type Cover = 'small' | 'large' | 'diamond' | 'oval';

const NAMES: Record<Cover, [string, string]> = {
  small: ['Small round', 'Honda-type ports'],
  large: ['Large round', 'Honda-type ports'],
  diamond: ['Diamond, KLX type', 'KLX110-style ports'],
  oval: ['Oval, ZS155 type', 'KLX110-style ports'],
};

const CELL_W = 280;
const CELL_H = 226;

function Fastener({x, y}: {x: number; y: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={8} className="f-darkpart" />
      <circle cx={x} cy={y} r={3} className="f-ink" />
    </g>
  );
}

function Shape({cover, cx, cy}: {cover: Cover; cx: number; cy: number}) {
  if (cover === 'small' || cover === 'large') {
    const r = cover === 'small' ? 36 : 56;
    return <circle cx={cx} cy={cy} r={r} className="f-metal" />;
  }
  if (cover === 'diamond') {
    const dx = 74;
    const dy = 62;
    return (
      <g>
        <path
          d={`M${cx} ${cy - dy} Q${cx + 8} ${cy - dy} ${cx + dx} ${cy - 6} Q${cx + dx + 6} ${cy} ${cx + dx} ${cy + 6} L${cx + 8} ${cy + dy - 2} Q${cx} ${cy + dy + 2} ${cx - 8} ${cy + dy - 2} L${cx - dx} ${cy + 6} Q${cx - dx - 6} ${cy} ${cx - dx} ${cy - 6} Q${cx - 8} ${cy - dy} ${cx} ${cy - dy} Z`}
          className="f-metal"
        />
        <Fastener x={cx} y={cy - dy + 16} />
        <Fastener x={cx} y={cy + dy - 16} />
        <Fastener x={cx - dx + 20} y={cy} />
        <Fastener x={cx + dx - 20} y={cy} />
      </g>
    );
  }
  const rx = 80;
  const ry = 50;
  const at = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return {x: cx + (rx - 18) * Math.cos(a), y: cy + (ry - 15) * Math.sin(a)};
  };
  return (
    <g>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} className="f-metal" />
      {[40, 140, 220, 320].map((d) => (
        <Fastener key={d} {...at(d)} />
      ))}
    </g>
  );
}

export default function FigCamCoverShapes({covers = ['small', 'large', 'diamond', 'oval']}: {covers?: Cover[]}) {
  const rows = Math.ceil(covers.length / 2);
  return (
    <Svg h={rows * CELL_H - 10}>
      {covers.map((cover, i) => {
        const row = Math.floor(i / 2);
        // A last cover alone on its row sits in the middle.
        const alone = i === covers.length - 1 && covers.length % 2 === 1;
        const x0 = alone ? (560 - CELL_W) / 2 : (i % 2) * CELL_W;
        const y0 = row * CELL_H;
        const cx = x0 + CELL_W / 2;
        const [name, ports] = NAMES[cover];
        return (
          <g key={cover}>
            {/* The side face of the head around the cover. */}
            <rect x={x0 + 24} y={y0} width={CELL_W - 48} height={146} rx={16} className="f-part" />
            <Shape cover={cover} cx={cx} cy={y0 + 73} />
            <T x={cx} y={y0 + 170} a="middle" c="f-bold">
              {name}
            </T>
            <T x={cx} y={y0 + 196} a="middle" c="f-muted">
              {ports}
            </T>
          </g>
        );
      })}
    </Svg>
  );
}
