// One valve of a two-valve overhead cam head in section, valve closed: the cam's base circle under one end of
// the rocker, the adjuster and its clearance over the valve tip at the other, and the parts on the valve.
import {Lead, Svg, T} from './kit';

export default function FigValvetrainParts() {
  return (
    <Svg h={470}>
      {/* Cam: base circle toward the rocker, nose pointing away, so the valve is shut. */}
      <path d="M66 234 A36 36 0 1 1 126 234 L104 272 Q96 282 88 272 Z" className="f-metal" />
      <circle cx={96} cy={214} r={5} className="f-ink" />
      <T x={96} y={306} a="middle">
        Cam lobe
      </T>
      <T x={96} y={332} a="middle" c="f-muted f-small">
        base circle up
      </T>

      {/* Rocker arm on its shaft. */}
      <path d="M64 164 Q64 152 80 150 L290 112 Q312 108 312 128 L312 144 L100 178 Q64 182 64 164 Z" className="f-part" />
      <circle cx={180} cy={148} r={12} className="f-darkpart" />
      <Lead x1={180} y1={62} x2={180} y2={138} />
      <T x={180} y={48} a="middle">
        Rocker shaft
      </T>
      <Lead x1={60} y1={112} x2={100} y2={160} />
      <T x={10} y={98}>
        Rocker arm
      </T>

      {/* Adjuster screw and locknut through the valve end of the rocker. */}
      <rect x={272} y={82} width={16} height={98} className="f-metal" />
      <rect x={262} y={94} width={36} height={18} rx={2} className="f-darkpart" />
      <Lead x1={366} y1={78} x2={298} y2={102} />
      <T x={372} y={78}>
        Locknut
      </T>
      <Lead x1={366} y1={132} x2={288} y2={160} />
      <T x={372} y={132}>
        Adjuster screw
      </T>

      {/* The clearance: adjuster tip to valve tip. */}
      <rect x={270} y={181} width={20} height={10} className="f-hl" />
      <Lead x1={366} y1={180} x2={290} y2={186} />
      <T x={372} y={180} c="f-accent f-bold">
        Clearance
      </T>

      {/* Head casting with its port opening, guide and stem seal. */}
      <path d="M200 298 L360 298 L360 430 L346 430 L346 410 L214 410 L214 430 L200 430 Z" className="f-part" />
      <T x={206} y={360} c="f-muted">
        Head
      </T>
      {/* The guide stands above the spring seat; the seal sits on its top, inside the spring. */}
      <rect x={266} y={284} width={28} height={98} className="f-metal" />
      <rect x={262} y={270} width={36} height={14} rx={3} className="f-darkpart" />
      {/* Seat ring sections. */}
      <polygon points="300,410 346,410 346,428 318,428" className="f-darkpart" />
      <polygon points="260,410 214,410 214,428 242,428" className="f-darkpart" />

      {/* Valve: stem from the tip down, head on the seat. */}
      <rect x={274} y={192} width={12} height={222} className="f-metal" />
      <path d="M274 410 L286 410 L324 432 L324 442 L236 442 L236 432 Z" className="f-metal" />

      {/* Spring, retainer and collets on the top of the stem. */}
      <path d="M256 222 L304 232 L256 242 L304 252 L256 262 L304 272 L256 282 L304 292 L256 298" className="f-line" />
      <rect x={250} y={206} width={60} height={12} rx={2} className="f-darkpart" />
      <polygon points="268,198 274,198 274,222 271,222" className="f-metal" />
      <polygon points="286,198 292,198 289,222 286,222" className="f-metal" />
      <Lead x1={366} y1={214} x2={292} y2={201} />
      <T x={372} y={214}>
        Collets
      </T>
      <Lead x1={366} y1={244} x2={310} y2={212} />
      <T x={372} y={244}>
        Retainer
      </T>
      <Lead x1={366} y1={276} x2={304} y2={262} />
      <T x={372} y={276}>
        Valve spring
      </T>
      <Lead x1={366} y1={308} x2={298} y2={278} />
      <T x={372} y={308}>
        Stem seal
      </T>
      <Lead x1={366} y1={346} x2={294} y2={346} />
      <T x={372} y={346}>
        Valve guide
      </T>
      <Lead x1={366} y1={398} x2={340} y2={418} />
      <T x={372} y={398}>
        Seat
      </T>
      <Lead x1={366} y1={452} x2={318} y2={440} />
      <T x={372} y={452}>
        Valve
      </T>
    </Svg>
  );
}
