// What the parts of a tire size code measure: the rim diameter is the bead seat diameter of the wheel (side
// view); the section width is the widest point of the inflated tire and the aspect ratio is the sidewall height
// as a share of that width (the tire cut through, on its rim).
import {Arrow, Svg, T} from './kit';

const W = {x: 130, y: 165};
const TIRE = 120;
const SEAT = 72;

export default function FigTireSizeParts() {
  return (
    <Svg h={372}>
      {/* Side view: tire, rim, spokes, hub; the rim diameter across the bead seats. */}
      <circle cx={W.x} cy={W.y} r={TIRE} className="f-darkpart" />
      <circle cx={W.x} cy={W.y} r={SEAT} className="f-metal" />
      <circle cx={W.x} cy={W.y} r={SEAT - 10} className="f-paper" />
      {[0, 45, 90, 135].map((a) => {
        const dx = Math.cos((a * Math.PI) / 180) * (SEAT - 10);
        const dy = Math.sin((a * Math.PI) / 180) * (SEAT - 10);
        return <line key={a} x1={W.x - dx} y1={W.y - dy} x2={W.x + dx} y2={W.y + dy} className="f-thin" />;
      })}
      <circle cx={W.x} cy={W.y} r={16} className="f-metal" />
      <Arrow x1={W.x - SEAT} y1={W.y} x2={W.x + SEAT} y2={W.y} both />
      <T x={W.x} y={310} a="middle" c="f-bold">
        Rim diameter
      </T>
      <T x={W.x} y={336} a="middle" c="f-small">
        At the bead seat
      </T>

      {/* The tire cut through on its rim: section width at the widest point, sidewall height from the bead seat. */}
      <T x={435} y={8} a="middle" c="f-accent f-bold">
        Section width
      </T>
      <line x1={328} y1={36} x2={328} y2={170} className="f-thin" />
      <line x1={542} y1={36} x2={542} y2={170} className="f-thin" />
      <Arrow x1={328} y1={40} x2={542} y2={40} c="hl" both />
      <path d="M360 236 L374 236 L376 270 L494 270 L496 236 L510 236 L506 290 L364 290 Z" className="f-metal" />
      <path
        d="M380 264 Q328 248 328 170 Q328 63 435 63 Q542 63 542 170 Q542 248 490 264 L478 264 Q528 246 528 170 Q528 77 435 77 Q342 77 342 170 Q342 246 392 264 Z"
        className="f-darkpart"
      />

      <Arrow x1={435} y1={268} x2={435} y2={65} c="blue" both />
      <T x={435} y={310} a="middle" c="f-blue f-bold">
        Sidewall height
      </T>
      <T x={435} y={336} a="middle" c="f-small">
        Aspect ratio: height
      </T>
      <T x={435} y={360} a="middle" c="f-small">
        as a share of width
      </T>
    </Svg>
  );
}
