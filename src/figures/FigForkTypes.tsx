// Conventional and inverted fork legs side by side: which tube the clamps hold, which tube slides with the
// axle lugs, and which way the seal faces.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigForkTypes() {
  return (
    <Svg h={440}>
      <line x1={272} y1={40} x2={272} y2={440} className="f-dash" />
      <T x={0} y={12} c="f-bold">
        Conventional
      </T>
      <T x={292} y={12} c="f-bold">
        Inverted (USD)
      </T>

      {/* Conventional: thin inner tube in the clamps, slider with the axle lugs below. */}
      <rect x={56} y={40} width={28} height={220} className="f-metal" />
      <rect x={46} y={236} width={48} height={196} rx={8} className="f-part" />
      <rect x={44} y={230} width={52} height={14} rx={3} className="f-hl" />
      <rect x={20} y={64} width={90} height={24} rx={5} className="f-darkpart" />
      <rect x={20} y={150} width={90} height={28} rx={5} className="f-darkpart" />
      <circle cx={70} cy={408} r={11} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <T x={122} y={76} c="f-muted f-small">
        Top clamp
      </T>
      <T x={122} y={164} c="f-muted f-small">
        Lower clamp
      </T>
      <Lead x1={126} y1={114} x2={84} y2={120} />
      <T x={130} y={108} c="f-small">
        Thin tube in
      </T>
      <T x={130} y={130} c="f-small">
        the clamps
      </T>
      <Lead x1={126} y1={220} x2={96} y2={236} />
      <T x={130} y={214} c="f-accent f-small f-bold">
        Seal faces
      </T>
      <T x={130} y={236} c="f-accent f-small f-bold">
        up
      </T>
      <Arrow x1={112} y1={290} x2={112} y2={370} c="blue" both />
      <T x={130} y={318} c="f-blue f-small">
        Slider with
      </T>
      <T x={130} y={340} c="f-blue f-small">
        the axle lug
      </T>
      <T x={130} y={362} c="f-blue f-small">
        moves
      </T>
      <Lead x1={126} y1={420} x2={80} y2={410} />
      <T x={130} y={426} c="f-small">
        Axle
      </T>

      {/* Inverted: large outer tube in the clamps, thin inner tube with the axle lugs slides out below. */}
      <rect x={328} y={250} width={28} height={150} className="f-metal" />
      <rect x={318} y={380} width={48} height={52} rx={8} className="f-darkpart" />
      <circle cx={342} cy={408} r={11} className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <rect x={318} y={40} width={48} height={214} rx={4} className="f-part" />
      <rect x={316} y={244} width={52} height={14} rx={3} className="f-hl" />
      <rect x={292} y={64} width={100} height={24} rx={5} className="f-darkpart" />
      <rect x={292} y={150} width={100} height={28} rx={5} className="f-darkpart" />
      <T x={404} y={76} c="f-muted f-small">
        Top clamp
      </T>
      <T x={404} y={164} c="f-muted f-small">
        Lower clamp
      </T>
      <Lead x1={408} y1={114} x2={366} y2={120} />
      <T x={412} y={108} c="f-small">
        Large tube in
      </T>
      <T x={412} y={130} c="f-small">
        the clamps
      </T>
      <Lead x1={408} y1={262} x2={368} y2={252} />
      <T x={412} y={262} c="f-accent f-small f-bold">
        Seal faces
      </T>
      <T x={412} y={284} c="f-accent f-small f-bold">
        down
      </T>
      <Arrow x1={384} y1={300} x2={384} y2={370} c="blue" both />
      <T x={412} y={318} c="f-blue f-small">
        Thin tube with
      </T>
      <T x={412} y={340} c="f-blue f-small">
        the axle lug
      </T>
      <T x={412} y={362} c="f-blue f-small">
        moves
      </T>
      <Lead x1={408} y1={420} x2={352} y2={410} />
      <T x={412} y={426} c="f-small">
        Axle
      </T>
    </Svg>
  );
}
