// Split rim in section: two pressed halves, each with a flange and bead seat for one side of the tire, meet
// face to face in the middle and are clamped by a ring of bolts and nuts. The tube must lie clear of the
// joint; only one half has the valve hole.
import {Lead, Svg, T} from './kit';

export default function FigSplitRimJoint() {
  return (
    <Svg h={400}>
      {/* Tire section, a rubber wall 16 units thick. */}
      <path d="M112 196 Q72 32 280 22 Q488 32 448 196 L432 196 Q472 48 280 38 Q88 48 128 196 Z" className="f-darkpart" />
      {/* Tube, clear of the joint. */}
      <ellipse cx={280} cy={128} rx={132} ry={78} className="f-blue-part" opacity={0.6} />
      {/* Left half: flange, bead seat, step down to its mounting face. */}
      <path d="M104 160 L104 214 L262 214 L262 330 L280 330 L280 202 L120 202 L120 160 Z" className="f-metal" />
      {/* Right half, the valve-hole half. */}
      <path d="M456 160 L456 214 L298 214 L298 330 L280 330 L280 202 L440 202 L440 160 Z" className="f-metal" />
      {/* Valve stem through the right half's bead seat. */}
      <rect x={372} y={190} width={14} height={56} className="f-darkpart" />
      {/* Beads on their seats. */}
      <circle cx={134} cy={190} r={11} className="f-darkpart" />
      <circle cx={426} cy={190} r={11} className="f-darkpart" />
      {/* Rim bolt through both faces, head and nut. */}
      <rect x={236} y={288} width={88} height={14} className="f-metal" />
      <rect x={222} y={280} width={16} height={30} rx={3} className="f-darkpart" />
      <rect x={322} y={280} width={18} height={30} rx={3} className="f-darkpart" />
      {/* Joint: faces meet metal to metal. */}
      <line x1={280} y1={202} x2={280} y2={330} className="f-hl-line" strokeWidth={4} />
      <T x={280} y={128} a="middle" c="f-small">
        Tube
      </T>
      <T x={280} y={362} a="middle" c="f-accent f-bold">
        Mounting faces meet flat,
      </T>
      <T x={280} y={388} a="middle" c="f-accent f-small">
        no tube between them
      </T>
      <Lead x1={280} y1={348} x2={280} y2={320} />
      <T x={0} y={250} c="f-small">
        Bead seat
      </T>
      <Lead x1={60} y1={236} x2={160} y2={212} />
      <T x={0} y={150} c="f-small">
        Bead
      </T>
      <Lead x1={48} y1={156} x2={124} y2={186} />
      <T x={560} y={268} a="end" c="f-small">
        Valve-hole half
      </T>
      <Lead x1={444} y1={254} x2={400} y2={216} />
      <T x={120} y={300} c="f-small">
        Rim bolt
      </T>
      <Lead x1={196} y1={300} x2={222} y2={296} />
      <T x={560} y={320} a="end" c="f-small">
        Nut
      </T>
      <Lead x1={520} y1={320} x2={342} y2={298} />
    </Svg>
  );
}
