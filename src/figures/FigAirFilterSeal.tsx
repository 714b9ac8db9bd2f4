// Foam air filter on its cage: a thin film of waterproof grease on the sealing rim, the face that presses
// against the airbox, and the element seated evenly all round.
import {Lead, Svg, T} from './kit';

export default function FigAirFilterSeal() {
  return (
    <Svg h={300}>
      {/* Airbox wall with the outlet, and the element against it, in section. */}
      <rect x={40} y={30} width={40} height={240} className="f-part" />
      <rect x={40} y={110} width={40} height={80} className="f-paper" />
      <rect x={80} y={60} width={40} height={180} rx={8} className="f-amber-part" />
      <rect x={80} y={60} width={160} height={180} rx={20} className="f-amber-part" opacity={0.6} />
      <rect x={80} y={60} width={8} height={180} className="f-hl" />
      {[130, 170, 210].map((x) => (
        <line key={x} x1={x} y1={70} x2={x} y2={230} className="f-thin" />
      ))}
      <Lead x1={284} y1={60} x2={86} y2={80} />
      <T x={290} y={54} c="f-accent f-bold">
        Grease on the
      </T>
      <T x={290} y={80} c="f-accent f-bold">
        sealing rim
      </T>
      <T x={290} y={140} c="f-small">
        Foam element,
      </T>
      <T x={290} y={164} c="f-small">
        oiled, on its cage
      </T>
      <T x={290} y={220} c="f-small">
        Seated evenly:
      </T>
      <T x={290} y={244} c="f-small">
        no folds, no gaps
      </T>
      <T x={60} y={288} a="middle" c="f-small">
        Airbox
      </T>
    </Svg>
  );
}
