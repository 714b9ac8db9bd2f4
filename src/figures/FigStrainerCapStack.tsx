// The strainer screen behind a hex cap under the crankcase of many Chinese horizontal engines, drawn apart in its
// refit order, as in Changing the Engine Oil: the screen goes into the bore first, then the coil spring, then the
// cap, which seals on its O-ring. The cap is the larger hex beside the drain bolt. A schematic: the shapes of
// screens and caps vary by engine.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigStrainerCapStack() {
  return (
    <Svg h={416}>
      {/* Underside of the crankcase with the strainer bore, and the drain bolt beside it. */}
      <rect x={60} y={0} width={480} height={100} className="f-part" />
      <rect x={166} y={40} width={68} height={60} className="f-paper" stroke="currentColor" strokeWidth={2} />
      <T x={300} y={44} c="f-muted f-small">
        Crankcase, underside
      </T>
      <rect x={448} y={100} width={36} height={16} className="f-darkpart" />
      <T x={466} y={136} a="middle" c="f-small">
        Drain bolt
      </T>
      <line x1={200} y1={100} x2={200} y2={382} className="f-dash" />

      {/* 1: the mesh screen. */}
      <rect x={172} y={130} width={56} height={80} className="f-part" />
      {[180, 188, 196, 204, 212, 220].map((x) => (
        <line key={x} x1={x} y1={138} x2={x} y2={202} className="f-thin" />
      ))}
      {[146, 154, 162, 170, 178, 186, 194].map((y) => (
        <line key={y} x1={172} y1={y} x2={228} y2={y} className="f-thin" />
      ))}
      <rect x={170} y={130} width={60} height={8} className="f-darkpart" />
      <rect x={170} y={202} width={60} height={8} className="f-darkpart" />
      <T x={280} y={164} c="f-bold">
        1 Screen
      </T>
      <T x={280} y={188} c="f-small">
        same way round as before
      </T>

      {/* 2: the coil spring. */}
      <path d="M200 226 L220 232 L180 242 L220 252 L180 262 L220 272 L180 282 L200 288" className="f-line" />
      <T x={280} y={258} c="f-bold">
        2 Spring
      </T>

      {/* 3: the cap, its O-ring and hex. */}
      <rect x={172} y={304} width={56} height={32} className="f-metal" />
      {[312, 320, 328].map((y) => (
        <line key={y} x1={172} y1={y} x2={228} y2={y + 4} className="f-thin" />
      ))}
      <rect x={166} y={336} width={68} height={8} rx={4} className="f-blue-part" />
      <rect x={150} y={344} width={100} height={32} rx={3} className="f-darkpart" />
      <line x1={183} y1={344} x2={183} y2={376} className="f-thin" />
      <line x1={217} y1={344} x2={217} y2={376} className="f-thin" />
      <T x={280} y={310} c="f-bold">
        3 Cap
      </T>
      <Lead x1={276} y1={342} x2={234} y2={340} />
      <T x={280} y={342} c="f-blue f-small">
        O-ring: renew it if flat,
      </T>
      <T x={280} y={366} c="f-blue f-small">
        hard or cracked
      </T>

      {/* The arrow shows which way each part goes in (up into the bore), not the order: the numbers give that. */}
      <Arrow x1={110} y1={376} x2={110} y2={132} c="blue" />
      <T x={0} y={404} c="f-blue f-bold">
        Fit 1, then 2, then 3, up into the bore
      </T>
    </Svg>
  );
}
