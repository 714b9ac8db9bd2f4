// A round slide against a flat slide, both cut through along the bore with the filter side on the left, each
// slide part open with its cutaway on the filter side: the round slide (Keihin PE, Mikuni VM) is thick from front
// to back, the flat slide (Keihin PWK with its crescent face, Mikuni TM) is a thin plate. The jet needle hangs
// from each slide.
import {Arrow, Svg, T} from './kit';

function Carb({x, thick, name, makes}: {x: number; thick: number; name: string; makes: string}) {
  const mid = x + 130;
  const left = mid - thick / 2;
  const right = mid + thick / 2;
  const cut = Math.min(28, thick / 2);
  return (
    <g>
      {/* Body with the bore, and the slide tower. */}
      <rect x={x} y={100} width={260} height={140} rx={8} className="f-part" />
      <rect x={x} y={130} width={260} height={80} className="f-paper" />
      <line x1={x} y1={130} x2={x + 260} y2={130} className="f-line" />
      <line x1={x} y1={210} x2={x + 260} y2={210} className="f-line" />
      <rect x={mid - thick / 2 - 18} y={20} width={thick + 36} height={82} rx={4} className="f-part" />
      <rect x={mid - thick / 2 - 6} y={22} width={thick + 12} height={108} className="f-paper" />
      {/* Needle jet below the bore. */}
      <rect x={mid - 8} y={210} width={16} height={44} className="f-metal" />
      <line x1={mid} y1={170} x2={mid} y2={236} className="f-line" strokeWidth={3} />
      {/* The slide, part open, its cutaway on the filter side. */}
      <path d={`M${left} 30 H${right} V170 H${left + cut} L${left} 160 Z`} className="f-metal" />
      {thick > 30 ? (
        <Arrow x1={left} y1={60} x2={right} y2={60} c="hl" both />
      ) : (
        <g>
          <Arrow x1={left - 30} y1={150} x2={left} y2={150} c="hl" />
          <Arrow x1={right + 30} y1={150} x2={right} y2={150} c="hl" />
        </g>
      )}
      <T x={mid} y={276} a="middle" c="f-bold">
        {name}
      </T>
      <T x={mid} y={302} a="middle" c="f-muted">
        {makes}
      </T>
    </g>
  );
}

export default function FigSlideTypes() {
  return (
    <Svg h={380}>
      <Carb x={0} thick={70} name="Round slide: thick" makes="Keihin PE, Mikuni VM" />
      <Carb x={300} thick={14} name="Flat slide: thin" makes="Keihin PWK, Mikuni TM" />
      <Arrow x1={30} y1={336} x2={530} y2={336} c="blue" />
      <T x={280} y={366} a="middle" c="f-blue">
        Air: filter side to engine side
      </T>
    </Svg>
  );
}
