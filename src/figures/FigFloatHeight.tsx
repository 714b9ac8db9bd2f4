// Float height: carburetor turned bowl face up, float tang resting on the needle valve pin without
// pressing it, measured from the mating face to the far edge of the float.
import {Arrow, Lead, Svg, T} from './kit';

/**
 * `body`, `face` and `tang` name the parts in the words of the page that shows the drawing; the defaults are the
 * words of the float height guide.
 */
export default function FigFloatHeight({
  body = 'Carburetor body, bowl face up',
  face = 'Bowl face',
  tang = 'Tang',
}: {
  body?: string;
  face?: string;
  tang?: string;
}) {
  return (
    <Svg h={330}>
      {/* Carburetor body, bowl face up and tilted until the tang rests on the pin. */}
      <rect x={40} y={200} width={330} height={100} rx={8} className="f-part" />
      <T x={205} y={268} a="middle" c="f-muted">
        {body}
      </T>
      <line x1={20} y1={200} x2={470} y2={200} className="f-dash" />
      {/* Needle valve, tip up, and the float on its pin. */}
      <rect x={222} y={166} width={16} height={34} className="f-metal" />
      <rect x={226} y={156} width={8} height={10} className="f-hl" />
      <circle cx={120} cy={188} r={8} className="f-darkpart" />
      <path d="M120 188 L230 152" className="f-line" strokeWidth={4} />
      <rect x={250} y={60} width={110} height={96} rx={20} className="f-amber-part" />
      <line x1={230} y1={152} x2={250} y2={130} className="f-line" strokeWidth={4} />
      {/* The measurement. */}
      <line x1={360} y1={60} x2={470} y2={60} className="f-thin" />
      <Arrow x1={440} y1={196} x2={440} y2={64} c="hl" both />
      <T x={452} y={118} c="f-accent f-bold">
        Float
      </T>
      <T x={452} y={144} c="f-accent f-bold">
        height
      </T>
      <T x={380} y={222} c="f-small">
        {face}
      </T>
      <Lead x1={172} y1={110} x2={228} y2={160} />
      <T x={20} y={60} c="f-small">
        {`${tang} just rests on the`}
      </T>
      <T x={20} y={86} c="f-small">
        needle valve pin,
      </T>
      <T x={20} y={112} c="f-small">
        not pressing it
      </T>
      <T x={305} y={40} a="middle" c="f-small">
        Float
      </T>
    </Svg>
  );
}
