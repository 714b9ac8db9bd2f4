// Sizing a spoke by measuring it (schematic): diameter on the plain shank, not on the rolled thread; length from
// the inside of the bend at the hub end to the tip of the thread.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigSpokeMeasure() {
  return (
    <Svg h={246}>
      <T x={0} y={12} c="f-bold">
        Spoke
      </T>
      {/* Head and bent end at the hub, the plain shank, and the rolled thread at the rim end. */}
      <rect x={40} y={40} width={36} height={12} rx={3} className="f-darkpart" />
      <path d="M52 52 L52 118 Q52 134 68 134 L540 134 L540 146 L68 146 Q40 146 40 118 L40 52 Z" className="f-metal" />
      <rect x={430} y={132} width={110} height={16} className="f-metal" />
      <path
        d="M440 132 l-6 16 M452 132 l-6 16 M464 132 l-6 16 M476 132 l-6 16 M488 132 l-6 16 M500 132 l-6 16 M512 132 l-6 16 M524 132 l-6 16 M536 132 l-6 16"
        className="f-thin"
      />
      <T x={86} y={46} c="f-small f-muted">
        Hub end
      </T>
      {/* Caliper on the plain shank. */}
      <Arrow x1={290} y1={100} x2={290} y2={132} c="blue" />
      <Arrow x1={290} y1={176} x2={290} y2={148} c="blue" />
      <T x={100} y={84} c="f-small f-blue f-bold">
        Diameter: on the plain shank
      </T>
      <Lead x1={500} y1={166} x2={500} y2={150} />
      <T x={560} y={178} a="end" c="f-small">
        Not on the rolled thread
      </T>
      {/* Length, from the inside of the bend to the tip of the thread. */}
      <line x1={52} y1={124} x2={52} y2={222} className="f-thin" />
      <line x1={540} y1={150} x2={540} y2={222} className="f-thin" />
      <Arrow x1={52} y1={212} x2={540} y2={212} c="hl" both />
      <T x={296} y={236} a="middle" c="f-small f-accent f-bold">
        Length: inside of the bend to the thread tip
      </T>
    </Svg>
  );
}
