// The fuel path to clean, in the order fuel flows: the tank with its cap breather and the sediment and water
// at the bottom, the tap's screen on a pickup tube standing above that sediment, the inline filter with its
// arrow toward the carburetor, and the float bowl drain screw where the page starts.
import {Arrow, Box, Lead, Svg, T} from './kit';

export default function FigFuelPathClean() {
  return (
    <Svg h={384}>
      {/* Tank in section, with the cap and its breather on top. */}
      <path d="M20 80 Q20 40 64 40 L236 40 Q280 40 280 84 L280 176 L20 176 Z" className="f-part" />
      <rect x={170} y={24} width={56} height={16} rx={4} className="f-metal" />
      <line x1={198} y1={24} x2={198} y2={10} className="f-line" />
      <line x1={24} y1={92} x2={276} y2={92} className="f-dash" />
      {/* Sediment and water lying on the bottom. */}
      <rect x={22} y={158} width={256} height={16} className="f-darkpart" />
      {/* Pickup tube and screen standing up from the tap, above the sediment. */}
      <rect x={94} y={140} width={12} height={36} className="f-metal" />
      <rect x={86} y={100} width={28} height={44} rx={4} className="f-hl" />
      <line x1={90} y1={112} x2={110} y2={112} className="f-thin" />
      <line x1={90} y1={122} x2={110} y2={122} className="f-thin" />
      <line x1={90} y1={132} x2={110} y2={132} className="f-thin" />
      {/* Tap under the tank, with its lever. */}
      <rect x={80} y={176} width={40} height={36} rx={4} className="f-metal" />
      <rect x={120} y={186} width={28} height={16} rx={3} className="f-darkpart" />
      {/* Hose from the tap to the inline filter, and on to the carburetor, with a clip at each joint. */}
      <path d="M100 212 L100 270 L170 270" className="f-line" strokeWidth={6} />
      <path d="M290 270 L372 270" className="f-line" strokeWidth={6} />
      <rect x={94} y={214} width={12} height={8} className="f-darkpart" />
      <rect x={158} y={264} width={8} height={12} className="f-darkpart" />
      <rect x={294} y={264} width={8} height={12} className="f-darkpart" />
      <rect x={360} y={264} width={8} height={12} className="f-darkpart" />
      {/* Inline filter, arrow toward the carburetor. */}
      <Box x={170} y={250} width={120} height={40} shape="filter" />
      <Arrow x1={186} y1={270} x2={274} y2={270} c="hl" />
      {/* Carburetor body and float bowl with its drain screw. */}
      <rect x={372} y={236} width={160} height={62} rx={8} className="f-part" />
      <rect x={398} y={298} width={108} height={58} rx={10} className="f-part" />
      <rect x={506} y={332} width={20} height={14} className="f-metal" />
      {/* Labels. */}
      <T x={234} y={10} c="f-small">
        Breather in the cap
      </T>
      <Lead x1={300} y1={112} x2={116} y2={118} />
      <T x={308} y={104} c="f-small">
        Tap screen on its
      </T>
      <T x={308} y={128} c="f-small">
        pickup tube, above
      </T>
      <T x={308} y={152} c="f-small">
        the sediment
      </T>
      <Lead x1={300} y1={182} x2={270} y2={166} />
      <T x={308} y={186} c="f-muted f-small">
        Sediment, water, rust
      </T>
      <T x={156} y={222} c="f-small">
        Fuel tap
      </T>
      <T x={230} y={312} a="middle" c="f-small">
        Inline filter:
      </T>
      <T x={230} y={336} a="middle" c="f-small">
        arrow to the carb
      </T>
      <T x={452} y={220} a="middle" c="f-small">
        Carburetor
      </T>
      <T x={548} y={376} a="end" c="f-small">
        Float bowl drain screw
      </T>
    </Svg>
  );
}
