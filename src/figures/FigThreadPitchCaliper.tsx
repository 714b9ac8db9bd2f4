// Thread pitch with a caliper: jaw tips on crest 1 and crest 11 along the same side of the thread span ten
// pitches; the reading divided by ten is the pitch. Counting ten crests would span only nine.
import {Arrow, Svg, T} from './kit';

const P = 40; // one pitch in drawing units
const FIRST = 110; // crest 1
const TOP = 150; // crest line on the top edge
const DEPTH = 14;
const BOTTOM = 250;

/** The threaded shank in side view: crests on the top edge, the bottom edge half a pitch along (the helix). */
function shank(): string {
  const top: string[] = [`M60 ${TOP + DEPTH}`];
  for (let x = FIRST - P; x <= FIRST + 10 * P; x += P) top.push(`L${x - P / 2} ${TOP + DEPTH} L${x} ${TOP}`);
  top.push(`L${FIRST + 10 * P + P / 2} ${TOP + DEPTH} L546 ${TOP + DEPTH + 8} L546 ${BOTTOM - DEPTH - 8}`);
  const bottom: string[] = [];
  for (let x = FIRST + 10 * P - P / 2; x >= FIRST - P; x -= P) bottom.push(`L${x + P / 2} ${BOTTOM - DEPTH} L${x} ${BOTTOM}`);
  bottom.push(`L${FIRST - P - P / 2} ${BOTTOM - DEPTH} L60 ${BOTTOM - DEPTH} Z`);
  return top.join(' ') + ' ' + bottom.join(' ');
}

export default function FigThreadPitchCaliper() {
  const last = FIRST + 10 * P;
  return (
    <Svg h={380}>
      {/* Bolt head and threaded shank. */}
      <path d={shank()} className="f-metal" />
      <rect x={0} y={118} width={62} height={164} rx={4} className="f-metal" />
      {/* Crest numbers, counted along the top edge. */}
      {Array.from({length: 11}, (_, i) => (
        <T key={i} x={FIRST + i * P} y={196} a="middle" c={i === 0 || i === 10 ? 'f-accent f-bold' : 'f-muted'}>
          {i + 1}
        </T>
      ))}
      {/* Caliper beam with its two jaws, tips on crest 1 and crest 11. */}
      <rect x={70} y={6} width={490} height={46} rx={4} className="f-part" data-shape="beam" />
      <T x={315} y={29} a="middle" box="beam">
        Caliper
      </T>
      <path d={`M${FIRST - 22} 52 L${FIRST + 14} 52 L${FIRST + 2} ${TOP - 2} L${FIRST - 2} ${TOP - 2} Z`} className="f-darkpart" />
      <path d={`M${last - 14} 52 L${last + 22} 52 L${last + 2} ${TOP - 2} L${last - 2} ${TOP - 2} Z`} className="f-darkpart" />
      {/* Ten pitches between the two crests. */}
      <line x1={FIRST} y1={256} x2={FIRST} y2={318} className="f-thin" />
      <line x1={last} y1={256} x2={last} y2={318} className="f-thin" />
      <Arrow x1={FIRST} y1={300} x2={last} y2={300} c="hl" both />
      <T x={(FIRST + last) / 2} y={280} a="middle" c="f-accent f-bold">
        Crest 1 to crest 11: ten pitches
      </T>
      <T x={(FIRST + last) / 2} y={336} a="middle">
        Reading ÷ 10 = pitch
      </T>
      <T x={(FIRST + last) / 2} y={366} a="middle" c="f-muted">
        Ten crests span only nine pitches
      </T>
    </Svg>
  );
}
