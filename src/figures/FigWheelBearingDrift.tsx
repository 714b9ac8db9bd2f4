// Removing a hub bearing with a drift: the spacer pushed aside so the drift tip rests on the inner race of
// the far bearing; tap, move the drift across, tap again.
import {Svg, T} from './kit';

export default function FigWheelBearingDrift() {
  return (
    <Svg h={300}>
      {/* Hub in section. */}
      <rect x={60} y={60} width={440} height={40} className="f-part" />
      <rect x={60} y={200} width={440} height={40} className="f-part" />
      {/* Bearings at each end: outer race, balls, inner race. */}
      {[60, 440].map((x) => (
        <g key={x}>
          <rect x={x} y={100} width={60} height={100} className="f-metal" />
          <rect x={x + 10} y={128} width={40} height={44} className="f-paper" />
          <circle cx={x + 30} cy={114} r={8} className="f-darkpart" />
          <circle cx={x + 30} cy={186} r={8} className="f-darkpart" />
        </g>
      ))}
      {/* Spacer pushed to one side. */}
      <rect x={120} y={160} width={320} height={32} className="f-amber-part" />
      {/* Drift through the near bearing onto the far bearing's inner race. */}
      <line x1={4} y1={142} x2={446} y2={132} className="f-hl-line" strokeWidth={10} />
      <T x={20} y={30} c="f-accent f-bold">
        Drift through the near bearing
      </T>
      <T x={280} y={177} a="middle" c="f-small" box="spacer">
        Spacer, pushed aside
      </T>
      <rect x={120} y={160} width={320} height={32} className="f-thin" data-shape="spacer" />
      <T x={470} y={258} a="middle" c="f-small">
        Far bearing
      </T>
      <T x={90} y={258} a="middle" c="f-small">
        Near bearing
      </T>
      <T x={280} y={290} a="middle" c="f-small">
        Tap on the inner race, then move across
      </T>
    </Svg>
  );
}
