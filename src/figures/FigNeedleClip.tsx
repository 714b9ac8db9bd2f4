// Needle clip: the clip sits on the slide; a lower groove lifts the needle out of the jet (richer),
// a higher groove lowers it (leaner). Grooves are counted from the top.
import {Arrow, Svg, T} from './kit';

function Needle({x, groove, label, sub, c}: {x: number; groove: number; label: string; sub: string; c: string}) {
  const pitch = 14;
  const seat = 120; // the slide's needle seat, where the clip rests
  const top = seat - (groove - 0.5) * pitch - 6; // the needle rides higher the lower the clip groove
  const tip = top + 170;
  return (
    <g>
      <path
        d={`M${x - 9} ${top} L${x + 9} ${top} L${x + 9} ${top + 60} L${x + 2} ${tip} L${x - 2} ${tip} L${x - 9} ${top + 60} Z`}
        className="f-metal"
      />
      {[1, 2, 3, 4, 5].map((g) => (
        <line key={g} x1={x - 9} y1={top + (g - 0.5) * pitch + 4} x2={x + 9} y2={top + (g - 0.5) * pitch + 4} className="f-line" strokeWidth={1.5} />
      ))}
      <rect x={x - 20} y={seat - 4} width={40} height={8} rx={3} className="f-hl" />
      {/* Needle jet: fixed in the body. */}
      <rect x={x - 15} y={226} width={9} height={50} className="f-darkpart" />
      <rect x={x + 6} y={226} width={9} height={50} className="f-darkpart" />
      <T x={x} y={318} a="middle" c={`f-bold ${c}`}>
        {label}
      </T>
      <T x={x} y={344} a="middle" c="f-small">
        {sub}
      </T>
    </g>
  );
}

export default function FigNeedleClip() {
  return (
    <Svg h={360}>
      <line x1={30} y1={120} x2={530} y2={120} className="f-dash" />
      <T x={30} y={104} c="f-muted f-small">
        Slide
      </T>
      <Needle x={150} groove={2} label="Clip in groove 2" sub="Needle lower: leaner" c="f-blue" />
      <Needle x={410} groove={4} label="Clip in groove 4" sub="Needle higher: richer" c="f-accent" />
      <Arrow x1={460} y1={200} x2={460} y2={150} c="hl" />
      <T x={280} y={252} a="middle" c="f-muted f-small">
        Needle jet
      </T>
      <T x={20} y={24} c="f-small">
        Grooves counted from the top
      </T>
    </Svg>
  );
}
