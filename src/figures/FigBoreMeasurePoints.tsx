// Where the bore is measured: at the top, middle and bottom of ring travel (side section), each height along
// the piston pin axis and across it (from above). Six readings give taper and out of round.
import {Arrow, Svg, T} from './kit';

const CX = 440;
const CY = 150;

/** `wear` adds the two lines on taper and out of round; a page that only takes the largest reading leaves them out. */
export default function FigBoreMeasurePoints({wear = true}: {wear?: boolean}) {
  const heights = [
    {y: 70, label: 'Top'},
    {y: 160, label: 'Middle'},
    {y: 250, label: 'Bottom'},
  ];
  return (
    <Svg h={wear ? 356 : 312}>
      {/* Side section through the cylinder: two walls, the bore between them. */}
      <T x={4} y={10} c="f-muted f-small">
        Three heights of ring travel
      </T>
      <rect x={40} y={30} width={18} height={260} className="f-metal" />
      <rect x={212} y={30} width={18} height={260} className="f-metal" />
      {heights.map((h) => (
        <g key={h.label}>
          <Arrow x1={62} y1={h.y} x2={208} y2={h.y} both c="hl" />
          <T x={240} y={h.y}>
            {h.label}
          </T>
        </g>
      ))}

      {/* The bore seen from above, piston pin axis left to right. */}
      <T x={CX} y={10} a="middle" c="f-muted f-small">
        Each height, from above
      </T>
      <circle cx={CX} cy={CY} r={100} className="f-metal" />
      <circle cx={CX} cy={CY} r={80} className="f-paper" />
      <Arrow x1={CX - 76} y1={CY} x2={CX + 76} y2={CY} both c="hl" />
      <Arrow x1={CX} y1={CY - 76} x2={CX} y2={CY + 76} both c="blue" />
      <T x={CX} y={272} a="middle" c="f-accent f-bold">
        Along the pin axis
      </T>
      <T x={CX} y={298} a="middle" c="f-blue f-bold">
        Across it
      </T>

      {wear && (
        <>
          <T x={4} y={322} c="f-small">
            Taper: top reading minus bottom reading
          </T>
          <T x={4} y={348} c="f-small">
            Out of round: larger minus smaller, same height
          </T>
        </>
      )}
    </Svg>
  );
}
