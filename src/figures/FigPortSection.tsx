// An intake port of a 2-valve head, cut through: grind the port out to the scribed gasket line at the
// manifold face, blend the bowl and the short-side radius (the inside of the turn, on the floor), leave the
// valve seat insert alone and take only flash off the guide boss.
import {Arrow, Lead, Svg, T} from './kit';

/** Floor of the port: the short-side radius is the curve from the straight run down to the seat. */
const FLOOR_TURN = 'M240 235 C240 185 210 160 150 160';

export default function FigPortSection() {
  return (
    <Svg h={352}>
      {/* Manifold and its gasket, whose opening is larger than the port. */}
      <rect x={0} y={60} width={36} height={130} className="f-part" />
      <rect x={0} y={80} width={36} height={90} className="f-paper" />
      <rect x={36} y={60} width={7} height={20} className="f-amber-part" />
      <rect x={36} y={170} width={7} height={20} className="f-amber-part" />
      {/* Head, with the port cut through it. */}
      <rect x={43} y={40} width={347} height={256} className="f-metal" />
      <path d={`M43 90 L180 90 C270 90 340 140 340 200 L340 280 L240 280 L240 235 C240 185 210 160 150 160 L43 160 Z`} className="f-paper" />
      {/* The step to grind out: from the port wall to the gasket line, blended back over a short distance. */}
      <polygon points="43,80 43,90 110,90" className="f-hl" />
      <polygon points="43,170 43,160 110,160" className="f-hl" />
      <path d={FLOOR_TURN} className="f-hl-line" />
      {/* Guide boss and valve, with its seat inserts. */}
      <rect x={276} y={40} width={28} height={104} className="f-metal" />
      <rect x={286} y={12} width={8} height={274} className="f-darkpart" />
      <rect x={228} y={270} width={22} height={26} className="f-amber-part" />
      <rect x={330} y={270} width={22} height={26} className="f-amber-part" />
      <polygon points="250,284 330,284 346,300 234,300" className="f-darkpart" />
      <Arrow x1={70} y1={125} x2={170} y2={125} c="blue" />
      <T x={184} y={125} c="f-small f-blue">
        Flow
      </T>
      <T x={290} y={328} a="middle" c="f-small f-muted">
        Chamber
      </T>
      {/* Labels. */}
      <Lead x1={60} y1={34} x2={45} y2={82} />
      <T x={0} y={22} c="f-small">
        Gasket line: grind to it
      </T>
      <Lead x1={400} y1={106} x2={304} y2={120} />
      <T x={404} y={94} c="f-small">
        Guide boss:
      </T>
      <T x={404} y={118} c="f-small">
        flash only
      </T>
      <Lead x1={400} y1={196} x2={322} y2={236} />
      <T x={404} y={196} c="f-small f-bold">
        Bowl
      </T>
      <Lead x1={400} y1={272} x2={350} y2={282} />
      <T x={404} y={260} c="f-small">
        Seat insert:
      </T>
      <T x={404} y={284} c="f-small f-accent f-bold">
        do not grind
      </T>
      <Lead x1={120} y1={316} x2={218} y2={179} />
      <T x={0} y={330} c="f-small f-accent">
        Short-side radius
      </T>
    </Svg>
  );
}
