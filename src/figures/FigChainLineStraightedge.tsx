// Checking the chain line after an engine swap, seen from above: a straightedge laid along the face of the rear
// sprocket and carried forward to the front sprocket. In line, it lies flat on both faces; out of line, it
// leaves a gap at one sprocket, taken up by spacing the engine or the rear sprocket. A schematic: sprockets
// seen edge-on as bars, the engine case and the rear hub as blocks beside them.
import {Arrow, Svg, T} from './kit';

function Panel({top, offset, title}: {top: number; offset: number; title: string}) {
  const cy = top + 60; // the rear sprocket's outer face
  return (
    <g>
      <T x={0} y={top} c="f-bold">
        {title}
      </T>
      {/* Engine case and front sprocket, rear hub and rear sprocket. */}
      <rect x={30} y={cy + offset + 12} width={170} height={58} rx={8} className="f-part" />
      <rect x={70} y={cy + offset} width={90} height={10} rx={2} className="f-metal" />
      <rect x={400} y={cy + 12} width={80} height={50} rx={6} className="f-part" />
      <rect x={370} y={cy} width={140} height={10} rx={2} className="f-metal" />
      {/* Straightedge along the rear sprocket's face, carried forward. */}
      <rect x={40} y={cy - 8} width={500} height={8} className="f-hl" />
      {offset > 0 && (
        <g>
          <Arrow x1={180} y1={cy - 1} x2={180} y2={cy + offset} c="hl" both />
          <T x={192} y={cy + offset / 2} c="f-accent f-small">
            Gap
          </T>
        </g>
      )}
    </g>
  );
}

export default function FigChainLineStraightedge() {
  return (
    <Svg h={404}>
      <T x={560} y={0} a="end" c="f-muted f-small">
        Seen from above (schematic)
      </T>
      <Panel top={30} offset={0} title="In line: flat on both sprockets" />
      <Panel top={230} offset={18} title="Out of line: a gap at one sprocket" />
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
        Space the engine or rear sprocket until it lies flat
      </T>
    </Svg>
  );
}
