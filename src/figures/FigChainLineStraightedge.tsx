// Checking the chain line after an engine swap, seen from above: a straightedge laid along the outer face of the
// front sprocket and carried back to the rear sprocket. In line, it lies flat on both faces. Out of line, drawn
// here with the rear sprocket inboard of the front, it leaves a gap at the rear sprocket: a spacer behind the
// rear sprocket moves it out, or spacing the engine moves the front sprocket in, until it lies flat. (With the
// straightedge on the rear sprocket and the gap at the front, spacing the rear sprocket out would widen the gap.)
// A schematic: sprockets seen edge-on as bars, the engine case and the rear hub as blocks beside them.
import {Arrow, Svg, T} from './kit';

function Panel({top, offset, title}: {top: number; offset: number; title: string}) {
  const cy = top + 60; // the front sprocket's outer face
  return (
    <g>
      <T x={0} y={top} c="f-bold">
        {title}
      </T>
      {/* Engine case and front sprocket, rear hub and rear sprocket. */}
      <rect x={30} y={cy + 12} width={170} height={58} rx={8} className="f-part" />
      <rect x={70} y={cy} width={90} height={10} rx={2} className="f-metal" />
      <rect x={400} y={cy + offset + 12} width={80} height={50} rx={6} className="f-part" />
      <rect x={370} y={cy + offset} width={140} height={10} rx={2} className="f-metal" />
      {/* Straightedge along the front sprocket's face, carried back. */}
      <rect x={40} y={cy - 8} width={500} height={8} className="f-hl" />
      {offset > 0 && (
        <g>
          <Arrow x1={440} y1={cy - 1} x2={440} y2={cy + offset} c="hl" both />
          <T x={518} y={cy + offset + 10} c="f-accent f-small">
            Gap
          </T>
        </g>
      )}
    </g>
  );
}

export default function FigChainLineStraightedge() {
  return (
    <Svg h={428}>
      <T x={560} y={0} a="end" c="f-muted f-small">
        Seen from above (schematic)
      </T>
      <Panel top={30} offset={0} title="In line: flat on both sprockets" />
      <Panel top={230} offset={22} title="Out of line: a gap at the rear sprocket" />
      <T x={115} y={178} a="middle" c="f-small">
        Engine, front sprocket
      </T>
      <T x={440} y={178} a="middle" c="f-small">
        Hub, rear sprocket
      </T>
      <T x={290} y={68} a="middle" c="f-accent f-small">
        Straightedge
      </T>
      <T x={0} y={398} c="f-small">
        Space the rear sprocket out, or the engine in,
      </T>
      <T x={0} y={422} c="f-small">
        until it lies flat on both
      </T>
    </Svg>
  );
}
