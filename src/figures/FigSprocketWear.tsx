// Sprocket teeth: a good tooth is symmetrical; a worn one is hooked and thin.
import {Svg, T} from './kit';

export default function FigSprocketWear() {
  return (
    <Svg h={270}>
      <rect x={20} y={150} width={240} height={40} className="f-metal" />
      <path
        d="M20 150 Q45 150 60 110 L76 62 Q90 50 104 62 L120 110 Q135 150 160 150 Q185 150 200 110 L216 62 Q230 50 244 62 L260 110 L260 150 Z"
        className="f-metal"
      />
      <rect x={300} y={150} width={240} height={40} className="f-metal" />
      {/* Worn: the drive face is scooped into a hook and the tooth thinned to a point. */}
      <path
        d="M300 150 Q335 152 346 118 Q352 78 372 48 Q368 90 384 118 Q400 150 440 150 Q475 152 486 118 Q492 78 512 48 Q508 90 524 118 Q532 140 540 150 Z"
        className="f-hl"
      />
      <T x={140} y={222} a="middle" c="f-green f-bold">
        Good
      </T>
      <T x={140} y={248} a="middle" c="f-small">
        Even, symmetrical teeth
      </T>
      <T x={420} y={222} a="middle" c="f-accent f-bold">
        Worn: replace
      </T>
      <T x={420} y={248} a="middle" c="f-small">
        Hooked, thin, pointed
      </T>
    </Svg>
  );
}
