// Where oil leaks start on a horizontal pit bike engine, left side, front of the bike to the left: valve caps at
// the top and bottom of the head, the head and base gasket joints, the stator wire grommet on the left cover, the
// shift shaft and output shaft seals, and the drain bolt underneath. Oil runs back and down, so trace up and forward.
import {Arrow, Lead, Svg, T} from './kit';

export default function FigOilLeakSources() {
  return (
    <Svg h={500}>
      {/* Crankcase. */}
      <path d="M300 180 L400 150 Q450 150 450 210 L450 360 Q450 410 400 410 L340 410 Q300 410 300 370 Z" className="f-part" />
      {/* Left cover over the stator, in line with the cylinder. */}
      <circle cx={370} cy={240} r={56} className="f-metal" />
      {/* Stator wires leave the cover through a grommet. */}
      <path d="M405 182 L470 150 L530 150" className="f-line" strokeWidth={4} />
      <rect x={388} y={178} width={22} height={16} rx={3} className="f-darkpart" />
      {/* Shift shaft and front sprocket, low at the back. */}
      <circle cx={340} cy={365} r={9} className="f-darkpart" />
      <circle cx={412} cy={355} r={27} className="f-metal" />
      <circle cx={412} cy={355} r={11} className="f-darkpart" />
      {/* Drain bolt underneath. */}
      <rect x={360} y={410} width={22} height={14} rx={2} className="f-darkpart" />
      {/* Cylinder lying forward, with fins. */}
      <rect x={180} y={190} width={120} height={100} className="f-metal" />
      {[205, 230, 255, 280].map((x) => (
        <line key={x} x1={x} y1={190} x2={x} y2={290} className="f-thin" />
      ))}
      {/* Head with a round valve cap on top and underneath. */}
      <rect x={100} y={176} width={80} height={128} rx={8} className="f-metal" />
      <rect x={120} y={158} width={40} height={18} rx={4} className="f-darkpart" />
      <rect x={120} y={304} width={40} height={18} rx={4} className="f-darkpart" />
      {/* The two gasket joints. */}
      <line x1={180} y1={180} x2={180} y2={300} className="f-hl-line" strokeWidth={5} />
      <line x1={300} y1={182} x2={300} y2={298} className="f-hl-line" strokeWidth={5} />

      <T x={140} y={112} a="middle" c="f-small">
        Valve caps
      </T>
      <Lead x1={140} y1={124} x2={140} y2={160} />
      <T x={140} y={352} a="middle" c="f-small">
        Valve cap
      </T>
      <Lead x1={140} y1={340} x2={140} y2={320} />
      <T x={240} y={140} a="middle" c="f-small">
        Head gasket
      </T>
      <Lead x1={220} y1={152} x2={182} y2={200} />
      <T x={310} y={100} a="middle" c="f-small">
        Base gasket
      </T>
      <Lead x1={305} y1={112} x2={302} y2={200} />
      <T x={540} y={70} a="end" c="f-small">
        Wire grommet
      </T>
      <Lead x1={450} y1={82} x2={399} y2={180} />
      <T x={370} y={240} a="middle" c="f-muted f-small">
        Left cover
      </T>
      <T x={462} y={310} c="f-small">
        Output
      </T>
      <T x={462} y={334} c="f-small">
        shaft seal
      </T>
      <Lead x1={458} y1={322} x2={432} y2={348} />
      <T x={220} y={400} a="middle" c="f-small">
        Shift shaft seal
      </T>
      <Lead x1={270} y1={388} x2={333} y2={368} />
      <T x={470} y={460} a="middle" c="f-small">
        Drain bolt
      </T>
      <Lead x1={430} y1={448} x2={378} y2={420} />
      {/* Oil runs back and down; the leak starts at the highest, most forward wet point. */}
      <Arrow x1={110} y1={470} x2={40} y2={420} c="hl" />
      <T x={130} y={476} c="f-accent f-bold f-small">
        Trace up and forward
      </T>
      <T x={10} y={40} c="f-muted f-small">
        Front
      </T>
    </Svg>
  );
}
