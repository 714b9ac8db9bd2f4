// An engine mount seen from the front: the engine lug between two frame tabs on one through bolt. Right: a
// steel sleeve spacer fills each gap, and the two gaps need not be equal (the engine sits where the chain line
// puts it). Wrong: a tab pulled in against the lug by the bolt, bent at its root, where it cracks.
import {Lead, Svg, T} from './kit';

/** Frame member with its two tabs, the lug and the bolt; `bent` pulls the left tab in to the lug. */
function Mount({y, bent}: {y: number; bent: boolean}) {
  const name = bent ? 'wrong' : 'right';
  return (
    <g>
      <rect x={30} y={y + 40} width={500} height={24} rx={4} className="f-part" data-shape={`frame-${name}`} />
      <T x={280} y={y + 53} a="middle" c="f-small" box={`frame-${name}`}>
        Frame
      </T>
      {bent ? (
        <polygon
          points={`60,${y + 64} 82,${y + 64} 82,${y + 80} 180,${y + 112} 180,${y + 170} 158,${y + 170} 158,${y + 122} 60,${y + 90}`}
          className="f-darkpart"
        />
      ) : (
        <rect x={60} y={y + 64} width={22} height={106} className="f-darkpart" />
      )}
      <rect x={478} y={y + 64} width={22} height={106} className="f-darkpart" />
      <rect x={180} y={y + 96} width={180} height={80} rx={6} className="f-part" data-shape={`lug-${name}`} />
      <T x={270} y={y + 160} a="middle" c="f-small" box={`lug-${name}`}>
        Engine lug
      </T>
      {/* Through bolt, head on the left, nut on the right. */}
      <rect x={bent ? 158 : 46} y={y + 122} width={bent ? 356 : 468} height={16} className="f-metal" />
      <rect x={bent ? 144 : 32} y={y + 110} width={14} height={40} rx={2} className="f-darkpart" />
      <rect x={514} y={y + 112} width={16} height={36} rx={2} className="f-darkpart" />
      {/* Sleeve spacers: the right-hand gap is the wider one here. */}
      {!bent && <rect x={82} y={y + 113} width={98} height={34} rx={3} className="f-blue-part" />}
      <rect x={360} y={y + 113} width={118} height={34} rx={3} className="f-blue-part" />
      {!bent && (
        <T x={131} y={y + 90} a="middle" c="f-blue f-small">
          Spacer
        </T>
      )}
      <T x={419} y={y + 90} a="middle" c="f-blue f-small">
        Spacer
      </T>
      <T x={bent ? 169 : 71} y={y + 194} a="middle" c="f-small">
        Tab
      </T>
      <T x={489} y={y + 194} a="middle" c="f-small">
        Tab
      </T>
    </g>
  );
}

export default function FigMountSpacers() {
  return (
    <Svg h={460}>
      <T x={20} y={14} c="f-green f-bold">
        Right: a spacer fills each gap
      </T>
      <Mount y={0} bent={false} />
      <T x={20} y={244} c="f-accent f-bold">
        Wrong: tab pulled in to the lug
      </T>
      <Mount y={230} bent={true} />
      {/* Where the bent tab cracks. */}
      <path d="M56 300 l8 -6 l6 8 l6 -8 l8 6" className="f-hl-line" />
      <Lead x1={36} y1={328} x2={62} y2={304} />
      <T x={20} y={344} c="f-accent f-small">
        Cracks
      </T>
    </Svg>
  );
}
