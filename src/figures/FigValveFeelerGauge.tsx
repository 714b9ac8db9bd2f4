// Valve clearance: the feeler blade sits between the rocker's adjuster screw and the tip of the valve stem.
import {Lead, Svg, T} from './kit';

export default function FigValveFeelerGauge() {
  return (
    <Svg h={360}>
      {/* Cam on its base circle (valve closed): the lobe points away from the rocker. */}
      <path d="M80 236 A38 38 0 1 1 140 236 Q110 296 80 236 Z" className="f-metal" />
      <T x={110} y={318} a="middle" c="f-muted">
        Cam
      </T>
      {/* Rocker arm on its shaft. */}
      <path d="M92 150 L330 118 Q352 116 352 138 L352 154 L110 172 Q86 172 86 160 Z" className="f-part" />
      <circle cx={210} cy={146} r={13} className="f-darkpart" />
      <Lead x1={200} y1={70} x2={256} y2={146} />
      <T x={200} y={58} a="middle">
        Rocker arm
      </T>
      {/* Adjuster screw and locknut. */}
      <rect x={318} y={86} width={20} height={98} className="f-metal" />
      <rect x={306} y={96} width={44} height={20} className="f-darkpart" />
      <Lead x1={380} y1={80} x2={350} y2={104} />
      <T x={384} y={74}>
        Locknut
      </T>
      <Lead x1={380} y1={140} x2={338} y2={160} />
      <T x={384} y={134}>
        Adjuster screw
      </T>
      {/* Feeler blade in the gap. */}
      <rect x={296} y={184} width={220} height={7} className="f-hl" />
      <Lead x1={440} y1={210} x2={440} y2={191} />
      <T x={362} y={222} c="f-accent f-bold">
        Feeler blade
      </T>
      {/* Valve stem, retainer and spring. */}
      <rect x={318} y={191} width={20} height={150} className="f-metal" />
      <rect x={298} y={224} width={60} height={12} className="f-darkpart" />
      <path d="M304 244 L352 254 L304 264 L352 274 L304 284 L352 294 L304 304 L352 314" className="f-line" />
      <Lead x1={384} y1={330} x2={338} y2={330} />
      <T x={390} y={330}>
        Valve stem
      </T>
      <Lead x1={384} y1={276} x2={352} y2={276} />
      <T x={390} y={276}>
        Valve spring
      </T>
      <T x={20} y={24} c="f-blue">
        Screw the adjuster in for a smaller gap
      </T>
    </Svg>
  );
}
