// Throttle free play: the distance a mark on the grip flange moves before the slide spring resists.
import {Arrow, Svg, T} from './kit';

export default function FigThrottleFreePlay() {
  return (
    <Svg h={300}>
      {/* Twist grip and housing, seen from the rider's side. */}
      <rect x={60} y={90} width={280} height={90} rx={40} className="f-part" />
      {[110, 140, 170, 200, 230, 260, 290].map((x) => (
        <line key={x} x1={x} y1={96} x2={x} y2={174} className="f-thin" />
      ))}
      <rect x={340} y={80} width={30} height={110} rx={6} className="f-metal" />
      <rect x={370} y={70} width={110} height={130} rx={10} className="f-part" />
      <T x={425} y={135} a="middle" c="f-small">
        Housing
      </T>
      {/* Marks on the flange and the housing. */}
      <line x1={370} y1={110} x2={390} y2={110} className="f-line" strokeWidth={4} />
      <line x1={340} y1={110} x2={370} y2={110} className="f-hl-line" strokeWidth={4} />
      <line x1={340} y1={140} x2={370} y2={140} className="f-dash" strokeWidth={3} />
      <Arrow x1={355} y1={114} x2={355} y2={138} c="hl" />
      <T x={380} y={236} a="middle" c="f-accent f-bold">
        Flange mark moves
      </T>
      <T x={380} y={262} a="middle" c="f-small">
        until the spring resists
      </T>
      <line x1={355} y1={146} x2={370} y2={222} className="f-thin" />
      <T x={200} y={60} a="middle" c="f-small">
        Grip
      </T>
      <T x={355} y={40} a="middle" c="f-small">
        Flange
      </T>
      <line x1={355} y1={50} x2={355} y2={78} className="f-thin" />
    </Svg>
  );
}
