// Measuring a kick shaft before buying a lever, as in the Kickstarter Shafts steps: the diameter across the spline
// tips at two or three places, the exposed length from the cover face or seal to the shaft end, the clamp groove
// the pinch bolt sits in, and one spline marked with paint to count round to. A schematic: the number of splines
// drawn in the end view is not any engine's count.
import {ArcArrow, Arrow, Lead, Svg, T} from './kit';

const TEETH = 18;

/** The four corners of spline tooth i around (cx, cy): root, tip, tip, root. */
function tooth(cx: number, cy: number, rOut: number, rIn: number, i: number): string[] {
  const step = (2 * Math.PI) / TEETH;
  return (
    [
      [0, rIn],
      [0.2, rOut],
      [0.6, rOut],
      [0.8, rIn],
    ] as const
  ).map(([f, r]) => {
    const a = (i + f) * step;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
}

export default function FigKickShaftMeasure() {
  const ex = 470;
  const ey = 190;
  return (
    <Svg h={362}>
      {/* Side view: the cover face, the seal and the shaft standing out of it. */}
      <T x={30} y={110} a="middle" c="f-muted f-small">
        Cover
      </T>
      <rect x={10} y={130} width={40} height={190} className="f-part" />
      <rect x={50} y={168} width={280} height={44} className="f-metal" />
      {[176, 184, 192, 200, 208].map((y) => (
        <g key={y}>
          <line x1={86} y1={y} x2={250} y2={y} className="f-thin" />
          <line x1={264} y1={y} x2={330} y2={y} className="f-thin" />
        </g>
      ))}
      {/* Clamp groove across the splines. */}
      <rect x={250} y={165} width={14} height={50} className="f-paper" />
      <rect x={250} y={175} width={14} height={30} className="f-darkpart" />
      <rect x={50} y={160} width={12} height={60} className="f-darkpart" />
      <Lead x1={66} y1={136} x2={57} y2={162} />
      <T x={70} y={132} c="f-muted f-small">
        Seal
      </T>

      {/* Diameter: the caliper jaws across the spline tips, and two more places to take the reading. */}
      <rect x={292} y={124} width={16} height={44} className="f-blue-part" />
      <rect x={292} y={212} width={16} height={40} className="f-blue-part" />
      <line x1={130} y1={150} x2={130} y2={230} className="f-dash" />
      <line x1={200} y1={150} x2={200} y2={230} className="f-dash" />
      <Lead x1={300} y1={80} x2={300} y2={124} />
      <T x={100} y={36} c="f-blue f-bold">
        Diameter across the spline tips
      </T>
      <T x={100} y={62} c="f-small">
        at two or three places
      </T>

      <Lead x1={212} y1={246} x2={256} y2={208} />
      <T x={70} y={250} c="f-accent f-bold">
        Clamp groove:
      </T>
      <T x={70} y={274} c="f-small">
        the pinch bolt sits in it
      </T>

      {/* Exposed length, cover face to shaft end. */}
      <line x1={330} y1={216} x2={330} y2={310} className="f-thin" />
      <Arrow x1={50} y1={300} x2={330} y2={300} both />
      <T x={190} y={326} a="middle" c="f-bold">
        Exposed length:
      </T>
      <T x={190} y={350} a="middle" c="f-small">
        cover face or seal to the end
      </T>

      {/* End view: count the splines round to the painted one. */}
      <T x={ex} y={110} a="middle" c="f-muted f-small">
        End view
      </T>
      <polygon
        points={Array.from({length: TEETH}, (_, i) => tooth(ex, ey, 52, 44, i))
          .flat()
          .join(' ')}
        className="f-metal"
      />
      {/* The painted spline: the tooth at the top. */}
      <polygon points={tooth(ex, ey, 52, 40, 13).join(' ')} className="f-hl f-accent-fill" />
      <circle cx={ex} cy={ey} r={14} className="f-part" />
      <ArcArrow cx={ex} cy={ey} r={66} a1={-70} a2={200} c="hl" />
      <T x={ex} y={286} a="middle" c="f-accent f-bold f-small">
        Paint one spline,
      </T>
      <T x={ex} y={310} a="middle" c="f-small">
        count round to it
      </T>
    </Svg>
  );
}
