// Where a carburetor's bore is measured: with the throttle fully open, across the bore where the slide sits,
// with the caliper's inside jaws; not at the flared air-filter end, which is usually wider. A slide
// carburetor in section, air-filter end on the left; a schematic, with the needle and jets left out.
import {Arrow, Svg, T} from './kit';

const TOP = 160; // bore, top wall
const BOT = 240; // bore, bottom wall

export default function FigCarbBoreMeasure() {
  return (
    <Svg h={384}>
      {/* Body, slide tower and float bowl. */}
      <rect x={150} y={110} width={320} height={180} rx={10} className="f-part" />
      <rect x={264} y={30} width={92} height={100} rx={6} className="f-part" />
      <rect x={250} y={286} width={120} height={60} rx={10} className="f-part" />
      {/* Bore, flaring out toward the air-filter end, and the engine-side spigot. */}
      <path d={`M40 ${TOP - 40} Q120 ${TOP - 4} 150 ${TOP} H474 V${BOT} H150 Q120 ${BOT + 4} 40 ${BOT + 40} Z`} className="f-paper" />
      <path d={`M40 ${TOP - 40} Q120 ${TOP - 4} 150 ${TOP} H470 M470 ${BOT} H150 Q120 ${BOT + 4} 40 ${BOT + 40}`} className="f-line" fill="none" />
      <rect x={470} y={TOP - 14} width={70} height={14} className="f-metal" />
      <rect x={470} y={BOT} width={70} height={14} className="f-metal" />
      {/* Slide lifted clear of the bore: throttle fully open. */}
      <rect x={276} y={44} width={68} height={TOP - 48} rx={4} className="f-metal" />

      {/* Measure here. */}
      <Arrow x1={310} y1={TOP + 1} x2={310} y2={BOT - 1} c="hl" both />
      <T x={322} y={188} c="f-accent f-bold f-small">
        Measure here,
      </T>
      <T x={322} y={212} c="f-accent f-bold f-small">
        under the slide
      </T>
      <T x={560} y={312} a="end" c="f-small">
        Engine side
      </T>
      <T x={0} y={20} c="f-small">
        Throttle fully open:
      </T>
      <T x={0} y={44} c="f-small">
        slide up out of the bore
      </T>

      {/* Not at the flared end. */}
      <Arrow x1={62} y1={TOP - 30} x2={62} y2={BOT + 30} both />
      <line x1={48} y1={178} x2={76} y2={222} className="f-hl-line" />
      <line x1={76} y1={178} x2={48} y2={222} className="f-hl-line" />
      <T x={0} y={312} c="f-small">
        Not at the flared
      </T>
      <T x={0} y={336} c="f-small">
        air-filter end: wider
      </T>
      <T x={310} y={372} a="middle" c="f-muted f-small">
        Slide carburetor in section (schematic)
      </T>
    </Svg>
  );
}
