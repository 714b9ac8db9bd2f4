// Oil cooler in series: the take-off part replaces a stock part and carries two ports; oil leaves at one, runs
// through the cooler and returns at the other, then goes on to whatever that passage feeds.
import {Arrow, Box, Svg, T} from './kit';

export default function FigOilCoolerRoute() {
  return (
    <Svg h={450}>
      {/* Engine, with the take-off part on the oil passage. */}
      <Box x={0} y={60} width={250} height={300} shape="engine" />
      <T x={16} y={90} c="f-bold" box="engine">
        Engine
      </T>
      <Box x={110} y={150} width={110} height={70} c="f-amber-part" shape="takeoff" />
      <T x={165} y={186} a="middle" c="f-small f-bold" box="takeoff">
        Take-off
      </T>
      {/* Oil arriving from the passage, and going on to what it feeds. */}
      <Arrow x1={200} y1={340} x2={200} y2={222} c="blue" />
      <T x={188} y={320} a="end" c="f-small" box="engine">
        Oil feed
      </T>
      <Arrow x1={108} y1={186} x2={30} y2={186} c="blue" />
      <T x={16} y={226} c="f-small" box="engine">
        On to the parts
      </T>
      <T x={16} y={250} c="f-small" box="engine">
        the passage feeds
      </T>
      {/* Out: from the side port to the cooler's first port. */}
      <path d="M220 196 L400 196 L400 236" className="f-blue-line" strokeWidth={4} />
      <Arrow x1={300} y1={196} x2={330} y2={196} c="blue" />
      <T x={300} y={220} a="middle" c="f-small f-blue f-bold">
        Out
      </T>
      {/* Back: from the cooler's second port to the top port. */}
      <path d="M510 236 L510 110 L165 110 L165 150" className="f-blue-line" strokeWidth={4} />
      <Arrow x1={360} y1={110} x2={330} y2={110} c="blue" />
      <T x={345} y={86} a="middle" c="f-small f-blue f-bold">
        Back
      </T>
      {/* Cooler, ports on top. */}
      <Box x={370} y={236} width={170} height={124} shape="cooler" />
      {[258, 278, 298, 318, 338].map((y) => (
        <line key={y} x1={384} y1={y} x2={526} y2={y} className="f-thin" />
      ))}
      <rect x={388} y={224} width={24} height={14} className="f-metal" />
      <rect x={498} y={224} width={24} height={14} className="f-metal" />
      <T x={455} y={384} a="middle" c="f-bold">
        Cooler
      </T>
      <T x={455} y={412} a="middle" c="f-small f-muted">
        Ports up, where the kit
      </T>
      <T x={455} y={438} a="middle" c="f-small f-muted">
        allows: air rises out
      </T>
      <T x={0} y={24} c="f-small f-muted">
        A kinked line starves the parts beyond it
      </T>
    </Svg>
  );
}
