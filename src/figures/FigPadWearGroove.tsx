// Disc pad wear: replace both pads once the wear groove has gone at any point.
import {Svg, T} from './kit';

function Pad({x, worn}: {x: number; worn: boolean}) {
  const top = worn ? 150 : 80;
  return (
    <g>
      <rect x={x} y={196} width={200} height={26} rx={4} className="f-darkpart" />
      <rect x={x + 10} y={top} width={180} height={196 - top} rx={6} className={worn ? 'f-hl' : 'f-amber-part'} />
      {!worn && <rect x={x + 96} y={top} width={8} height={60} className="f-paper" />}
    </g>
  );
}

export default function FigPadWearGroove() {
  return (
    <Svg h={330}>
      <Pad x={30} worn={false} />
      <Pad x={320} worn />
      <T x={130} y={50} a="middle" c="f-small">
        Wear groove
      </T>
      <line x1={130} y1={62} x2={130} y2={78} className="f-thin" />
      <T x={130} y={250} a="middle" c="f-small">
        Backing plate
      </T>
      <T x={130} y={290} a="middle" c="f-green f-bold">
        Groove visible: OK
      </T>
      <T x={420} y={290} a="middle" c="f-accent f-bold">
        Groove gone: replace
      </T>
      <T x={420} y={250} a="middle" c="f-small">
        Both pads together
      </T>
      <T x={420} y={120} a="middle" c="f-small">
        Friction material
      </T>
    </Svg>
  );
}
