// What to measure on the old shock before buying one: eye-to-eye length (hole center to hole center, shock
// fully extended), stroke (the damper rod showing between the seal and the bottom eye, spring off), and at
// each mount whether it is an eye between two tabs (eye width, gap between the tabs, spacers fill the rest)
// or a clevis that straddles one tab.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigShockMeasure() {
  return (
    <Svg h={446}>
      {/* Side view, spring off: top eye, body, seal, damper rod, bottom eye. */}
      <T x={265} y={10} a="middle" c="f-accent f-bold">
        Eye-to-eye, fully extended
      </T>
      <line x1={60} y1={44} x2={60} y2={104} className="f-thin" />
      <line x1={470} y1={44} x2={470} y2={104} className="f-thin" />
      <Arrow x1={60} y1={40} x2={470} y2={40} c="hl" both />
      <rect x={84} y={92} width={230} height={56} rx={6} className="f-metal" data-shape="body" />
      <T x={200} y={120} a="middle" c="f-small" box="body">
        Body
      </T>
      <rect x={328} y={111} width={120} height={18} className="f-metal" />
      <rect x={312} y={100} width={16} height={40} rx={3} className="f-darkpart" />
      <circle cx={60} cy={120} r={28} className="f-metal" />
      <circle cx={60} cy={120} r={10} className="f-paper" />
      <circle cx={470} cy={120} r={28} className="f-metal" />
      <circle cx={470} cy={120} r={10} className="f-paper" />
      <circle cx={60} cy={120} r={3} className="f-ink" />
      <circle cx={470} cy={120} r={3} className="f-ink" />
      <Lead x1={350} y1={76} x2={320} y2={100} />
      <T x={356} y={72} c="f-small">
        Seal
      </T>
      <T x={60} y={166} a="middle" c="f-small">
        Top eye
      </T>
      <T x={450} y={166} c="f-small">
        Bottom eye
      </T>
      {/* Stroke: the exposed rod. */}
      <line x1={328} y1={132} x2={328} y2={190} className="f-thin" />
      <line x1={442} y1={132} x2={442} y2={190} className="f-thin" />
      <Arrow x1={328} y1={182} x2={442} y2={182} c="blue" both />
      <T x={385} y={206} a="middle" c="f-blue f-bold">
        Stroke
      </T>
      <T x={385} y={230} a="middle" c="f-small">
        rod showing, spring off
      </T>

      {/* Mount types, looking along the shock at the bolt. */}
      <line x1={0} y1={252} x2={560} y2={252} className="f-thin" />
      <T x={130} y={276} a="middle" c="f-bold">
        Eye between tabs
      </T>
      <T x={420} y={276} a="middle" c="f-bold">
        Clevis over a tab
      </T>
      {/* Eye: two tabs, spacers, the eye, the bolt through all of them. */}
      <line x1={96} y1={312} x2={96} y2={330} className="f-thin" />
      <line x1={164} y1={312} x2={164} y2={330} className="f-thin" />
      <Arrow x1={96} y1={316} x2={164} y2={316} c="hl" both />
      <T x={130} y={300} a="middle" c="f-small">
        Eye width
      </T>
      <rect x={30} y={356} width={200} height={14} rx={4} className="f-metal" />
      <rect x={50} y={326} width={16} height={74} className="f-darkpart" />
      <rect x={194} y={326} width={16} height={74} className="f-darkpart" />
      <rect x={66} y={346} width={30} height={34} className="f-amber-part" />
      <rect x={164} y={346} width={30} height={34} className="f-amber-part" />
      <Lead x1={34} y1={312} x2={78} y2={352} />
      <T x={0} y={300} c="f-small">
        Spacer
      </T>
      <rect x={96} y={334} width={68} height={58} rx={6} className="f-metal" />
      <line x1={96} y1={363} x2={164} y2={363} className="f-dash" />
      <Arrow x1={66} y1={410} x2={194} y2={410} c="blue" both />
      <T x={130} y={434} a="middle" c="f-blue f-small">
        Gap between tabs
      </T>
      {/* Clevis: the shock end forks round a single tab. */}
      <path d="M350 306 H490 V386 H452 V330 H388 V386 H350 Z" className="f-metal" />
      <rect x={392} y={340} width={56} height={72} className="f-darkpart" />
      <rect x={330} y={356} width={180} height={14} rx={4} className="f-metal" />
      <Lead x1={508} y1={404} x2={448} y2={396} />
      <T x={548} y={404} a="end" c="f-small">
        Tab
      </T>
      <Lead x1={498} y1={328} x2={474} y2={346} />
      <T x={548} y={316} a="end" c="f-small">
        Clevis
      </T>
    </Svg>
  );
}
