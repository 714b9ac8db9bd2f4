// Ring side clearance: ring held down against the lower face of its groove, blade between the ring's top
// and the groove's upper face.
import {Lead, Svg, T} from './kit';

export default function FigRingSideClearance() {
  return (
    <Svg h={280}>
      {/* Piston wall in section with one groove. */}
      <path d="M40 30 L300 30 L300 110 L200 110 L200 170 L300 170 L300 260 L40 260 Z" className="f-part" />
      <rect x={204} y={122} width={120} height={46} rx={3} className="f-metal" />
      <rect x={200} y={112} width={220} height={8} className="f-blue-part" />
      <T x={330} y={145} c="f-small">
        Ring, pressed down
      </T>
      <Lead x1={440} y1={90} x2={414} y2={114} />
      <T x={300} y={78} c="f-blue f-bold">
        Feeler blade
      </T>
      <T x={120} y={70} a="middle" c="f-small">
        Land
      </T>
      <T x={120} y={210} a="middle" c="f-small">
        Piston
      </T>
      <T x={300} y={210} c="f-small">
        Blade between ring top
      </T>
      <T x={300} y={236} c="f-small">
        and upper groove face
      </T>
    </Svg>
  );
}
