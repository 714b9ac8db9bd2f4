// A tab welded to a frame tube, seen from the side. Do: tube ground to bare metal, tab saddled and with
// radiused ends, a tack at each end, then short weld runs along the tube, ground clamp close by on bare metal.
// Don't: a square-ended tab and a bead run around the tube, across it.
import {Lead, Svg, T} from './kit';

/** The painted tube in side view, as a band across the drawing. */
function Tube({y}: {y: number}) {
  return <rect x={0} y={y} width={560} height={50} className="f-darkpart" />;
}

export default function FigBracketWeld() {
  const runs = [204, 244, 284, 324];
  return (
    <Svg h={444}>
      <T x={0} y={14} c="f-bold f-green">
        Do
      </T>
      <Tube y={130} />
      {/* Paint ground off under and around the tab, and under the ground clamp. */}
      <rect x={170} y={130} width={220} height={50} className="f-metal" />
      <rect x={446} y={130} width={48} height={50} className="f-metal" />
      <rect x={0} y={130} width={560} height={50} className="f-line" />
      <path d="M196 130 Q220 130 220 104 L220 60 Q220 40 240 40 L320 40 Q340 40 340 60 L340 104 Q340 130 364 130 Z" className="f-part" />
      <circle cx={280} cy={78} r={12} className="f-paper" />
      <circle cx={280} cy={78} r={12} className="f-thin" />
      {runs.map((x) => (
        <rect key={x} x={x} y={124} width={30} height={9} rx={3} className="f-green-part" />
      ))}
      <circle cx={198} cy={128} r={6} className="f-darkpart" />
      <circle cx={362} cy={128} r={6} className="f-darkpart" />
      {/* Ground clamp jaws on bare metal. */}
      <rect x={458} y={112} width={24} height={16} rx={3} className="f-darkpart" />
      <rect x={458} y={182} width={24} height={16} rx={3} className="f-darkpart" />
      <line x1={482} y1={120} x2={504} y2={155} className="f-line" />
      <line x1={482} y1={190} x2={504} y2={155} className="f-line" />
      <Lead x1={100} y1={58} x2={214} y2={120} />
      <T x={0} y={46} c="f-small">
        Radiused ends
      </T>
      <Lead x1={100} y1={98} x2={194} y2={128} />
      <T x={0} y={88} c="f-small">
        Tack each end
      </T>
      <Lead x1={500} y1={58} x2={470} y2={114} />
      <T x={560} y={46} a="end" c="f-small">
        Ground clamp, close
      </T>
      <T x={280} y={204} a="middle" c="f-small f-green f-bold">
        Short runs along the tube
      </T>
      <T x={280} y={230} a="middle" c="f-small f-muted">
        on bare metal
      </T>

      <T x={0} y={264} c="f-bold f-accent">
        Don’t
      </T>
      <Tube y={370} />
      <rect x={220} y={282} width={120} height={88} className="f-part" />
      <circle cx={280} cy={320} r={12} className="f-paper" />
      <circle cx={280} cy={320} r={12} className="f-thin" />
      <rect x={338} y={370} width={12} height={50} rx={3} className="f-hl" />
      <Lead x1={100} y1={308} x2={222} y2={368} />
      <T x={0} y={296} c="f-small">
        Square ends
      </T>
      <Lead x1={470} y1={308} x2={348} y2={396} />
      <T x={560} y={296} a="end" c="f-small f-accent">
        Bead across the tube
      </T>
      <T x={280} y={440} a="middle" c="f-small f-muted">
        A weak line the tube can fold along
      </T>
    </Svg>
  );
}
