// Cam timing on a Honda-pattern head at TDC compression: the two sprocket marks level with the head face,
// both lobes pointing down toward the piston.
import {Lead, Svg, T} from './kit';

export default function FigCamSprocketMarks() {
  return (
    <Svg h={330}>
      {/* Cylinder head below the face, cover removed. */}
      <rect x={60} y={170} width={440} height={120} className="f-part" />
      <line x1={30} y1={170} x2={530} y2={170} className="f-dash" />
      {/* Chain runs down to the crank. */}
      <line x1={188} y1={170} x2={188} y2={290} className="f-line" strokeWidth={6} />
      <line x1={372} y1={170} x2={372} y2={290} className="f-line" strokeWidth={6} />
      {/* Sprocket, centred on the face. */}
      <circle cx={280} cy={170} r={92} className="f-metal" />
      <circle cx={280} cy={170} r={80} className="f-thin" />
      <circle cx={280} cy={170} r={16} className="f-darkpart" />
      {/* Lobes, hidden behind the sprocket, drawn dashed: pointing down. */}
      <path d="M256 182 Q280 250 304 182" className="f-dash" />
      {/* The two timing marks at 3 and 9 o'clock. */}
      <line x1={192} y1={170} x2={218} y2={170} className="f-hl-line" strokeWidth={5} />
      <line x1={342} y1={170} x2={368} y2={170} className="f-hl-line" strokeWidth={5} />
      <Lead x1={120} y1={110} x2={205} y2={168} />
      <Lead x1={440} y1={110} x2={355} y2={168} />
      <T x={280} y={30} a="middle" c="f-accent f-bold">
        Sprocket marks level with the head face
      </T>
      <T x={20} y={98}>
        Mark
      </T>
      <T x={540} y={98} a="end">
        Mark
      </T>
      <Lead x1={420} y1={206} x2={300} y2={226} />
      <T x={426} y={206} c="f-small">
        Lobes point
      </T>
      <T x={426} y={232} c="f-small">
        down
      </T>
      <T x={530} y={154} a="end" c="f-muted f-small">
        Head face
      </T>
      <T x={280} y={314} a="middle" c="f-muted">
        Cylinder head, cover removed
      </T>
    </Svg>
  );
}
