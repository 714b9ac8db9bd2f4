// Where a rocker arm meets its cam lobe: a flat-pad rocker slides its pad over the lobe; a roller rocker rolls
// a wheel on a pin along it, so the pin and its bore take the wear. The cam turns clockwise here, so the roller
// turns the other way.
import {ArcArrow, Lead, Svg, T} from './kit';

/** A cam lobe on the base circle (valve shut), nose pointing down, centered at (cx, cy). */
function Lobe({cx, cy}: {cx: number; cy: number}) {
  return (
    <g>
      <path
        d={`M${cx - 40} ${cy + 39} A56 56 0 1 1 ${cx + 40} ${cy + 39} L${cx + 12} ${cy + 90} Q${cx} ${cy + 102} ${cx - 12} ${cy + 90} Z`}
        className="f-metal"
      />
      <circle cx={cx} cy={cy} r={6} className="f-ink" />
      <ArcArrow cx={cx} cy={cy} r={76} a1={120} a2={215} c="blue" />
    </g>
  );
}

export default function FigRockerContact() {
  return (
    <Svg h={420}>
      <T x={130} y={24} a="middle" c="f-bold">
        Flat pad
      </T>
      <T x={420} y={24} a="middle" c="f-bold">
        Roller
      </T>
      <line x1={275} y1={10} x2={275} y2={410} className="f-thin" />

      {/* Flat-pad rocker: the pad rests on the base circle and slides as the lobe turns. */}
      <Lobe cx={130} cy={240} />
      <rect x={60} y={140} width={190} height={30} rx={12} className="f-part" />
      <path d="M100 168 L104 178 Q130 189 156 178 L160 168 Z" className="f-part" />
      <circle cx={218} cy={155} r={10} className="f-darkpart" />
      <Lead x1={36} y1={102} x2={118} y2={183} />
      <T x={0} y={64} c="f-small">
        Wear: pad
      </T>
      <T x={0} y={88} c="f-small">
        and lobe
      </T>
      <T x={130} y={384} a="middle" c="f-small">
        Pad slides
      </T>
      <T x={130} y={408} a="middle" c="f-small">
        on the lobe
      </T>

      {/* Roller rocker: the wheel turns on its pin, opposite to the cam. */}
      <Lobe cx={420} cy={240} />
      <rect x={350} y={110} width={200} height={30} rx={12} className="f-part" />
      <rect x={394} y={128} width={52} height={42} rx={6} className="f-part" />
      <circle cx={508} cy={125} r={10} className="f-darkpart" />
      <circle cx={420} cy={164} r={20} className="f-metal" />
      <circle cx={420} cy={164} r={6} className="f-darkpart" />
      <ArcArrow cx={420} cy={164} r={30} a1={40} a2={-40} c="hl" />
      <Lead x1={470} y1={102} x2={425} y2={160} />
      <T x={560} y={62} a="end" c="f-small">
        Wear: roller pin
      </T>
      <T x={560} y={86} a="end" c="f-small">
        and its bore
      </T>
      <T x={420} y={384} a="middle" c="f-small">
        Roller rolls
      </T>
      <T x={420} y={408} a="middle" c="f-small">
        on the lobe
      </T>
    </Svg>
  );
}
