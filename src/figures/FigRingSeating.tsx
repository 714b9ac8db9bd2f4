// How combustion pressure seats a new ring, in section at the edge of the piston: gas passes down the gap between
// piston and bore, into the ring groove above the ring and behind it, and pushes the ring's face out against the
// honed crosshatch of the bore (and down onto the lower side of the groove). From the ring seating section of
// the engine break-in page. Not to scale.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigRingSeating() {
  // Crosshatch lines at a slope of one in two each way, cut to the wall (x 390-470, y 0-270).
  const hatch = [];
  for (let y0 = -40; y0 < 330; y0 += 22) {
    for (const k of [0.5, -0.5]) {
      const ys = k > 0 ? y0 - 40 : y0;
      let x1 = 390;
      let x2 = 470;
      const at = (x: number) => ys + k * (x - 390);
      // Move each end along the line until it lies inside the wall's height.
      const inside = (x: number) => at(x) >= 0 && at(x) <= 270;
      const xAt = (y: number) => 390 + (y - ys) / k;
      if (!inside(x1)) x1 = Math.max(x1, Math.min(xAt(0), xAt(270)));
      if (!inside(x2)) x2 = Math.min(x2, Math.max(xAt(0), xAt(270)));
      if (x2 - x1 > 1) hatch.push(<line key={`${k}${y0}`} x1={x1} y1={at(x1)} x2={x2} y2={at(x2)} className="f-thin" />);
    }
  }
  return (
    <Svg h={350}>
      {/* Cylinder wall with its crosshatch. */}
      <rect x={390} y={0} width={80} height={270} className="f-metal" />
      <g>{hatch}</g>
      <rect x={390} y={0} width={80} height={270} className="f-line" fill="none" />
      {/* Piston edge with the ring groove, and the ring sitting on the groove's lower side. */}
      <path d="M0 110 L380 110 L380 168 L270 168 L270 208 L380 208 L380 270 L0 270 Z" className="f-part" data-shape="piston" />
      <rect x={320} y={182} width={70} height={26} className="f-metal" />
      <T x={110} y={200} a="middle" box="piston">
        Piston
      </T>
      {/* Gas: onto the crown, down the gap, over and behind the ring, pushing it out. */}
      <T x={0} y={30} c="f-accent f-bold">
        Combustion pressure
      </T>
      <Arrow x1={80} y1={52} x2={80} y2={104} c="hl" />
      <Arrow x1={200} y1={52} x2={200} y2={104} c="hl" />
      <path d="M386 20 L386 175 L286 175 L286 195" className="f-hl-line" />
      <Arrow x1={286} y1={195} x2={316} y2={195} c="hl" />
      <T x={0} y={302}>
        Ring pressed onto the bore
      </T>
      <Lead x1={280} y1={290} x2={350} y2={208} />
      <T x={560} y={336} a="end">
        Honed bore (crosshatch)
      </T>
      <Lead x1={440} y1={322} x2={392} y2={250} />
    </Svg>
  );
}
