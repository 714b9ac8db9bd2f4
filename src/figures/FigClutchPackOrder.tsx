// Clutch pack order on most rear-clutch engines: friction plates at both ends, steels between them.
import {Svg, T} from './kit';

export default function FigClutchPackOrder() {
  // Engine side at the left, cover side at the right.
  const plates = ['F', 'S', 'F', 'S', 'F', 'S', 'F'];
  return (
    <Svg h={344}>
      <T x={280} y={24} a="middle" c="f-muted f-small">
        Engine side ← → cover side
      </T>
      <rect x={30} y={60} width={40} height={220} rx={6} className="f-metal" data-shape="hub" />
      <T x={50} y={300} a="middle" c="f-small">
        Hub
      </T>
      {plates.map((p, i) => {
        const x = 90 + i * 38;
        return (
          <g key={i}>
            {p === 'F' ? (
              <rect x={x} y={70} width={22} height={200} rx={4} className="f-amber-part" />
            ) : (
              <rect x={x + 4} y={80} width={14} height={180} rx={2} className="f-blue-part" />
            )}
            <T x={x + 11} y={300} a="middle" c={p === 'F' ? 'f-bold' : 'f-blue f-bold'}>
              {p}
            </T>
          </g>
        );
      })}
      <rect x={378} y={60} width={34} height={220} rx={6} className="f-metal" />
      <T x={395} y={300} a="middle" c="f-small">
        Pressure
      </T>
      <T x={395} y={326} a="middle" c="f-small">
        plate
      </T>
      <path d="M428 110 l14 -10 l14 10 l14 -10 l14 10 l14 -10 l14 10 M428 230 l14 -10 l14 10 l14 -10 l14 10 l14 -10 l14 10" className="f-line" />
      <T x={470} y={170} a="middle" c="f-small">
        Springs
      </T>
      <T x={96} y={50} c="f-small">
        F friction S steel
      </T>
    </Svg>
  );
}
