// What to measure before a carburetor swap, on the intake drawn apart from the head outward: the head's port
// and stud spacing against the manifold flange, the manifold rubber's inside diameter against the carb's
// engine-side spigot, and the carb's air-side diameter against the neck of the filter or boot.
import {Arrow, Svg, T} from './kit';

export default function FigCarbFitMeasure() {
  return (
    <Svg h={364}>
      {/* Cylinder head: port and the two manifold studs. */}
      <rect x={0} y={40} width={70} height={200} rx={6} className="f-part" />
      <rect x={32} y={120} width={40} height={60} className="f-paper" />
      <path d="M70 120 H32 V180 H70" className="f-line" />
      <rect x={70} y={86} width={34} height={8} className="f-metal" />
      <rect x={70} y={206} width={34} height={8} className="f-metal" />
      <line x1={8} y1={90} x2={70} y2={90} className="f-thin" />
      <line x1={8} y1={210} x2={70} y2={210} className="f-thin" />
      <Arrow x1={18} y1={90} x2={18} y2={210} both />
      <Arrow x1={54} y1={121} x2={54} y2={179} both />
      <T x={40} y={60} a="middle" c="f-bold">
        1
      </T>

      {/* Manifold: flange, tube, rubber with its clamp. */}
      <rect x={118} y={70} width={16} height={160} rx={3} className="f-metal" />
      <rect x={134} y={112} width={40} height={76} className="f-metal" />
      <rect x={170} y={104} width={58} height={92} rx={6} className="f-darkpart" />
      <line x1={140} y1={124} x2={228} y2={124} className="f-dash" />
      <line x1={140} y1={176} x2={228} y2={176} className="f-dash" />
      <rect x={190} y={98} width={12} height={104} rx={3} className="f-metal" />
      <Arrow x1={216} y1={125} x2={216} y2={175} c="hl" both />
      <T x={246} y={82} a="middle" c="f-accent f-bold">
        2
      </T>

      {/* Carburetor: spigot, body, slide tower and cap with the cable, bowl, air-side mouth. */}
      <line x1={343} y1={34} x2={343} y2={4} className="f-line" strokeWidth={6} />
      <rect x={262} y={126} width={36} height={48} className="f-metal" />
      <rect x={296} y={100} width={94} height={100} rx={8} className="f-part" />
      <rect x={318} y={46} width={50} height={56} className="f-part" />
      <rect x={312} y={32} width={62} height={16} rx={4} className="f-metal" />
      <rect x={314} y={198} width={58} height={46} rx={8} className="f-part" />
      <rect x={390} y={114} width={34} height={72} className="f-metal" />
      <Arrow x1={278} y1={127} x2={278} y2={173} c="hl" both />
      <Arrow x1={408} y1={115} x2={408} y2={185} c="blue" both />
      <T x={438} y={82} a="middle" c="f-blue f-bold">
        3
      </T>

      {/* Pod filter with its rubber neck. */}
      <rect x={452} y={108} width={30} height={84} rx={4} className="f-part" />
      <rect x={478} y={66} width={70} height={168} rx={22} className="f-part" />
      {[96, 126, 156, 186, 216].map((y) => (
        <line key={y} x1={486} y1={y - 4} x2={540} y2={y - 4} className="f-thin" />
      ))}
      <line x1={452} y1={114} x2={482} y2={114} className="f-dash" />
      <line x1={452} y1={186} x2={482} y2={186} className="f-dash" />
      <Arrow x1={466} y1={115} x2={466} y2={185} c="blue" both />

      <T x={36} y={262} a="middle" c="f-muted f-small">
        Head
      </T>
      <T x={174} y={262} a="middle" c="f-muted f-small">
        Manifold
      </T>
      <T x={343} y={262} a="middle" c="f-muted f-small">
        Carb
      </T>
      <T x={513} y={262} a="middle" c="f-muted f-small">
        Filter
      </T>
      <line x1={0} y1={280} x2={560} y2={280} className="f-thin" />
      <T x={0} y={302}>
        1 Port and stud spacing = manifold flange
      </T>
      <T x={0} y={328} c="f-accent">
        2 Manifold inside = carb spigot outside
      </T>
      <T x={0} y={354} c="f-blue">
        3 Carb mouth outside = filter or boot inside
      </T>
    </Svg>
  );
}
