// Leak-down on a horizontal pit bike engine: air goes in at the plug hole with the piston at TDC on compression,
// and where it comes out names the leak (carburetor: intake valve; exhaust: exhaust valve; head joint: head
// gasket; oil filler or breather: rings or bore). Side view, front of the bike to the left.
import {Arrow, Svg, T} from './kit';

export default function FigLeakDownListen() {
  return (
    <Svg h={470}>
      {/* Crankcase. */}
      <path d="M320 170 L470 150 Q540 150 540 230 L540 340 Q540 400 470 400 L340 400 Q300 400 300 350 L300 200 Z" className="f-part" />
      {/* Oil filler cap on the crankcase. */}
      <rect x={420} y={130} width={34} height={22} rx={4} className="f-darkpart" />
      {/* Cylinder lying forward, with fins. */}
      <rect x={180} y={200} width={130} height={110} className="f-metal" />
      {[205, 230, 255, 280].map((x) => (
        <line key={x} x1={x} y1={200} x2={x} y2={310} className="f-thin" />
      ))}
      {/* Head, and the head-to-cylinder joint. */}
      <rect x={90} y={186} width={90} height={138} rx={8} className="f-metal" />
      <line x1={180} y1={184} x2={180} y2={326} className="f-hl-line" strokeWidth={5} />
      {/* Intake on top of the head to the carburetor. */}
      <path d="M130 186 L130 150 L170 130" className="f-line" strokeWidth={6} />
      <rect x={160} y={108} width={90} height={44} rx={8} className="f-part" />
      {/* The carburetor's air mouth, flared, facing back toward the air filter. */}
      <path d="M246 116 L270 102 L270 158 L246 144 Z" className="f-part" />
      {/* Exhaust from the bottom of the head, running back under the engine. */}
      <path d="M130 324 L130 380 Q130 430 190 430 L290 430" className="f-line" strokeWidth={8} />
      {/* Air in at the plug hole. */}
      <Arrow x1={20} y1={255} x2={88} y2={255} c="blue" />
      <T x={10} y={222} c="f-blue f-small">
        Air in
      </T>
      {/* Where it escapes. */}
      <Arrow x1={205} y1={104} x2={205} y2={78} c="hl" />
      <T x={205} y={36} a="middle" c="f-bold f-small">
        Carburetor:
      </T>
      <T x={205} y={60} a="middle" c="f-small">
        intake valve
      </T>
      <Arrow x1={290} y1={430} x2={340} y2={430} c="hl" />
      <T x={350} y={432} c="f-bold f-small">
        Exhaust:
      </T>
      <T x={350} y={456} c="f-small">
        exhaust valve
      </T>
      <Arrow x1={180} y1={330} x2={180} y2={356} c="hl" />
      <T x={148} y={376} c="f-bold f-small">
        Head joint:
      </T>
      <T x={148} y={400} c="f-small">
        head gasket
      </T>
      <Arrow x1={437} y1={128} x2={437} y2={88} c="hl" />
      <T x={540} y={26} a="end" c="f-bold f-small">
        Filler or breather:
      </T>
      <T x={540} y={50} a="end" c="f-small">
        rings or bore
      </T>
      <T x={420} y={280} a="middle" c="f-muted f-small">
        Crankcase
      </T>
      <T x={10} y={160} c="f-muted f-small">
        Front
      </T>
    </Svg>
  );
}
