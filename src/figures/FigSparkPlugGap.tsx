// Spark plug gap: checked with a wire gauge between the centre and ground electrodes; adjust by bending the
// ground electrode only.
import {Lead, Svg, T} from './kit';

export default function FigSparkPlugGap() {
  return (
    <Svg h={300}>
      {/* Thread, insulator nose, centre electrode, ground electrode. */}
      <rect x={120} y={20} width={120} height={120} rx={4} className="f-metal" />
      {[40, 60, 80, 100, 120].map((y) => (
        <line key={y} x1={120} y1={y} x2={240} y2={y + 10} className="f-thin" />
      ))}
      <path d="M150 140 L210 140 L196 190 L164 190 Z" className="f-paper" stroke="currentColor" strokeWidth={2.5} />
      <rect x={172} y={190} width={16} height={30} className="f-darkpart" />
      <path d="M230 140 L230 256 L160 256 L160 244 L218 244 L218 140 Z" className="f-darkpart" />
      {/* The wire gauge in the gap. */}
      <circle cx={180} cy={232} r={6} className="f-blue-fill" />
      <line x1={180} y1={232} x2={40} y2={232} className="f-blue-line" />
      <T x={40} y={266} c="f-blue f-bold">
        Wire gauge
      </T>
      <Lead x1={330} y1={200} x2={190} y2={206} />
      <T x={336} y={200}>
        Center electrode
      </T>
      <Lead x1={330} y1={250} x2={232} y2={250} />
      <T x={336} y={250}>
        Ground electrode
      </T>
      <T x={336} y={276} c="f-small">
        bend only this one
      </T>
      <T x={336} y={150} c="f-small">
        Insulator
      </T>
      <T x={336} y={60} c="f-small">
        Thread
      </T>
    </Svg>
  );
}
