// An offset front sprocket seen from above, on the output shaft beside the engine case. As it came off, its
// teeth sit on the chain line to the rear sprocket; turned round, the hub changes sides, the teeth move over
// by the offset and the chain runs out of line.
import {Arrow, Lead, Svg, T} from './kit';

function Panel({x, flipped}: {x: number; flipped: boolean}) {
  // Hub and teeth along the shaft: hub first and teeth outside it, or the other way round.
  const hubX = flipped ? x + 56 : x + 40;
  const teethX = flipped ? x + 40 : x + 80;
  const splines = [];
  for (let sx = x + 46; sx < x + 128; sx += 10) splines.push(<line key={sx} x1={sx} y1={130} x2={sx} y2={150} className="f-thin" />);
  return (
    <g>
      <T x={x + 4} y={10} c="f-muted f-small">
        Engine case
      </T>
      <rect x={x + 10} y={24} width={30} height={206} className="f-part" />
      <rect x={x + 40} y={128} width={92} height={24} className="f-metal" />
      {splines}
      <rect x={hubX} y={106} width={40} height={68} className="f-metal" />
      <rect x={teethX} y={60} width={16} height={160} className="f-metal" />
      <rect x={x + 100} y={118} width={7} height={44} className="f-darkpart" />
      <line x1={x + 88} y1={30} x2={x + 88} y2={226} className="f-dash" />
      <T x={x + 96} y={40} c="f-muted f-small">
        Chain line
      </T>
      <T x={hubX + 20} y={92} a="middle" c="f-small">
        Hub
      </T>
    </g>
  );
}

export default function FigSprocketOffset() {
  return (
    <Svg h={306}>
      <Panel x={0} flipped={false} />
      <Lead x1={114} y1={80} x2={92} y2={80} />
      <T x={118} y={80} c="f-small">
        Teeth
      </T>
      <T x={135} y={272} a="middle" c="f-bold">
        As it came off
      </T>
      <T x={135} y={298} a="middle" c="f-small">
        teeth on the chain line
      </T>

      <Panel x={290} flipped />
      <Arrow x1={338} y1={240} x2={376} y2={240} both c="hl" />
      <T x={386} y={240} c="f-accent f-bold">
        Out of line
      </T>
      <T x={425} y={272} a="middle" c="f-bold">
        Turned round
      </T>
      <T x={425} y={298} a="middle" c="f-small">
        teeth off the chain line
      </T>
    </Svg>
  );
}
