// Dipstick reading on a horizontal engine: bike upright, dipstick resting on the first thread (not screwed
// in), level between the upper and lower marks.
import {Svg, T} from './kit';

export default function FigOilDipstick() {
  return (
    <Svg h={330}>
      {/* Filler neck in the case, dipstick resting in it. */}
      <rect x={80} y={90} width={120} height={220} className="f-part" />
      <rect x={110} y={70} width={60} height={40} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      {[78, 88, 98].map((y) => (
        <line key={y} x1={110} y1={y} x2={120} y2={y + 6} className="f-thin" />
      ))}
      <rect x={100} y={30} width={80} height={34} rx={6} className="f-darkpart" />
      <rect x={126} y={64} width={28} height={206} rx={4} className="f-metal" />
      <rect x={80} y={210} width={120} height={100} className="f-amber-part" opacity={0.8} />
      {/* Marks. */}
      <line x1={126} y1={190} x2={154} y2={190} className="f-line" strokeWidth={3} />
      <line x1={126} y1={250} x2={154} y2={250} className="f-line" strokeWidth={3} />
      <line x1={156} y1={190} x2={300} y2={190} className="f-thin" />
      <line x1={156} y1={250} x2={300} y2={250} className="f-thin" />
      <T x={306} y={190}>
        Upper mark
      </T>
      <T x={306} y={250}>
        Lower mark
      </T>
      <T x={306} y={220} c="f-green f-bold">
        Oil between them
      </T>
      <T x={306} y={60} c="f-bold">
        Rest on the first
      </T>
      <T x={306} y={86} c="f-bold">
        thread: do not
      </T>
      <T x={306} y={112} c="f-bold">
        screw it in
      </T>
      <line x1={300} y1={70} x2={182} y2={50} className="f-thin" />
      <T x={140} y={296} a="middle" c="f-small">
        Oil
      </T>
    </Svg>
  );
}
