// The controls the start sequence sets, top to bottom in the order the page gives them: fuel tap ON, kill
// switch RUN, key ON, neutral, choke for the temperature with the throttle closed, then the kickstarter from
// compression (or the button).
import {Arrow, Box, Svg, T} from './kit';

const ROW = 92;

function Row({i, title, note}: {i: number; title: string; note: string}) {
  const y = i * ROW;
  return (
    <g>
      {i > 0 && <line x1={0} y1={y - 6} x2={560} y2={y - 6} className="f-thin" />}
      <T x={160} y={y + 28} c="f-bold">
        {title}
      </T>
      <T x={160} y={y + 56} c="f-small f-muted">
        {note}
      </T>
    </g>
  );
}

export default function FigStartControls() {
  return (
    <Svg h={6 * ROW - 6}>
      {/* 1 Fuel tap: three positions, lever on ON. */}
      <circle cx={74} cy={36} r={22} className="f-metal" />
      <rect x={68} y={36} width={12} height={26} rx={3} className="f-darkpart" />
      <T x={44} y={36} a="end" c="f-small">
        OFF
      </T>
      <T x={104} y={36} c="f-small">
        RES
      </T>
      <T x={74} y={76} a="middle" c="f-small f-accent f-bold">
        ON
      </T>
      <Row i={0} title="Fuel tap: ON" note="ON as marked; RES if ON runs dry" />

      {/* 2 Kill switch on RUN. */}
      <Box x={14} y={ROW + 14} width={64} height={40} c="f-hl" shape="run" />
      <Box x={78} y={ROW + 14} width={64} height={40} shape="off" />
      <T x={46} y={ROW + 34} a="middle" c="f-small f-bold f-accent" box="run">
        RUN
      </T>
      <T x={110} y={ROW + 34} a="middle" c="f-small" box="off">
        OFF
      </T>
      <Row i={1} title="Kill switch: RUN" note="Left on OFF, a healthy bike will not start" />

      {/* 3 Key. */}
      <circle cx={40} cy={2 * ROW + 36} r={18} className="f-metal" />
      <circle cx={40} cy={2 * ROW + 36} r={6} className="f-paper" />
      <path
        d={`M58 ${2 * ROW + 30} L130 ${2 * ROW + 30} L130 ${2 * ROW + 42} L120 ${2 * ROW + 42} L120 ${2 * ROW + 50} L110 ${2 * ROW + 42} L58 ${2 * ROW + 42} Z`}
        className="f-metal"
      />
      <Row i={2} title="Key: ON" note="Where the bike has a key" />

      {/* 4 Neutral. */}
      <circle cx={74} cy={3 * ROW + 38} r={26} className="f-green-part" />
      <T x={74} y={3 * ROW + 39} a="middle" c="f-green f-bold">
        N
      </T>
      <Row i={3} title="Neutral" note="Engine off, the bike rolls freely" />

      {/* 5 Choke on the carburetor, throttle closed. */}
      <rect x={14} y={4 * ROW + 22} width={100} height={40} rx={8} className="f-part" />
      <rect x={52} y={4 * ROW + 4} width={24} height={18} rx={3} className="f-amber-part" />
      <rect x={114} y={4 * ROW + 32} width={26} height={12} rx={3} className="f-amber-part" />
      <Row i={4} title="Choke: on cold, off warm" note="Cold start: throttle closed, no pumping" />

      {/* 6 Kickstarter: from just past compression, one full kick. */}
      <circle cx={30} cy={5 * ROW + 20} r={10} className="f-darkpart" />
      <line x1={30} y1={5 * ROW + 20} x2={100} y2={5 * ROW + 8} className="f-line" strokeWidth={8} />
      <rect x={96} y={5 * ROW} width={30} height={14} rx={3} className="f-metal" />
      <Arrow x1={136} y1={5 * ROW + 12} x2={136} y2={5 * ROW + 76} c="hl" />
      <Row i={5} title="Kick through, or the button" note="From just past compression" />
    </Svg>
  );
}
