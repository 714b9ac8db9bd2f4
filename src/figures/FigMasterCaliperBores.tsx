// Matching a master cylinder to its caliper: measure the master bore and one caliper piston, count the pistons
// on one side of the disc; the line pressure is the same throughout, so the area ratio sets the force at the
// pads and the lever travel.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigMasterCaliperBores() {
  return (
    <Svg h={440}>
      {/* Master cylinder in section: reservoir on top, pushrod from the lever, piston, fluid, outlet. */}
      <rect x={80} y={30} width={90} height={40} rx={4} className="f-part" />
      <rect x={30} y={70} width={200} height={80} rx={8} className="f-part" />
      <rect x={50} y={90} width={170} height={40} className="f-blue-part" />
      <rect x={0} y={104} width={70} height={12} className="f-darkpart" />
      <rect x={66} y={90} width={40} height={40} className="f-metal" />
      <Arrow x1={86} y1={92} x2={86} y2={128} c="hl" both />
      <T x={130} y={176} a="middle" c="f-accent f-bold">
        Master bore
      </T>
      <Lead x1={110} y1={164} x2={88} y2={128} />
      <T x={0} y={14} c="f-muted f-small">
        Master cylinder
      </T>

      {/* Hose to the caliper. */}
      <path d="M230 110 L430 110 L430 168" className="f-line" strokeWidth={6} />
      <T x={330} y={90} a="middle" c="f-muted f-small">
        Same pressure
      </T>

      {/* Caliper in section across the disc: pistons on one side, pads either side of the disc. */}
      <rect x={380} y={168} width={150} height={190} rx={10} className="f-part" />
      <rect x={476} y={150} width={16} height={226} className="f-darkpart" />
      <rect x={396} y={190} width={56} height={64} className="f-metal" />
      <rect x={396} y={272} width={56} height={64} className="f-metal" />
      <rect x={454} y={190} width={20} height={146} className="f-amber-part" />
      <rect x={494} y={190} width={20} height={146} className="f-amber-part" />
      <Arrow x1={424} y1={192} x2={424} y2={252} c="hl" both />
      <T x={540} y={140} a="end" c="f-muted f-small">
        Disc
      </T>
      <Lead x1={362} y1={222} x2={420} y2={222} />
      <T x={356} y={212} a="end" c="f-accent f-bold">
        Caliper piston
      </T>
      <T x={356} y={236} a="end" c="f-accent f-bold">
        diameter
      </T>
      <Lead x1={362} y1={296} x2={408} y2={304} />
      <T x={356} y={284} a="end" c="f-small">
        Count the pistons
      </T>
      <T x={356} y={306} a="end" c="f-small">
        on one side
      </T>

      {/* What the bore change does. */}
      <T x={0} y={392} c="f-small f-bold">
        Smaller master bore:
      </T>
      <T x={246} y={392} c="f-small">
        more force, longer lever travel
      </T>
      <T x={0} y={424} c="f-small f-bold">
        Larger master bore:
      </T>
      <T x={246} y={424} c="f-small">
        less force, shorter lever travel
      </T>
    </Svg>
  );
}
