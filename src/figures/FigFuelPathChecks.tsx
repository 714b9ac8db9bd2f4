// The no-start fuel checks in the order fuel flows: tank cap vent, tap (ON, then RES), the line pulled off at
// the carburetor into a jar, then the float bowl drain into the jar.
import {Svg, T} from './kit';

function Step({x, y, n}: {x: number; y: number; n: string}) {
  return (
    <g>
      <circle cx={x} cy={y} r={15} className="f-hl" />
      <T x={x} y={y + 1} a="middle" c="f-bold f-accent">
        {n}
      </T>
    </g>
  );
}

export default function FigFuelPathChecks() {
  return (
    <Svg h={470}>
      {/* Tank with its cap and vent. */}
      <path d="M20 60 Q20 30 60 30 L240 30 Q280 30 280 70 L280 150 L20 150 Z" className="f-part" />
      <rect x={120} y={12} width={60} height={18} rx={4} className="f-metal" />
      <line x1={150} y1={12} x2={150} y2={0} className="f-line" />
      <T x={190} y={74} c="f-small">
        Tank
      </T>
      {/* Tap under the tank. */}
      <rect x={60} y={150} width={40} height={44} rx={4} className="f-metal" />
      <rect x={100} y={162} width={26} height={18} rx={3} className="f-darkpart" />
      {/* Fuel line to the carburetor. */}
      <path d="M80 194 Q80 260 200 262 L260 262" className="f-line" strokeWidth={6} />
      {/* Carburetor and float bowl. */}
      <rect x={260} y={230} width={170} height={64} rx={8} className="f-part" />
      <rect x={290} y={294} width={110} height={66} rx={10} className="f-part" />
      <rect x={400} y={330} width={18} height={14} className="f-metal" />
      <path d="M345 360 L345 420" className="f-line" strokeWidth={4} />
      <T x={345} y={212} a="middle" c="f-small">
        Carburetor
      </T>
      {/* Jar under the drain hose. */}
      <path d="M300 400 L300 460 L390 460 L390 400" className="f-line" />
      <path d="M302 440 L388 440" className="f-thin" />
      {/* The four checks. */}
      <Step x={210} y={12} n="1" />
      <T x={300} y={4} c="f-small">
        Open the cap:
      </T>
      <T x={300} y={28} c="f-small">
        a hiss = blocked vent
      </T>
      <Step x={40} y={172} n="2" />
      <T x={136} y={172} c="f-small">
        Tap ON, then RES
      </T>
      <Step x={260} y={262} n="3" />
      <T x={440} y={252} c="f-small">
        Line off
      </T>
      <T x={440} y={276} c="f-small">
        at carb:
      </T>
      <T x={440} y={300} c="f-small">
        steady flow
      </T>
      <Step x={430} y={337} n="4" />
      <T x={454} y={366} c="f-small">
        Bowl drain:
      </T>
      <T x={454} y={390} c="f-small">
        free flow,
      </T>
      <T x={454} y={414} c="f-small">
        no water
      </T>
      <T x={290} y={424} a="end" c="f-muted f-small">
        Catch fuel
      </T>
      <T x={290} y={448} a="end" c="f-muted f-small">
        in a clear jar
      </T>
    </Svg>
  );
}
