// Which mixture screw a carburetor has: an air screw on the filter side (in = richer) or a fuel screw on
// the engine side (in = leaner); the idle speed screw only props the slide open.
import {Svg, T} from './kit';

export default function FigAirVsFuelScrew() {
  return (
    <Svg h={360}>
      {/* Body with the bore running left (filter) to right (engine). */}
      <rect x={60} y={110} width={440} height={90} rx={10} className="f-part" />
      <rect x={60} y={134} width={440} height={42} className="f-paper" />
      <rect x={250} y={60} width={60} height={108} rx={4} className="f-metal" />
      <rect x={200} y={200} width={160} height={70} rx={10} className="f-part" />
      <T x={280} y={238} a="middle" c="f-muted f-small">
        Float bowl
      </T>
      <T x={70} y={155} c="f-muted f-small">
        Filter side
      </T>
      <T x={490} y={155} a="end" c="f-muted f-small">
        Engine side
      </T>
      <T x={280} y={40} a="middle" c="f-small">
        Slide
      </T>
      {/* Air screw: filter side. */}
      <rect x={100} y={196} width={14} height={40} className="f-green-part" />
      <rect x={94} y={236} width={26} height={12} className="f-green-part" />
      <T x={20} y={276} c="f-green f-bold">
        Air screw
      </T>
      <T x={20} y={302} c="f-small">
        Filter side
      </T>
      <T x={20} y={328} c="f-small">
        In = richer
      </T>
      {/* Fuel screw: engine side, low down. */}
      <rect x={420} y={196} width={14} height={40} className="f-blue-part" />
      <rect x={414} y={236} width={26} height={12} className="f-blue-part" />
      <T x={540} y={276} a="end" c="f-blue f-bold">
        Fuel screw
      </T>
      <T x={540} y={302} a="end" c="f-small">
        Engine side
      </T>
      <T x={540} y={328} a="end" c="f-small">
        In = leaner
      </T>
      {/* Idle speed screw bearing on the slide. */}
      <rect x={310} y={64} width={44} height={14} className="f-amber-part" />
      <T x={360} y={72} c="f-small">
        Idle speed screw
      </T>
      <T x={280} y={348} a="middle" c="f-muted f-small">
        Idle screw: in = faster idle
      </T>
    </Svg>
  );
}
