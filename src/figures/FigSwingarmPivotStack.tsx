// A needle-bearing swingarm pivot cut through the bolt, seen from above: the bolt passes through the frame, a
// sleeve in each needle bearing and the frame on the other side to its nut. At each end of the arm's pivot
// tube, from the frame inward: shim or thrust washer (on some designs), seal, needle bearing pressed into the
// tube, with the sleeve running inside the bearing. The other side is the mirror image.
import {Box, Lead, Svg, T} from './kit';

/** One end of the pivot, drawn at the left; the right end is the same parts mirrored about x = 280. */
function End() {
  return (
    <>
      {/* Frame plate. */}
      <rect x={22} y={90} width={34} height={220} className="f-darkpart" />
      {/* Shim or thrust washer between frame and arm, around the sleeve. */}
      <rect x={56} y={158} width={14} height={22} className="f-amber-part" />
      <rect x={56} y={220} width={14} height={22} className="f-amber-part" />
      {/* Seal in the end of the tube, then the needle bearing. */}
      <rect x={70} y={164} width={20} height={16} className="f-darkpart" />
      <rect x={70} y={220} width={20} height={16} className="f-darkpart" />
      <rect x={90} y={164} width={60} height={16} className="f-blue-part" />
      <rect x={90} y={220} width={60} height={16} className="f-blue-part" />
      {[102, 114, 126, 138].map((x) => (
        <g key={x}>
          <line x1={x} y1={166} x2={x} y2={178} className="f-blue-line" strokeWidth={2} />
          <line x1={x} y1={222} x2={x} y2={234} className="f-blue-line" strokeWidth={2} />
        </g>
      ))}
      {/* Sleeve inside the bearing, from the frame face inward. */}
      <rect x={56} y={180} width={104} height={40} className="f-metal" />
    </>
  );
}

export default function FigSwingarmPivotStack() {
  return (
    <Svg h={380}>
      {/* The arm's pivot tube with its bore. */}
      <Box x={70} y={120} width={420} height={160} rx={0} shape="arm" />
      <rect x={70} y={164} width={420} height={72} className="f-paper" />
      <line x1={70} y1={164} x2={490} y2={164} className="f-line" />
      <line x1={70} y1={236} x2={490} y2={236} className="f-line" />
      <End />
      <g transform="matrix(-1 0 0 1 560 0)">
        <End />
      </g>
      {/* Pivot bolt, head and nut. */}
      <rect x={14} y={192} width={532} height={16} className="f-metal" />
      <rect x={0} y={174} width={22} height={52} rx={3} className="f-metal" />
      <rect x={538} y={174} width={22} height={52} rx={3} className="f-metal" />

      <T x={280} y={142} a="middle" c="f-bold" box="arm">
        Swingarm pivot tube
      </T>
      <T x={39} y={72} a="middle" c="f-small">
        Frame
      </T>
      <Lead x1={98} y1={30} x2={63} y2={166} />
      <T x={104} y={24} c="f-small">
        Shim or thrust washer
      </T>
      <T x={104} y={48} c="f-small">
        (some designs)
      </T>
      <T x={560} y={24} a="end" c="f-muted f-small">
        Same parts at
      </T>
      <T x={560} y={48} a="end" c="f-muted f-small">
        the other end
      </T>
      <Lead x1={60} y1={316} x2={80} y2={230} />
      <T x={40} y={330} c="f-small">
        Seal
      </T>
      <Lead x1={128} y1={344} x2={118} y2={230} />
      <T x={108} y={358} c="f-blue f-small f-bold">
        Needle bearing
      </T>
      <Lead x1={214} y1={306} x2={156} y2={214} />
      <T x={206} y={320} c="f-small">
        Sleeve
      </T>
      <Lead x1={370} y1={306} x2={370} y2={204} />
      <T x={370} y={320} a="middle" c="f-small">
        Pivot bolt
      </T>
      <Lead x1={549} y1={316} x2={549} y2={224} />
      <T x={560} y={330} a="end" c="f-small">
        Nut
      </T>
    </Svg>
  );
}
