// Mainshaft-mounted manual clutch, exploded along the shaft in build order: engine side at the top, cover side
// at the bottom. The order follows the removal and reassembly steps of the manual clutch service page.
import {Lead, Svg, T} from './kit';

export default function FigClutchBuildOrder() {
  const plates = ['F', 'S', 'F', 'S', 'F'];
  return (
    <Svg h={564}>
      {/* Crankcase face and the mainshaft. */}
      <rect x={20} y={0} width={220} height={22} className="f-part" />
      <T x={270} y={11} c="f-muted f-small">
        Engine side
      </T>
      <rect x={122} y={22} width={16} height={444} className="f-metal" />

      {/* 1 Basket, open toward the cover. */}
      <path d="M40 86 L40 44 L220 44 L220 86 L206 86 L206 58 L54 58 L54 86 Z" className="f-metal" />
      <Lead x1={262} y1={64} x2={220} y2={64} />
      <T x={270} y={64}>
        1 Basket
      </T>

      {/* 2 Thrust washer. */}
      <rect x={92} y={100} width={76} height={8} rx={2} className="f-metal" />
      <Lead x1={262} y1={104} x2={168} y2={104} />
      <T x={270} y={104}>
        2 Thrust washer
      </T>

      {/* 3 Hub. */}
      <rect x={70} y={122} width={120} height={34} rx={4} className="f-metal" />
      <Lead x1={262} y1={139} x2={190} y2={139} />
      <T x={270} y={139}>
        3 Hub
      </T>

      {/* 4 Lock washer, new. */}
      <rect x={98} y={172} width={64} height={8} rx={2} className="f-hl" />
      <Lead x1={262} y1={176} x2={162} y2={176} />
      <T x={270} y={176} c="f-accent f-bold">
        4 New lock washer
      </T>

      {/* 5 Nut. */}
      <rect x={104} y={196} width={52} height={22} rx={3} className="f-darkpart" />
      <Lead x1={262} y1={207} x2={156} y2={207} />
      <T x={270} y={207}>
        5 Nut
      </T>

      {/* 6 Wave spring, if the engine has one. */}
      <path d="M60 244 q17.5 -12 35 0 t35 0 t35 0 t35 0" className="f-line" />
      <Lead x1={262} y1={244} x2={200} y2={244} />
      <T x={270} y={244}>
        6 Wave spring, if fitted
      </T>

      {/* 7 Plates: friction first, then steel and friction alternately. */}
      {plates.map((p, i) => {
        const y = 268 + i * 22;
        return (
          <g key={i}>
            {p === 'F' ? (
              <rect x={50} y={y} width={160} height={12} rx={3} className="f-amber-part" />
            ) : (
              <rect x={58} y={y + 2} width={144} height={8} rx={2} className="f-blue-part" />
            )}
            <T x={26} y={y + 6} a="middle" c={p === 'F' ? 'f-bold f-small' : 'f-blue f-bold f-small'}>
              {p}
            </T>
          </g>
        );
      })}
      <path d="M222 270 q8 0 8 8 l0 30 l8 6 l-8 6 l0 30 q0 8 -8 8" className="f-thin" />
      <T x={270} y={296}>
        7 Plates, friction first,
      </T>
      <T x={270} y={320}>
        then steel and friction
      </T>
      <T x={270} y={344}>
        alternately
      </T>
      <T x={270} y={368} c="f-muted f-small">
        F friction, S steel
      </T>
      <T x={270} y={392} c="f-muted f-small">
        The count varies by engine
      </T>

      {/* The parts after the plates, moved down to clear the plate notes. */}
      <g transform="translate(0 24)">
        {/* 8 Lifter piece and its bearing. */}
        <rect x={112} y={390} width={36} height={20} rx={3} className="f-darkpart" />
        <Lead x1={262} y1={400} x2={148} y2={400} />
        <T x={270} y={400}>
          8 Lifter and bearing
        </T>

        {/* 9 Pressure plate. */}
        <rect x={40} y={424} width={180} height={20} rx={4} className="f-metal" />
        <Lead x1={262} y1={434} x2={220} y2={434} />
        <T x={270} y={434}>
          9 Pressure plate, on its mark
        </T>

        {/* 10 Springs on the hub posts, and their bolts. */}
        <path d="M70 456 l14 6 l-14 6 l14 6 l-14 6 l14 6 l-14 6 M176 456 l14 6 l-14 6 l14 6 l-14 6 l14 6 l-14 6" className="f-line" />
        <rect x={66} y={496} width={22} height={10} rx={2} className="f-darkpart" />
        <rect x={172} y={496} width={22} height={10} rx={2} className="f-darkpart" />
        <Lead x1={262} y1={480} x2={194} y2={480} />
        <T x={270} y={480}>
          10 Springs and bolts
        </T>

        <T x={270} y={526} c="f-muted f-small">
          Cover side
        </T>
      </g>
    </Svg>
  );
}
