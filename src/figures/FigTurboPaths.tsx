// The three paths through a turbo on a small engine: exhaust from the port drives the turbine and leaves by the
// downpipe; air drawn into the compressor is pushed on to the intake; oil comes from a pressurized point to the
// bearing housing between the two wheels and drains back downhill all the way into the crankcase, entering above
// the oil level. A schematic: positions, sizes and pipe runs are not those of any one build, and the intercooler,
// boost control and the carburetor or injection are left out.
import {Arrow, Svg, T} from './kit';

export default function FigTurboPaths() {
  return (
    <Svg h={392}>
      <T x={0} y={10} c="f-muted f-small">
        Schematic
      </T>
      {/* Turbine, bearing housing, compressor on one shaft. */}
      <circle cx={200} cy={130} r={40} className="f-hl" />
      <rect x={240} y={110} width={60} height={40} rx={4} className="f-metal" />
      <circle cx={340} cy={130} r={40} className="f-blue-part" />
      <line x1={150} y1={130} x2={390} y2={130} className="f-dash" />
      <T x={200} y={72} a="middle" c="f-accent f-bold f-small">
        Turbine
      </T>
      <T x={354} y={72} a="middle" c="f-blue f-bold f-small">
        Compressor
      </T>

      {/* Exhaust: from the engine up into the turbine, out by the downpipe. */}
      <line x1={170} y1={250} x2={186} y2={172} className="f-hl-line" />
      <Arrow x1={178} y1={212} x2={186} y2={172} c="hl" />
      <Arrow x1={158} y1={130} x2={30} y2={130} c="hl" />
      <T x={20} y={108} c="f-small">
        To silencer
      </T>
      <T x={162} y={214} a="end" c="f-accent f-small">
        Exhaust
      </T>

      {/* Air: into the compressor, pushed down to the intake. */}
      <Arrow x1={470} y1={130} x2={384} y2={130} c="blue" />
      <T x={430} y={110} a="middle" c="f-blue f-small">
        Air in
      </T>
      <Arrow x1={340} y1={172} x2={340} y2={248} c="blue" />
      <T x={352} y={210} c="f-blue f-small">
        To the intake
      </T>

      {/* Oil: feed from a pressurized point to the top of the bearing housing, drain from its bottom. */}
      <path d="M528 250 V34 H270 V108" className="f-line" strokeWidth={4} fill="none" />
      <Arrow x1={270} y1={80} x2={270} y2={108} />
      <line x1={270} y1={152} x2={270} y2={250} className="f-line" strokeWidth={4} />
      <Arrow x1={270} y1={200} x2={270} y2={240} />

      {/* Engine with its sump. */}
      <rect x={40} y={250} width={500} height={130} rx={10} className="f-part" />
      <rect x={42} y={340} width={496} height={38} rx={8} className="f-amber-part" />
      <line x1={40} y1={340} x2={540} y2={340} className="f-dash" />
      <T x={60} y={276} c="f-bold">
        Engine
      </T>
      <T x={60} y={360} c="f-small">
        Oil
      </T>
      <T x={520} y={276} a="end" c="f-small">
        Oil feed: a pressurized point
      </T>
      <T x={282} y={302} c="f-small">
        Drain runs downhill,
      </T>
      <T x={282} y={324} c="f-small">
        enters above the oil
      </T>
    </Svg>
  );
}
