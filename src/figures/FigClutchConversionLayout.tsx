// Hand clutch conversion seen from above, front at the top: perch and lever on the left bar, the cable in
// gentle curves to the release arm on the new right-hand cover, an adjuster at each end, and the gear lever
// on the left, which no longer opens the clutch.
import {Arrow, Box, Lead, Svg, T} from './kit';

export default function FigClutchConversionLayout() {
  return (
    <Svg h={470}>
      <Arrow x1={540} y1={60} x2={540} y2={4} c="blue" />
      <T x={528} y={20} a="end" c="f-blue f-bold">
        Front
      </T>
      {/* Handlebar with grips, and the steering head. */}
      <rect x={40} y={85} width={480} height={10} rx={4} className="f-metal" />
      <rect x={20} y={80} width={70} height={20} rx={8} className="f-darkpart" />
      <rect x={470} y={80} width={70} height={20} rx={8} className="f-darkpart" />
      <circle cx={280} cy={90} r={16} className="f-metal" />
      {/* Perch and lever on the left bar, the lever ahead of the bar. */}
      <rect x={100} y={78} width={30} height={24} rx={4} className="f-metal" />
      <path d="M104 80 Q80 60 30 62" className="f-line" strokeWidth={6} />
      <rect x={124} y={100} width={16} height={22} rx={3} className="f-amber-part" />
      <T x={14} y={36} c="f-bold">
        Perch and lever, left bar
      </T>
      <Lead x1={60} y1={200} x2={132} y2={114} />
      <T x={0} y={214} c="f-small">
        Handlebar adjuster
      </T>
      {/* Engine from above, the new right-hand cover on its right side. */}
      <Box x={120} y={250} width={200} height={150} shape="engine" />
      <T x={220} y={330} a="middle" c="f-muted" box="engine">
        Engine
      </T>
      <rect x={320} y={264} width={50} height={122} rx={10} className="f-green-part" />
      <rect x={370} y={282} width={48} height={12} rx={4} className="f-metal" />
      {/* Cable: gentle curves from the perch to the release arm. */}
      <path d="M132 122 C140 230 420 160 412 278" className="f-line" strokeWidth={4} />
      <rect x={402} y={236} width={20} height={24} rx={3} className="f-amber-part" />
      <T x={436} y={240} c="f-small">
        Engine-side
      </T>
      <T x={436} y={264} c="f-small">
        adjuster
      </T>
      <T x={436} y={300} c="f-small">
        Release arm
      </T>
      <T x={560} y={420} a="end" c="f-green f-bold">
        New right-hand cover
      </T>
      <T x={560} y={446} a="end" c="f-small f-muted">
        Clutch and release inside
      </T>
      {/* Gear lever on the left of the engine. */}
      <polygon points="120,354 52,326 48,336 120,366" className="f-metal" />
      <Lead x1={30} y1={414} x2={56} y2={334} />
      <T x={0} y={428} c="f-small">
        Gear lever: shifts only,
      </T>
      <T x={0} y={452} c="f-small">
        no longer opens the clutch
      </T>
      <T x={560} y={150} a="end" c="f-small f-muted">
        Cable clear at full lock
      </T>
    </Svg>
  );
}
