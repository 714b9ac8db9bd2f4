// Clip master link: the closed end of the clip points the way the chain moves.
import {Arrow, Svg, T} from './kit';

export default function FigMasterLinkClip() {
  const pins = [60, 130, 200, 270, 340, 410, 480];
  return (
    <Svg h={260}>
      <T x={280} y={26} a="middle" c="f-blue f-bold">
        Direction of chain travel
      </T>
      <Arrow x1={150} y1={52} x2={410} y2={52} c="blue" />
      {/* Link plates. */}
      {pins.slice(0, -1).map((x, i) => (
        <rect key={x} x={x - 22} y={100} width={114} height={60} rx={30} className={i === 2 ? 'f-part' : 'f-metal'} />
      ))}
      {pins.map((x) => (
        <circle key={x} cx={x} cy={130} r={14} className="f-darkpart" />
      ))}
      {/* The clip over the master link's two pins: closed end at the right, toward the travel. */}
      <path
        d="M200 118 L276 116 A14 14 0 0 1 276 144 L200 142 M200 118 Q188 116 186 124 M200 142 Q188 144 186 136"
        className="f-hl-line"
        strokeWidth={5}
      />
      <T x={300} y={200} c="f-accent f-bold">
        Closed end
      </T>
      <line x1={310} y1={186} x2={290} y2={150} className="f-thin" />
      <T x={110} y={200} c="f-accent f-bold">
        Open end
      </T>
      <line x1={170} y1={186} x2={190} y2={144} className="f-thin" />
      <T x={280} y={240} a="middle" c="f-small">
        Lower run, left side view: moving rearward
      </T>
    </Svg>
  );
}
