// Valve-to-piston check with clay: clay across the valve reliefs, engine turned two turns with the head
// on, then the clay cut through the dent and its thinnest part measured.
import {Arrow, Svg, T} from './kit';

export default function FigValveClay() {
  return (
    <Svg h={300}>
      {/* Piston crown in section with a relief, clay on it, the valve dent. */}
      <path d="M40 150 L180 150 Q200 170 240 170 Q280 170 300 150 L420 150 L420 280 L40 280 Z" className="f-part" />
      <path
        d="M40 150 L180 150 Q200 170 240 170 Q280 170 300 150 L420 150 L420 110 L300 110 Q290 130 240 138 Q190 130 180 110 L40 110 Z"
        className="f-amber-part"
      />
      {/* Valve head outline at its closest point. */}
      <path d="M170 96 Q240 146 310 96 L300 80 L180 80 Z" className="f-dash" />
      <rect x={232} y={20} width={16} height={62} className="f-thin" />
      <Arrow x1={240} y1={140} x2={240} y2={168} c="hl" both />
      <T x={260} y={230} c="f-accent f-bold">
        Thinnest clay =
      </T>
      <T x={260} y={256} c="f-accent f-bold">
        clearance
      </T>
      <line x1={258} y1={226} x2={244} y2={166} className="f-thin" />
      <T x={440} y={130} c="f-small">
        Clay
      </T>
      <T x={440} y={200} c="f-small">
        Piston
      </T>
      <T x={330} y={60} c="f-small">
        Valve dent (cut
      </T>
      <T x={330} y={84} c="f-small">
        through here)
      </T>
      <T x={30} y={40} c="f-muted f-small">
        Section through
      </T>
      <T x={30} y={64} c="f-muted f-small">
        one valve relief
      </T>
    </Svg>
  );
}
