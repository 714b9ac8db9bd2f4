// Spark plug thread, reach and hex: the reach is the threaded length below the seat, the thread diameter is
// across the threads, and the hex is the socket size (not part of the code). In the head, a plug of the right
// reach ends flush with the chamber; a short one leaves head threads bare, a long one stands into the chamber.
import {Arrow, Svg, T} from './kit';

function threadLines(x1: number, x2: number, y1: number, y2: number) {
  const lines = [];
  for (let y = y1 + 6; y < y2 - 2; y += 9) lines.push(<line key={y} x1={x1} y1={y + 3} x2={x2} y2={y - 3} className="f-thin" />);
  return lines;
}

/** The plug in a section of the head; `end` is where its thread ends (the chamber face is at y 190). */
function InHead({cx, end, title, lines}: {cx: number; end: number; title: string; lines: [string, string]}) {
  const headTicks = [];
  for (let y = 116; y < 190; y += 9) {
    headTicks.push(<line key={`l${y}`} x1={cx - 18} y1={y} x2={cx - 12} y2={y + 4} className="f-thin" />);
    headTicks.push(<line key={`r${y}`} x1={cx + 18} y1={y} x2={cx + 12} y2={y + 4} className="f-thin" />);
  }
  return (
    <g>
      <rect x={cx - 50} y={110} width={100} height={80} className="f-part" />
      <rect x={cx - 18} y={110} width={36} height={80} className="f-paper" />
      {headTicks}
      <rect x={cx - 16} y={110} width={32} height={end - 110} className="f-metal" />
      {threadLines(cx - 16, cx + 16, 110, end)}
      <rect x={cx - 26} y={84} width={52} height={26} className="f-metal" />
      <rect x={cx - 3} y={end} width={6} height={8} className="f-darkpart" />
      <path d={`M${cx + 12} ${end} L${cx + 12} ${end + 14} L${cx - 6} ${end + 14}`} className="f-line" strokeWidth={4} fill="none" />
      <T x={cx} y={250} a="middle" c="f-bold">
        {title}
      </T>
      <T x={cx} y={276} a="middle" c="f-small">
        {lines[0]}
      </T>
      {lines[1] && (
        <T x={cx} y={300} a="middle" c="f-small">
          {lines[1]}
        </T>
      )}
    </g>
  );
}

export default function FigPlugReach() {
  return (
    <Svg h={310}>
      {/* The plug on its own: terminal, insulator, hex, gasket, thread, electrodes. */}
      <rect x={64} y={4} width={12} height={20} className="f-darkpart" />
      <rect x={56} y={24} width={28} height={72} rx={6} className="f-part" />
      <rect x={42} y={96} width={56} height={38} className="f-metal" />
      <line x1={56} y1={96} x2={56} y2={134} className="f-thin" />
      <line x1={84} y1={96} x2={84} y2={134} className="f-thin" />
      <rect x={46} y={134} width={48} height={8} className="f-darkpart" />
      <rect x={52} y={142} width={36} height={80} className="f-metal" />
      {threadLines(52, 88, 142, 222)}
      <rect x={67} y={222} width={6} height={8} className="f-darkpart" />
      <path d="M84 222 L84 236 L64 236" className="f-line" strokeWidth={4} fill="none" />
      <T x={106} y={115}>
        Hex
      </T>
      {/* Reach: from the seat (the shell face under the hex, the gasket left out) to the end of the thread. */}
      <line x1={100} y1={134} x2={114} y2={134} className="f-thin" />
      <line x1={90} y1={222} x2={114} y2={222} className="f-thin" />
      <Arrow x1={106} y1={137} x2={106} y2={219} both c="hl" />
      <T x={114} y={182} c="f-accent f-bold">
        Reach
      </T>
      {/* Thread diameter across the threads. */}
      <line x1={52} y1={226} x2={52} y2={266} className="f-thin" />
      <line x1={88} y1={226} x2={88} y2={266} className="f-thin" />
      <Arrow x1={55} y1={258} x2={85} y2={258} both c="blue" />
      <T x={70} y={282} a="middle" c="f-blue f-bold">
        Thread
      </T>
      <T x={70} y={306} a="middle" c="f-blue f-small">
        diameter
      </T>

      {/* The same plug in the head at three reaches. */}
      <T x={370} y={56} a="middle" c="f-muted f-small">
        In the head, chamber side down
      </T>
      <InHead cx={240} end={160} title="Too short" lines={['bare threads', 'in the head']} />
      <Arrow x1={275} y1={163} x2={275} y2={187} both c="hl" />
      <InHead cx={370} end={190} title="Right reach" lines={['ends flush', '']} />
      <InHead cx={500} end={218} title="Too long" lines={['stands into', 'the chamber']} />
    </Svg>
  );
}
