// TDC: the T on the rotor under the index notch in the timing window of the left engine cover (or, with `mark`, the
// F firing mark lined up at idle under a strobe lamp).
import {ArcArrow, Arrow, Lead, Svg, T} from './kit';

/**
 * `index` names the fixed mark in the words of the page that shows the drawing. `mark` is the letter on the rotor
 * under the index (T for top dead center; F for the firing mark that a strobe lamp lines up at idle), and `markLabel`
 * names it in the page's words, as `moves` names the rotor's movement (one line each, inside the enlarged window).
 */
export default function FigTdcTimingMark({
  index = 'Index notch',
  mark = 'T',
  markLabel = 'T mark on the rotor',
  moves = ['Rotor moves'],
}: {
  index?: string;
  mark?: string;
  markLabel?: string;
  moves?: string[];
}) {
  // A label of more than one line lifts the arrow and the label so the last line clears the window's edge.
  const lift = (moves.length - 1) * 10;
  return (
    <Svg h={340}>
      {/* Left engine cover, seen from the left side of the bike. */}
      <path d="M30 300 Q20 120 120 60 Q200 20 250 90 Q290 150 270 300 Z" className="f-part" />
      {/* Rotor nut cap hole with the nut, and the turning direction. */}
      <circle cx={150} cy={210} r={34} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <polygon points="150,190 167,200 167,220 150,230 133,220 133,200" className="f-metal" />
      <ArcArrow cx={150} cy={210} r={52} a1={-20} a2={-160} c="blue" />
      <T x={150} y={280} a="middle" c="f-blue">
        Running direction
      </T>
      {/* Timing window. */}
      <circle cx={190} cy={105} r={24} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <line x1={190} y1={81} x2={430} y2={50} className="f-dash" />
      <line x1={190} y1={129} x2={430} y2={270} className="f-dash" />
      {/* Enlarged view of the window. */}
      <circle cx={430} cy={160} r={110} className="f-metal" />
      <line x1={430} y1={50} x2={430} y2={150} className="f-line" strokeWidth={4} />
      <T x={430} y={176} a="middle" c="f-bold">
        {mark}
      </T>
      <polygon points="416,44 444,44 430,66" className="f-accent-fill" />
      <Arrow x1={484} y1={206 - lift} x2={404} y2={206 - lift} c="blue" />
      {moves.map((line, i) => (
        <T key={line} x={444} y={234 - lift + i * 22} a="middle" c="f-blue f-small">
          {line}
        </T>
      ))}
      <Lead x1={548} y1={40} x2={444} y2={52} />
      <T x={555} y={24} a="end">
        {index}
      </T>
      <Lead x1={336} y1={296} x2={424} y2={140} />
      <T x={250} y={316}>
        {markLabel}
      </T>
      <T x={15} y={28} c="f-bold">
        Left cover
      </T>
    </Svg>
  );
}
