// Semi-automatic clutch adjuster behind the cap on the right cover: hold the slotted screw, loosen the
// locknut, turn the screw until it resists, back it off by the manual's amount, lock it.
import {Lead, Svg, T} from './kit';

export default function FigSemiAutoAdjuster() {
  return (
    <Svg h={320}>
      {/* Right cover with the cap removed. */}
      <path d="M30 300 Q20 100 160 50 Q300 20 330 160 Q340 260 300 300 Z" className="f-part" />
      <circle cx={190} cy={170} r={62} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <polygon points="190,128 226,149 226,191 190,212 154,191 154,149" className="f-metal" />
      <circle cx={190} cy={170} r={22} className="f-darkpart" />
      <rect x={176} y={166} width={28} height={8} className="f-paper" />
      <Lead x1={350} y1={110} x2={220} y2={152} />
      <T x={356} y={104}>
        Locknut
      </T>
      <T x={356} y={128} c="f-small">
        ring wrench
      </T>
      <Lead x1={350} y1={196} x2={200} y2={172} />
      <T x={356} y={190}>
        Adjusting screw
      </T>
      <T x={356} y={214} c="f-small">
        screwdriver slot
      </T>
      <T x={130} y={274} a="middle" c="f-muted f-small">
        Right cover, cap off
      </T>
      <T x={20} y={24} c="f-small">
        1 Hold the screw, loosen the nut
      </T>
      <T x={356} y={262} c="f-small">
        2 Turn to resistance
      </T>
      <T x={356} y={286} c="f-small">
        3 Back off, lock
      </T>
    </Svg>
  );
}
