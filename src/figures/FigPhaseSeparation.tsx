// Phase separation in an ethanol blend: once the ethanol has taken up more water than it can hold, water and
// ethanol leave the gasoline and settle as a layer at the bottom of the tank and of the float bowl, where the
// fuel tap and the main jet draw from. A schematic: the tank, tap, line and bowl are generic shapes and the
// layer's depth is not to scale.
import {Lead, Svg, T} from './kit';

export default function FigPhaseSeparation() {
  return (
    <Svg h={380}>
      <T x={0} y={10} c="f-muted f-small">
        Schematic
      </T>
      {/* Tank: gasoline over the water and ethanol layer, the tap at the bottom. */}
      <rect x={30} y={40} width={260} height={160} rx={24} className="f-part" />
      <rect x={34} y={96} width={252} height={100} rx={20} className="f-amber-part" />
      <rect x={34} y={168} width={252} height={28} rx={12} className="f-blue-part" />
      <T x={160} y={130} a="middle" c="f-small">
        Gasoline
      </T>
      <rect x={150} y={200} width={20} height={30} className="f-darkpart" />
      <T x={160} y={64} a="middle" c="f-bold">
        Tank
      </T>
      <T x={6} y={256} c="f-small">
        Fuel tap draws
      </T>
      <T x={6} y={280} c="f-small">
        from the bottom
      </T>
      <Lead x1={136} y1={242} x2={152} y2={222} />
      {/* Fuel line down to the carburetor. */}
      <path d="M160 230 V250 H260 V282" className="f-line" strokeWidth={4} fill="none" />
      {/* Float bowl: gasoline over the layer, the main jet near the bottom. */}
      <rect x={230} y={280} width={170} height={80} rx={12} className="f-part" />
      <rect x={234} y={298} width={162} height={58} rx={8} className="f-amber-part" />
      <rect x={234} y={334} width={162} height={22} rx={8} className="f-blue-part" />
      {/* The main jet's inlet sits down in the layer, so the jet draws the layer first. */}
      <rect x={344} y={262} width={12} height={74} className="f-metal" />
      <rect x={342} y={334} width={16} height={14} className="f-darkpart" />
      <T x={414} y={290} c="f-small">
        Main jet
      </T>
      <T x={414} y={314} c="f-small">
        draws from
      </T>
      <T x={414} y={338} c="f-small">
        the bottom
      </T>
      <Lead x1={406} y1={320} x2={358} y2={340} />
      <T x={315} y={374} a="middle" c="f-muted f-small">
        Float bowl
      </T>
      {/* The layer. */}
      <T x={560} y={110} a="end" c="f-blue f-bold">
        Water and ethanol
      </T>
      <T x={560} y={134} a="end" c="f-blue f-bold">
        settle at the bottom
      </T>
      <Lead x1={380} y1={146} x2={280} y2={182} />
      <Lead x1={400} y1={146} x2={300} y2={346} />
    </Svg>
  );
}
