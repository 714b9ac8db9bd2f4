// The electric starting circuit with the page's test order at the place each test is made: 1-2 battery,
// 3 fuse, 4 relay (coil terminals and output), 5 button, 6 heavy cable and ground path, 7 starter motor,
// 8 starter clutch. The relay coil is grounded through the neutral switch, as on Honda's CRF110F.
// The starter current runs from the battery through the relay contacts only: a 10 A main fuse could not
// carry it, so the fuse sits on the thin feed to the key switch, button and relay coil.
import {Svg, T} from './kit';

/** A numbered marker for a test step. */
function Step({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle cx={x} cy={y} r={14} className="f-hl" data-shape={`step-${n}-${x}`} />
      <T x={x} y={y + 1} a="middle" c="f-accent f-bold f-small" box={`step-${n}-${x}`}>
        {n}
      </T>
    </g>
  );
}

/** An open switch on a vertical wire, from y1 to y2. */
function Switch({x, y1, y2}: {x: number; y1: number; y2: number}) {
  return (
    <g>
      <circle cx={x} cy={y1} r={4} className="f-ink" />
      <circle cx={x} cy={y2} r={4} className="f-ink" />
      <line x1={x} y1={y2} x2={x + 16} y2={y1 + 6} className="f-line" />
    </g>
  );
}

export default function FigStarterCircuitTests() {
  return (
    <Svg h={450}>
      {/* Heavy circuit: battery +, relay contacts, starter cable; no fuse in it. */}
      <path d="M35 220 L35 70 L280 70" className="f-line" strokeWidth={6} />
      <path d="M400 70 L535 70 L535 215" className="f-line" strokeWidth={6} />
      {/* Ground path: battery - to frame and engine, starter body to the same ground. */}
      <path d="M110 280 L140 280 L140 415 L455 415 L455 305" className="f-line" strokeWidth={6} />
      <rect x={10} y={220} width={100} height={100} rx={6} className="f-part" data-shape="battery" />
      <rect x={26} y={208} width={18} height={12} className="f-metal" />
      <T x={60} y={300} a="middle" c="f-small" box="battery">
        Battery
      </T>
      <Step x={42} y={258} n={1} />
      <Step x={78} y={258} n={2} />
      {/* Relay: contacts across the top, coil along the bottom. */}
      <rect x={280} y={30} width={120} height={110} rx={6} className="f-part" data-shape="relay" />
      <path d="M280 70 L325 70 L350 56 M362 70 L400 70" className="f-line" />
      <path d="M305 140 L305 124 L315 124 q5 -10 10 0 q5 -10 10 0 q5 -10 10 0 q5 -10 10 0 L375 124 L375 140" className="f-line" />
      <Step x={300} y={98} n={4} />
      <T x={320} y={98} c="f-small" box="relay">
        Relay
      </T>
      {/* Thin circuit from the battery side of the relay: fuse, key switch, button, relay coil, neutral
          switch to ground. */}
      <circle cx={200} cy={70} r={5} className="f-ink" />
      <path d="M200 70 L200 80 M200 110 L200 124 M200 154 L200 172 M200 202 L200 240 L305 240 L305 140" className="f-line" />
      <rect x={189} y={80} width={22} height={30} rx={4} className="f-amber-part" />
      <Step x={108} y={96} n={3} />
      <T x={180} y={96} a="end" c="f-small">
        Fuse
      </T>
      <Switch x={200} y1={124} y2={154} />
      <T x={188} y={140} a="end" c="f-small">
        Key switch
      </T>
      <Switch x={200} y1={172} y2={202} />
      <Step x={108} y={188} n={5} />
      <T x={188} y={188} a="end" c="f-small">
        Button
      </T>
      <path d="M375 140 L375 174 M375 210 L375 415" className="f-line" />
      <Switch x={375} y1={174} y2={210} />
      <T x={396} y={182} c="f-small">
        Neutral
      </T>
      <T x={396} y={204} c="f-small">
        switch
      </T>
      {/* Starter motor and the starter clutch it drives. */}
      <rect x={430} y={215} width={120} height={90} rx={10} className="f-metal" data-shape="starter" />
      <Step x={405} y={260} n={7} />
      <T x={490} y={248} a="middle" c="f-small" box="starter">
        Starter
      </T>
      <T x={490} y={274} a="middle" c="f-small" box="starter">
        motor
      </T>
      <line x1={515} y1={305} x2={515} y2={330} className="f-line" strokeWidth={6} />
      <rect x={470} y={330} width={80} height={96} rx={8} className="f-part" data-shape="clutch" />
      <Step x={510} y={352} n={8} />
      <T x={510} y={384} a="middle" c="f-small" box="clutch">
        Starter
      </T>
      <T x={510} y={408} a="middle" c="f-small" box="clutch">
        clutch
      </T>
      {/* Step 6 sits on the heavy cable and on the ground path. */}
      <Step x={535} y={140} n={6} />
      <Step x={412} y={415} n={6} />
      <T x={160} y={392} c="f-small">
        Frame and engine ground
      </T>
      <T x={10} y={438} c="f-muted f-small">
        Numbers follow the test order
      </T>
    </Svg>
  );
}
