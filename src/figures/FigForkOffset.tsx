// Lower triple clamp laid flat, seen from above (schematic): offset is the square distance from the steering
// stem's center to a straightedge across the centers of both leg bores; clamp spacing is measured across the
// outside of both legs, and one tube diameter taken off gives center to center. The legs sit ahead of the stem,
// toward the front of the bike.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigForkOffset() {
  return (
    <Svg h={356}>
      {/* Across the outside of both legs. */}
      <line x1={90} y1={58} x2={90} y2={122} className="f-thin" />
      <line x1={470} y1={58} x2={470} y2={122} className="f-thin" />
      <Arrow x1={90} y1={64} x2={470} y2={64} c="blue" both />
      <T x={280} y={40} a="middle" c="f-small f-blue f-bold">
        Across the outside of both legs
      </T>
      {/* The clamp, with its two leg bores and the stem behind them. */}
      <path
        d="M100 86 L460 86 Q506 86 506 134 Q506 180 462 184 L344 196 Q330 268 280 268 Q230 268 216 196 L98 184 Q54 180 54 134 Q54 86 100 86 Z"
        className="f-part"
      />
      <circle cx={130} cy={134} r={40} className="f-metal" />
      <circle cx={430} cy={134} r={40} className="f-metal" />
      <circle cx={280} cy={226} r={22} className="f-darkpart" />
      {/* Straightedge across the bore centers, and the offset square to it. */}
      <line x1={20} y1={134} x2={540} y2={134} className="f-hl-line" />
      <path d="M124 134 h12 M130 128 v12 M424 134 h12 M430 128 v12" className="f-line" />
      <Arrow x1={280} y1={138} x2={280} y2={220} c="hl" both />
      <path d="M272 226 h16 M280 218 v16" className="f-line" />
      <T x={296} y={168} c="f-accent f-bold">
        Offset
      </T>
      {/* Front of the bike, toward the legs. */}
      <Arrow x1={470} y1={262} x2={470} y2={212} />
      <T x={482} y={238} c="f-small f-bold">
        Front
      </T>
      <Lead x1={30} y1={282} x2={30} y2={134} />
      <T x={0} y={296} c="f-small">
        Straightedge across both bore centers
      </T>
      <T x={0} y={322} c="f-small">
        Center to center = outside − one tube diameter
      </T>
      <T x={0} y={348} c="f-small f-muted">
        Schematic from above: stem behind the legs
      </T>
      <T x={130} y={160} a="middle" c="f-small">
        Leg
      </T>
      <T x={430} y={160} a="middle" c="f-small">
        Leg
      </T>
      <T x={206} y={240} a="end" c="f-small">
        Stem
      </T>
    </Svg>
  );
}
