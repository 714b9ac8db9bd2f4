// Ring end gap: the ring pushed square into the bore with the piston crown, then a feeler blade in the gap.
import {Arrow, Svg, T} from './kit';

export default function FigRingEndGap() {
  return (
    <Svg h={320}>
      {/* Left: section through the cylinder, the upside-down piston pushing the ring square. */}
      <rect x={40} y={40} width={18} height={250} className="f-part" />
      <rect x={202} y={40} width={18} height={250} className="f-part" />
      <rect x={62} y={20} width={136} height={120} rx={8} className="f-metal" />
      <T x={130} y={72} a="middle" c="f-small">
        Piston,
      </T>
      <T x={130} y={98} a="middle" c="f-small">
        upside down
      </T>
      <rect x={58} y={140} width={20} height={10} className="f-hl" />
      <rect x={182} y={140} width={20} height={10} className="f-hl" />
      <Arrow x1={130} y1={150} x2={130} y2={210} c="blue" />
      <T x={130} y={240} a="middle" c="f-small">
        Ring square
      </T>
      <T x={130} y={266} a="middle" c="f-small">
        in the bore
      </T>
      {/* Right: from above, the bore wall, the ring against it with square-cut ends, and the blade in the gap
          between the ends (gap drawn wider than it is). */}
      <circle cx={400} cy={170} r={128} className="f-part" />
      <circle cx={400} cy={170} r={116} className="f-paper" />
      <path d="M411 54.5 A116 116 0 1 1 389 54.5 L389 70.6 A100 100 0 1 0 411 70.6 Z" className="f-hl" />
      <rect x={395} y={14} width={10} height={66} className="f-blue-part" />
      <T x={412} y={30} c="f-blue f-bold">
        Feeler blade
      </T>
      <T x={400} y={170} a="middle" c="f-bold">
        End gap
      </T>
      <T x={400} y={198} a="middle" c="f-small">
        seen from above
      </T>
    </Svg>
  );
}
