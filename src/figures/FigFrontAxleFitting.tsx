// Fitting a crated pit bike's front wheel, cut through the axle: the greased axle runs through one fork leg, a
// spacer, the hub with its brake disc, the other spacer and the other fork leg to the axle nut. The caliper is
// mounted on the fork leg on the disc side and the disc runs between its pads. Each spacer goes back on the side
// it came from. Which side of the bike the disc is on differs between bikes, so no side is named.
import {Lead, Svg, T} from './kit';

export default function FigFrontAxleFitting() {
  return (
    <Svg h={350}>
      {/* Fork legs. */}
      <rect x={40} y={70} width={40} height={150} rx={6} className="f-metal" />
      <rect x={480} y={70} width={40} height={150} rx={6} className="f-metal" />
      {/* Hub, and the disc bolted to its flange, drawn either side of the axle hole. */}
      <rect x={136} y={110} width={294} height={100} rx={14} className="f-part" data-shape="hub" />
      <T x={290} y={190} a="middle" c="f-small" box="hub">
        Hub
      </T>
      {/* Caliper on its bracket from the fork leg, over the disc edge, a pad each side of the disc. */}
      <rect x={78} y={68} width={24} height={14} className="f-metal" />
      <rect x={100} y={36} width={58} height={48} rx={6} className="f-darkpart" />
      <rect x={112} y={44} width={10} height={34} className="f-hl" />
      <rect x={136} y={44} width={10} height={34} className="f-hl" />
      {/* The disc, drawn over the caliper so it shows between the pads. */}
      <rect x={124} y={40} width={10} height={100} className="f-darkpart" />
      <rect x={124} y={180} width={10} height={90} className="f-darkpart" />
      {/* Spacers between each fork leg and the hub. */}
      <rect x={80} y={144} width={44} height={32} rx={3} className="f-blue-part" />
      <rect x={430} y={144} width={50} height={32} rx={3} className="f-blue-part" />
      {/* Axle, head and nut. */}
      <rect x={34} y={153} width={506} height={14} className="f-metal" />
      <rect x={14} y={140} width={24} height={40} rx={3} className="f-darkpart" />
      <rect x={520} y={140} width={24} height={40} rx={3} className="f-darkpart" />

      <Lead x1={40} y1={32} x2={60} y2={160} />
      <T x={0} y={20} c="f-bold">
        Axle, greased
      </T>
      <Lead x1={532} y1={32} x2={532} y2={146} />
      <T x={560} y={20} a="end" c="f-bold">
        Axle nut
      </T>
      <Lead x1={178} y1={82} x2={131} y2={100} />
      <T x={180} y={72} c="f-accent f-bold">
        Disc between the pads
      </T>
      <Lead x1={102} y1={288} x2={102} y2={174} />
      <T x={102} y={302} a="middle" c="f-blue f-bold">
        Spacer
      </T>
      <Lead x1={455} y1={288} x2={455} y2={174} />
      <T x={455} y={302} a="middle" c="f-blue f-bold">
        Spacer
      </T>
      <T x={280} y={336} a="middle" c="f-small">
        Each spacer goes back on the side it came from
      </T>
    </Svg>
  );
}
