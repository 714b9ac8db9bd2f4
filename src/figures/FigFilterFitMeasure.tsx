// What to measure for a pod filter, with the carburetor and the filter drawn apart: the outside diameter of the
// carburetor's air-side spigot at the clamp band, the usable spigot length back to the first step, the inside
// diameter of the filter neck, and the angle between the neck and the filter body. The clearance check is done
// with the filter held in place.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigFilterFitMeasure() {
  return (
    <Svg h={364}>
      {/* Carburetor: slide tower and cap, body, float bowl, the step, and the air-side spigot. */}
      <rect x={30} y={36} width={60} height={62} className="f-part" />
      <rect x={24} y={24} width={72} height={14} rx={4} className="f-metal" />
      <rect x={0} y={96} width={122} height={128} rx={10} className="f-part" />
      <rect x={20} y={222} width={82} height={44} rx={8} className="f-part" />
      <rect x={120} y={108} width={24} height={104} className="f-metal" />
      <rect x={144} y={122} width={92} height={76} className="f-metal" />
      <T x={61} y={160} a="middle" c="f-muted f-small">
        Carb
      </T>

      {/* Spigot outside diameter, at the band where the clamp sits. */}
      <Arrow x1={214} y1={124} x2={214} y2={196} c="hl" both />
      <Lead x1={184} y1={58} x2={214} y2={140} />
      <T x={136} y={22} c="f-accent f-bold">
        Spigot outside
      </T>
      <T x={136} y={46} c="f-small">
        Two ways, at the clamp
      </T>
      {/* Usable length: open end back to the first step. */}
      <line x1={144} y1={214} x2={144} y2={256} className="f-thin" />
      <line x1={236} y1={202} x2={236} y2={256} className="f-thin" />
      <Arrow x1={145} y1={246} x2={235} y2={246} both />
      <T x={190} y={276} a="middle" c="f-small">
        Usable length
      </T>

      {/* Pod filter: body angled up from its neck. */}
      <g transform="rotate(-30 346 160)">
        <rect x={346} y={92} width={190} height={136} rx={26} className="f-part" />
        {[124, 148, 172, 196].map((y) => (
          <line key={y} x1={478} y1={y} x2={520} y2={y} className="f-thin" />
        ))}
      </g>
      <rect x={290} y={118} width={58} height={84} rx={4} className="f-part" />
      <line x1={290} y1={128} x2={348} y2={128} className="f-dash" />
      <line x1={290} y1={192} x2={348} y2={192} className="f-dash" />
      <Arrow x1={318} y1={129} x2={318} y2={191} c="blue" both />
      <Lead x1={320} y1={252} x2={318} y2={176} />
      <T x={294} y={266} c="f-blue f-bold">
        Neck inside
      </T>
      <T x={294} y={290} c="f-small">
        Unstretched
      </T>
      {/* Neck angle between the neck axis and the body axis. */}
      <line x1={346} y1={160} x2={556} y2={160} className="f-dash" strokeWidth={2} />
      <line x1={346} y1={160} x2={519} y2={60} className="f-dash" strokeWidth={2} />
      <path d="M456 160 A110 110 0 0 0 441 105" className="f-line" strokeWidth={4} />
      <Lead x1={500} y1={232} x2={452} y2={132} />
      <T x={560} y={246} a="end" c="f-bold">
        Neck angle
      </T>

      <T x={0} y={322} c="f-muted f-small">
        Then, filter held in place: clearance to frame,
      </T>
      <T x={0} y={346} c="f-muted f-small">
        shock, side cover and tire at full travel
      </T>
    </Svg>
  );
}
