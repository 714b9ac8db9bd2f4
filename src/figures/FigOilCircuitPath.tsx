// The oil path of a Honda-pattern horizontal single, in the order of the Engine Oil Circuit table: up from the
// sump through the strainer screen, the pump and the filter rotor to the parts it feeds, then back down to the
// sump by gravity. The top end is drawn as the last part fed and the first to starve. A schematic: it shows the
// order, not where each oil-way is drilled.
import {Arrow, Box, Svg, T} from './kit';

export default function FigOilCircuitPath() {
  return (
    <Svg h={420}>
      {/* Clean and pressurize: sump at the bottom, up through the screen and pump to the filter rotor. */}
      <Box x={0} y={0} width={208} height={66} shape="rotor" />
      <T x={104} y={22} a="middle" c="f-bold" box="rotor">
        Filter rotor
      </T>
      <T x={104} y={48} a="middle" c="f-small" box="rotor">
        Right end of crank
      </T>
      <Box x={0} y={108} width={208} height={66} shape="pump" />
      <T x={104} y={130} a="middle" c="f-bold" box="pump">
        Oil pump
      </T>
      <T x={104} y={156} a="middle" c="f-small" box="pump">
        Rotor type
      </T>
      <Box x={0} y={216} width={208} height={66} shape="screen" />
      <T x={104} y={238} a="middle" c="f-bold" box="screen">
        Strainer screen
      </T>
      <T x={104} y={264} a="middle" c="f-small" box="screen">
        At the pump inlet
      </T>
      <Box x={0} y={324} width={208} height={66} c="f-amber-part" shape="sump" />
      <T x={104} y={346} a="middle" c="f-bold" box="sump">
        Sump
      </T>
      <T x={104} y={372} a="middle" c="f-small" box="sump">
        Under crank, gears
      </T>
      <Arrow x1={104} y1={322} x2={104} y2={286} c="blue" />
      <Arrow x1={104} y1={214} x2={104} y2={178} c="blue" />
      <Arrow x1={104} y1={106} x2={104} y2={70} c="blue" />

      {/* The parts it feeds. */}
      <Arrow x1={210} y1={33} x2={244} y2={33} c="blue" />
      <Box x={246} y={0} width={314} height={318} c="f-thin" shape="fed" />
      <T x={403} y={22} a="middle" c="f-muted f-small" box="fed">
        Parts it feeds
      </T>
      <Box x={262} y={42} width={282} height={56} shape="crank" />
      <T x={403} y={70} a="middle" box="crank">
        Crankshaft, big end
      </T>
      <Box x={262} y={112} width={282} height={120} c="f-hl" shape="top" />
      <T x={403} y={136} a="middle" c="f-bold" box="top">
        Camshaft, rockers
      </T>
      <T x={403} y={160} a="middle" c="f-small" box="top">
        Up a narrow passage
      </T>
      <T x={403} y={184} a="middle" c="f-small" box="top">
        in the cylinder
      </T>
      <T x={403} y={212} a="middle" c="f-accent f-small f-bold" box="top">
        Last fed, first to starve
      </T>
      <Box x={262} y={244} width={282} height={56} shape="gearbox" />
      <T x={403} y={272} a="middle" box="gearbox">
        Gearbox shafts, clutch
      </T>

      {/* Back to the sump. */}
      <path d="M403 320 L403 357 L240 357" className="f-blue-line" />
      <Arrow x1={240} y1={357} x2={212} y2={357} c="blue" />
      <T x={403} y={392} a="middle" c="f-small">
        Drains back by gravity
      </T>
    </Svg>
  );
}
