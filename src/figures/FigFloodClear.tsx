// Clearing a flooded engine: fuel off, choke off at the carburetor, throttle wide open, slow kicks, then a
// start without choke; if it will not fire, dry the cylinder and the plug; if it floods again, the
// carburetor is at fault.
import {Arrow, Box, Svg, T} from './kit';

const STEPS = [
  ['1 Fuel tap OFF', ''],
  ['2 Choke fully off', 'checked at the carburetor'],
  ['3 Throttle held wide open', ''],
  ['4 Kick through slowly', 'or crank the starter'],
  ['5 Throttle closed, start', 'without choke'],
];

export default function FigFloodClear() {
  return (
    <Svg h={676}>
      {STEPS.map(([title, note], i) => {
        const y = i * 70;
        return (
          <g key={title}>
            <Box x={0} y={y} width={560} height={52} shape={`step${i}`} />
            <T x={16} y={y + 27} c="f-bold" box={`step${i}`}>
              {title}
            </T>
            {note && (
              <T x={544} y={y + 27} a="end" c="f-small f-muted" box={`step${i}`}>
                {note}
              </T>
            )}
            {i < STEPS.length - 1 && <Arrow x1={280} y1={y + 52} x2={280} y2={y + 68} />}
          </g>
        );
      })}
      {/* Does it fire? */}
      <Arrow x1={280} y1={332} x2={280} y2={354} />
      <polygon points="280,354 360,390 280,426 200,390" className="f-part" />
      <T x={280} y={391} a="middle" c="f-bold">
        Fires?
      </T>
      <line x1={200} y1={390} x2={130} y2={390} className="f-line" />
      <Arrow x1={130} y1={390} x2={130} y2={450} />
      <line x1={360} y1={390} x2={425} y2={390} className="f-line" />
      <Arrow x1={425} y1={390} x2={425} y2={450} />
      <T x={176} y={372} a="middle" c="f-small f-green f-bold">
        Yes
      </T>
      <T x={386} y={372} a="middle" c="f-small f-accent f-bold">
        No
      </T>
      <Box x={0} y={450} width={262} height={116} c="f-green-part" shape="yes" />
      <T x={14} y={476} c="f-small" box="yes">
        Let it run rough
      </T>
      <T x={14} y={504} c="f-small" box="yes">
        until the fuel burns off;
      </T>
      <T x={14} y={532} c="f-small" box="yes">
        tap ON once it runs
      </T>
      <Box x={282} y={450} width={278} height={152} c="f-hl" shape="no" />
      <T x={296} y={476} c="f-small f-bold" box="no">
        Dry it: kill switch OFF,
      </T>
      <T x={296} y={504} c="f-small" box="no">
        plug out, rag over hole,
      </T>
      <T x={296} y={532} c="f-small" box="no">
        throttle open, kick; dry
      </T>
      <T x={296} y={560} c="f-small" box="no">
        or spare plug, switch
      </T>
      <T x={296} y={588} c="f-small" box="no">
        RUN, start, no choke
      </T>
      <T x={280} y={640} a="middle" c="f-small f-muted">
        Floods again within minutes: carburetor fault
      </T>
    </Svg>
  );
}
