// Crank end play in a trial-assembled case: the case closed dry with a few screws, a dial indicator's plunger on
// the end of the crank along its axis, and the crank pushed in, then pulled out; the movement the dial shows is
// the end play. The same set-up reads the end float of each gearbox shaft. A schematic: the webs and bearings
// inside the case are left out.
import {Arrow, Box, Lead, Svg, T} from './kit';

export default function FigCrankEndPlay() {
  return (
    <Svg h={340}>
      <T x={0} y={10} c="f-muted f-small">
        Schematic
      </T>
      {/* Crankshaft through the closed case, both ends showing. */}
      <rect x={70} y={186} width={400} height={28} className="f-metal" />
      <Box x={130} y={100} width={270} height={200} shape="case" />
      <line x1={265} y1={100} x2={265} y2={300} className="f-dash" />
      <T x={274} y={124} c="f-muted f-small" box="case">
        Joint
      </T>
      <T x={265} y={326} a="middle" c="f-small">
        Case closed dry with a few screws
      </T>
      {/* Dial indicator on the crank end, plunger along the axis, on its stand. */}
      <line x1={470} y1={200} x2={504} y2={200} className="f-line" strokeWidth={4} />
      <line x1={528} y1={224} x2={528} y2={320} className="f-line" />
      <rect x={496} y={316} width={64} height={16} rx={3} className="f-darkpart" />
      <circle cx={528} cy={200} r={24} className="f-part" />
      <line x1={528} y1={200} x2={540} y2={188} className="f-line" />
      <T x={560} y={44} a="end" c="f-accent f-bold">
        Dial on the crank end
      </T>
      <T x={560} y={70} a="end" c="f-small">
        movement = end play
      </T>
      <Lead x1={470} y1={84} x2={512} y2={182} />
      {/* Push in, then pull out, along the axis. */}
      <Arrow x1={6} y1={200} x2={62} y2={200} c="hl" both />
      <T x={0} y={160} c="f-accent f-bold">
        Push in,
      </T>
      <T x={0} y={240} c="f-accent f-bold">
        then pull out
      </T>
    </Svg>
  );
}
