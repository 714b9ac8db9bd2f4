// Telling a spine frame from a cradle, seen from the left side with the front to the left (schematic): a spine
// runs from the steering head over the engine to the swingarm pivot and the engine hangs from it on lugs; a cradle
// adds a down tube that passes in front of and under the crankcase and climbs back to the pivot; a down tube that
// stops at a bracket in front of the engine leaves the frame a spine.
import type {ReactNode} from 'react';
import {Box, Lead, Svg, T} from './kit';

function Panel({y, name, lines, tube, shape}: {y: number; name: string; lines: string[]; tube?: ReactNode; shape: string}) {
  return (
    <g>
      {/* Engine, hung from the spine on two lugs. */}
      <Box x={96} y={y + 70} width={130} height={66} shape={shape} />
      <T x={161} y={y + 103} a="middle" c="f-small" box={shape}>
        Engine
      </T>
      <path d={`M130 ${y + 46} V${y + 70} M206 ${y + 52} V${y + 70}`} className="f-line" strokeWidth={4} />
      {tube}
      {/* Steering head, spine and swingarm pivot. */}
      <rect x={40} y={y + 4} width={20} height={50} rx={4} className="f-darkpart" transform={`rotate(20 50 ${y + 29})`} />
      <path d={`M60 ${y + 26} L150 ${y + 42} L240 ${y + 54} L262 ${y + 94}`} className="f-line" strokeWidth={8} />
      <circle cx={262} cy={y + 100} r={10} className="f-metal" />
      <T x={300} y={y + 20} c="f-bold">
        {name}
      </T>
      {lines.map((l, i) => (
        <T key={l} x={300} y={y + 50 + i * 24} c="f-small">
          {l}
        </T>
      ))}
    </g>
  );
}

export default function FigFrameTypes() {
  return (
    <Svg h={560}>
      <Panel
        y={0}
        name="Spine"
        shape="engine-spine"
        lines={['Bare crankcase or a', 'skid plate underneath:', 'the engine is part of', 'the structure']}
      />
      {/* Name the two ends of the spine once: the steering head and the swingarm pivot. */}
      <Lead x1={22} y1={78} x2={42} y2={50} />
      <T x={0} y={92} c="f-small">
        Steering
      </T>
      <T x={0} y={114} c="f-small">
        head
      </T>
      <T x={262} y={132} a="middle" c="f-small">
        Pivot
      </T>
      <line x1={0} y1={176} x2={560} y2={176} className="f-dash" />
      <Panel
        y={192}
        name="Cradle"
        shape="engine-cradle"
        lines={['Tube in front of and', 'under the crankcase,', 'back up to the pivot']}
        tube={<path d="M52 236 L80 346 Q84 356 96 356 L250 356 L262 302" className="f-blue-line" strokeWidth={8} />}
      />
      <line x1={0} y1={368} x2={560} y2={368} className="f-dash" />
      <Panel
        y={384}
        name="Still a spine"
        shape="engine-bracket"
        lines={['Down tube stops at a', 'bracket in front of', 'the engine']}
        tube={
          <g>
            <path d="M52 428 L78 479 L90 479" className="f-blue-line" strokeWidth={8} />
            <rect x={86} y={466} width={10} height={26} className="f-darkpart" />
          </g>
        }
      />
      <T x={0} y={548} c="f-small f-muted">
        Schematic, seen from the left; front to the left
      </T>
    </Svg>
  );
}
