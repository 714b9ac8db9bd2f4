// Rear clutch release arm: the cable from the engine-side adjuster (a threaded sleeve held in a bracket by two
// locknuts) pulls the arm clamped to the lifter shaft. With the free play just taken up, cable and arm should
// be close to a right angle. Moving the sleeve's end toward the arm lengthens the outer and takes up slack.
// (The inner cable has a fixed length: the more of it the outer takes up, the less is left as slack.)
import {Arrow, Lead, Svg, T} from './kit';

export default function FigReleaseArmAngle() {
  return (
    <Svg h={330}>
      {/* Outer cable coming from the handlebar, into the adjuster sleeve. */}
      <path d="M0 200 Q40 110 110 100" className="f-line" strokeWidth={9} />
      <rect x={100} y={91} width={150} height={18} rx={3} className="f-metal" />
      {[120, 134, 148, 162, 176, 190, 204, 218, 232].map((x) => (
        <line key={x} x1={x} y1={91} x2={x + 6} y2={109} className="f-thin" />
      ))}
      {/* Bracket and the two locknuts either side of it. */}
      <rect x={170} y={84} width={12} height={96} className="f-part" />
      <rect x={152} y={82} width={16} height={36} rx={3} className="f-darkpart" />
      <rect x={184} y={82} width={16} height={36} rx={3} className="f-darkpart" />
      {/* Inner cable to the arm tip. */}
      <line x1={250} y1={100} x2={420} y2={100} className="f-line" />
      {/* Lifter shaft boss, arm and pinch bolt. */}
      <circle cx={420} cy={250} r={44} className="f-part" />
      <path d="M408 100 L432 100 L440 250 L400 250 Z" className="f-amber-part" />
      <circle cx={420} cy={250} r={16} className="f-metal" />
      <circle cx={420} cy={100} r={6} className="f-ink" />
      <rect x={436} y={214} width={26} height={12} rx={3} className="f-darkpart" />
      {/* Right angle between cable and arm. */}
      <path d="M392 100 L392 128 L416 128" className="f-hl-line" />
      {/* Pull of the cable. */}
      <Arrow x1={360} y1={72} x2={290} y2={72} c="hl" />
      <T x={300} y={40} a="middle" c="f-accent f-small">
        Lever pulled
      </T>
      <T x={360} y={156} a="end" c="f-accent f-bold">
        Close to a
      </T>
      <T x={360} y={180} a="end" c="f-accent f-bold">
        right angle
      </T>
      <T x={470} y={110} c="f-small">
        Release
      </T>
      <T x={470} y={134} c="f-small">
        arm
      </T>
      <T x={420} y={318} a="middle" c="f-small">
        Lifter shaft
      </T>
      <Lead x1={500} y1={186} x2={458} y2={218} />
      <T x={500} y={172} a="middle" c="f-small">
        Pinch bolt
      </T>
      <T x={176} y={40} a="middle" c="f-small">
        Locknuts
      </T>
      <line x1={162} y1={52} x2={160} y2={80} className="f-thin" />
      <line x1={190} y1={52} x2={192} y2={80} className="f-thin" />
      <T x={190} y={204} c="f-small">
        Bracket
      </T>
      <T x={0} y={232} c="f-small">
        Adjuster sleeve
      </T>
      <Lead x1={112} y1={218} x2={126} y2={104} />
      <Arrow x1={120} y1={250} x2={230} y2={250} c="blue" />
      <T x={20} y={284} c="f-blue f-small">
        Sleeve end toward the arm:
      </T>
      <T x={20} y={310} c="f-blue f-small">
        less free play
      </T>
    </Svg>
  );
}
