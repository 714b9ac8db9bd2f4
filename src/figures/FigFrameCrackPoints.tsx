// Where a used pit bike's frame cracks, seen from its left side with the front to the left: the steering head
// (where the head tube meets the top and down tubes), the footpeg mounts under the frame below the pivot, the
// swingarm pivot, the shock mounts (frame and swingarm), the engine mounts and the subframe behind the seat.
// Wheels, fork, seat and engine are drawn faint for orientation; the frame is drawn heavy; each crack point is
// ringed.
import {Lead, Svg, T} from './kit';

/** A ring round a place to look for cracks. */
function Ring({x, y, r = 16}: {x: number; y: number; r?: number}) {
  return <circle cx={x} cy={y} r={r} className="f-hl-line" strokeWidth={4} />;
}

export default function FigFrameCrackPoints() {
  return (
    <Svg h={392}>
      {/* Faint context: wheels, fork, seat, swingarm and engine. */}
      <circle cx={72} cy={262} r={58} className="f-dash" />
      <circle cx={500} cy={262} r={58} className="f-dash" />
      <line x1={120} y1={140} x2={72} y2={262} className="f-dash" strokeWidth={4} />
      <path d="M236 100 Q244 88 290 90 L450 94 Q466 102 450 110 L300 118 Z" className="f-dash" />
      <path d="M346 200 L500 256 L500 270 L342 214 Z" className="f-part" />
      <rect x={198} y={168} width={122} height={94} rx={16} className="f-part" />
      <rect x={158} y={180} width={44} height={46} className="f-metal" />
      {/* Shock from its frame mount under the seat down to the swingarm. */}
      <line x1={372} y1={126} x2={430} y2={236} className="f-line" strokeWidth={9} />
      {/* Frame: head tube, top tube down to the pivot plates, down tube and cradle, subframe rails. */}
      <line x1={118} y1={142} x2={140} y2={72} className="f-line" strokeWidth={18} />
      <path d="M138 92 L322 128 L344 206 L340 272" className="f-line" strokeWidth={8} />
      <path d="M126 124 L170 270 L340 272" className="f-line" strokeWidth={8} />
      <path d="M322 128 L510 112" className="f-line" strokeWidth={6} />
      <path d="M336 176 L470 116" className="f-line" strokeWidth={6} />
      {/* Pivot bolt, engine mount bolts, footpeg bracket. */}
      <circle cx={344} cy={207} r={7} className="f-darkpart" />
      <circle cx={430} cy={236} r={5} className="f-darkpart" />
      <circle cx={164} cy={246} r={6} className="f-darkpart" />
      <circle cx={342} cy={240} r={6} className="f-darkpart" />
      <rect x={328} y={274} width={26} height={20} rx={3} className="f-darkpart" />

      {/* The crack points. */}
      <Ring x={134} y={104} r={22} />
      <Ring x={372} y={126} />
      <Ring x={430} y={236} r={14} />
      <Ring x={470} y={116} />
      <Ring x={164} y={246} />
      <Ring x={342} y={240} r={14} />
      <Ring x={341} y={284} r={14} />
      <Ring x={344} y={207} r={14} />

      <T x={0} y={10} c="f-muted f-small">
        Left side, front to the left
      </T>
      <Lead x1={60} y1={52} x2={118} y2={96} />
      <T x={0} y={40} c="f-accent f-bold">
        Steering head
      </T>
      <Lead x1={372} y1={52} x2={372} y2={108} />
      <Lead x1={392} y1={52} x2={440} y2={226} />
      <T x={372} y={40} a="middle" c="f-accent f-bold">
        Shock mounts
      </T>
      <Lead x1={510} y1={78} x2={476} y2={102} />
      <T x={560} y={66} a="end" c="f-accent f-bold">
        Subframe
      </T>
      <Lead x1={80} y1={338} x2={160} y2={260} />
      <Lead x1={120} y1={338} x2={329} y2={246} />
      <T x={0} y={352} c="f-accent f-bold">
        Engine mounts
      </T>
      <Lead x1={300} y1={366} x2={334} y2={297} />
      <T x={300} y={380} a="middle" c="f-accent f-bold">
        Footpeg mounts
      </T>
      <Lead x1={480} y1={338} x2={351} y2={219} />
      <T x={560} y={352} a="end" c="f-accent f-bold">
        Swingarm pivot
      </T>
    </Svg>
  );
}
