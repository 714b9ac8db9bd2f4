// Which size the general torque chart is read by: the thread's outside diameter, measured with a caliper across
// the crests, not the wrench size across the head's flats (a flange bolt and another maker's bolt can carry a
// different head on the same thread). A flange bolt in side view; a schematic, not to any one size.
import {Arrow, Svg, T} from './kit';

const TOP = 130; // crest line, top edge
const BOT = 220; // crest line, bottom edge
const DEPTH = 10;
const P = 22; // pitch in drawing units
const X0 = 170; // start of the thread
const X1 = 500; // end of the shank

/** Shank outline with crests on both edges, the bottom edge half a pitch along (the helix). */
function shank(): string {
  const top: string[] = [`M150 ${TOP + DEPTH}`];
  for (let x = X0; x < X1 - P / 2; x += P) top.push(`L${x + P / 2} ${TOP} L${x + P} ${TOP + DEPTH}`);
  top.push(`L${X1} ${TOP + DEPTH + 6} L${X1} ${BOT - DEPTH - 6}`);
  const bottom: string[] = [];
  for (let x = X1 - P; x >= X0; x -= P) bottom.push(`L${x + P} ${BOT - DEPTH} L${x + P / 2} ${BOT}`);
  bottom.push(`L${X0} ${BOT - DEPTH} L150 ${BOT - DEPTH} Z`);
  return top.join(' ') + ' ' + bottom.join(' ');
}

export default function FigThreadDiameter() {
  return (
    <Svg h={330}>
      <T x={0} y={320} c="f-muted f-small">
        Schematic, side view
      </T>
      {/* Hex head with its flange, then the threaded shank. The head is turned with a corner toward the reader,
          two faces showing, so its height in this view is across the flats: the wrench size. */}
      <rect x={40} y={96} width={92} height={158} rx={4} className="f-metal" />
      <line x1={40} y1={175} x2={132} y2={175} className="f-thin" />
      <rect x={132} y={80} width={18} height={190} rx={3} className="f-metal" />
      <path d={shank()} className="f-metal" />

      {/* Read here: across the crests, carried out past the end of the bolt. */}
      <line x1={X1 - 40} y1={TOP} x2={556} y2={TOP} className="f-thin" />
      <line x1={X1 - 40} y1={BOT} x2={556} y2={BOT} className="f-thin" />
      <Arrow x1={534} y1={TOP} x2={534} y2={BOT} c="hl" both />
      <T x={560} y={96} a="end" c="f-accent f-bold">
        Read here: across the crests
      </T>
      <T x={560} y={256} a="end" c="f-small">
        M size = thread diameter in mm
      </T>
      <T x={560} y={280} a="end" c="f-small">
        (a caliper reads just under it)
      </T>

      {/* Not the wrench size. */}
      <Arrow x1={20} y1={96} x2={20} y2={254} both />
      <line x1={8} y1={140} x2={32} y2={210} className="f-hl-line" />
      <line x1={32} y1={140} x2={8} y2={210} className="f-hl-line" />
      <T x={0} y={30} c="f-small">
        Not the wrench
      </T>
      <T x={0} y={54} c="f-small">
        size of the head
      </T>
    </Svg>
  );
}
