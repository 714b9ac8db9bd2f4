// Pump-and-hold bleeding: ring wrench on the nipple first, a clear tube into a jar with its end under
// fresh fluid, and the order of lever and nipple.
import {Lead, Svg, T} from './kit';

export default function FigBrakeBleed() {
  return (
    <Svg h={380}>
      {/* Caliper on the disc. */}
      <rect x={30} y={150} width={40} height={170} rx={6} className="f-darkpart" />
      <rect x={60} y={170} width={140} height={130} rx={14} className="f-part" />
      {/* Bleed nipple with the ring wrench and the clear tube. */}
      <rect x={150} y={142} width={16} height={30} className="f-metal" />
      <rect x={130} y={150} width={56} height={12} rx={6} className="f-blue-part" />
      <path d="M158 142 Q158 90 230 90 Q300 90 300 200 L300 318" className="f-line" strokeWidth={5} />
      <Lead x1={80} y1={110} x2={140} y2={156} />
      <T x={14} y={86}>
        Ring wrench
      </T>
      <T x={230} y={70} a="middle" c="f-small">
        Clear tube
      </T>
      {/* Jar with fluid covering the tube end. */}
      <path d="M250 230 L250 340 Q250 350 260 350 L340 350 Q350 350 350 340 L350 230" className="f-line" />
      <rect x={252} y={290} width={96} height={58} className="f-amber-part" />
      <T x={360} y={318} c="f-small">
        Tube end
      </T>
      <T x={360} y={342} c="f-small">
        under fluid
      </T>
      {/* The sequence. */}
      <T x={380} y={150} c="f-bold">
        1 Squeeze, hold
      </T>
      <T x={380} y={178}>
        2 Open ¼ turn
      </T>
      <T x={380} y={206}>
        3 Close
      </T>
      <T x={380} y={234}>
        4 Release
      </T>
      <T x={380} y={110} c="f-muted f-small">
        At the lever:
      </T>
      <T x={130} y={345} a="middle" c="f-muted f-small">
        Caliper
      </T>
    </Svg>
  );
}
