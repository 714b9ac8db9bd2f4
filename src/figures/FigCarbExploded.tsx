// Exploded view of a slide carburetor along its slide axis, in build order from the top cap down to the bowl
// screws. Side view: air filter side on the left, engine side on the right. Each part drawn for a carburetor
// either names the row of that carburetor's parts table it shows (the callout number is read from that row,
// never written here) or is drawn without a number because the table has no row for it. A table row with no
// part drawn here (a hose, a ring set, a part whose place the sources do not give) is simply not called out.
import type {ReactNode} from 'react';
import type {DataTable} from '@site/src/lib/dataTable';
import {Svg, T} from './kit';

export type CarbType = 'pe' | 'pwk' | 'vm' | 'tm' | 'pz';

/** The parts this drawing can show, in stack order: top to bottom, then the side parts at each level. */
export const SHAPES = [
  ['adjuster', 'cable adjuster'],
  ['cap', 'top cap'],
  ['capSeal', 'top cap seal'],
  ['spring', 'slide return spring'],
  ['retainer', 'needle retainer'],
  ['clip', 'needle clip'],
  ['needle', 'jet needle'],
  ['slide', 'slide'],
  ['idleScrew', 'idle speed screw'],
  ['chokeCap', 'choke cap'],
  ['chokePlunger', 'choke plunger'],
  ['starterLever', 'starting circuit lever'],
  ['chokeLever', 'choke lever'],
  ['funnel', 'funnel'],
  ['mainAirJet', 'main air jet'],
  ['pilotAirJet', 'pilot air jet'],
  ['body', 'body'],
  ['pilotOutlet', 'pilot outlet'],
  ['flangeORing', 'flange O-ring'],
  ['fuelInlet', 'fuel inlet'],
  ['needleJet', 'needle jet'],
  ['mainJet', 'main jet'],
  ['pilotJet', 'pilot jet'],
  ['starterJet', 'starter jet'],
  ['airScrew', 'air screw'],
  ['fuelScrew', 'fuel screw'],
  ['needleSeat', 'needle valve seat'],
  ['needleValve', 'needle valve'],
  ['float', 'float'],
  ['floatPin', 'float pin'],
  ['bowlGasket', 'bowl gasket'],
  ['bowl', 'float bowl'],
  ['drainScrew', 'drain screw'],
  ['bowlScrews', 'bowl screws'],
] as const;

export type Shape = (typeof SHAPES)[number][0];

interface CarbLayout {
  slide: 'round' | 'flat';
  /** The needle jet is pressed into the body and drawn there, not below it. */
  needleJetInBody?: boolean;
  /** Drawn parts: the table row each one shows, or null for a part drawn without a number. */
  parts: Partial<Record<Shape, string | null>>;
  /** A line under the drawing, where the drawing needs one. */
  note?: string[];
}

/**
 * What each carburetor's drawing shows. Which parts: the parts pages and the tables' own sources (Yamaha TT-R90
 * manual for the VM16SH; Polaris TM38/40 drawing and overview for the TM; the Keihin slide-carburetor sources for
 * the PE and PWK; the PZ table and service procedure). Parts a page lists as present but without a callout are
 * drawn without a number. Where they sit: the slide cutaway toward the filter (PZ table), the main jet screwed into
 * the needle jet (PZ table), the TM needle jet pressed into the body (Polaris overview), an air screw on the filter
 * side and a fuel screw low on the engine side (the mixture screw guide and FigAirVsFuelScrew; on a PZ either, by
 * maker), the starting circuit on the engine side because it feeds the bore behind the slide (Carburetor Mechanism,
 * Part 2), the VM's main air jet in the mouth below the bore, since its air feeds the needle jet's bleed holes under
 * the bore (Carburetor Mechanism, Part 2). Not drawn, because no source gives their place or form: the TM's lever,
 * idle adjuster, check valve parts and rings; the PE's choke and mixture screw; the PZ's hoses, manifold gasket and
 * flange nuts.
 */
export const CARBS: Record<CarbType, CarbLayout> = {
  vm: {
    slide: 'round',
    parts: {
      adjuster: null,
      cap: null,
      spring: null,
      retainer: null,
      clip: null,
      needle: 'jet-needle',
      slide: 'throttle-valve',
      idleScrew: null,
      starterLever: 'starter-lever',
      mainAirJet: 'main-air-jet',
      body: 'body',
      pilotOutlet: 'pilot-outlet',
      needleJet: null,
      mainJet: 'main-jet',
      pilotJet: 'pilot-jet',
      starterJet: 'starter-jet',
      airScrew: 'pilot-air-screw',
      needleSeat: 'valve-seat',
      needleValve: 'needle-valve',
      float: 'float',
      floatPin: null,
      bowlGasket: null,
      bowl: 'float-bowl',
      bowlScrews: null,
    },
  },
  pe: {
    slide: 'round',
    parts: {
      cap: null,
      spring: null,
      clip: null,
      needle: 'jet-needle',
      slide: 'slide',
      idleScrew: null,
      body: 'body',
      flangeORing: 'flange-o-ring',
      needleJet: 'needle-jet',
      mainJet: 'main-jet',
      pilotJet: 'pilot-jet',
      needleSeat: 'needle-seat',
      needleValve: 'needle-valve',
      float: 'float',
      floatPin: null,
      bowlGasket: null,
      bowl: null,
      bowlScrews: null,
    },
  },
  pwk: {
    slide: 'flat',
    parts: {
      adjuster: null,
      cap: null,
      capSeal: null,
      spring: null,
      retainer: null,
      clip: null,
      needle: 'jet-needle',
      slide: 'slide',
      idleScrew: null,
      chokePlunger: 'choke',
      body: 'body',
      needleJet: 'needle-jet',
      mainJet: 'main-jet',
      pilotJet: 'pilot-jet',
      airScrew: null,
      needleSeat: 'needle-seat',
      needleValve: 'needle-valve',
      float: 'float',
      floatPin: null,
      bowlGasket: null,
      bowl: null,
      bowlScrews: null,
    },
  },
  tm: {
    slide: 'flat',
    needleJetInBody: true,
    parts: {
      cap: 'top-cap',
      capSeal: 'top-gasket',
      retainer: 'needle-plate',
      clip: null,
      needle: 'jet-needle',
      slide: 'piston-valve',
      chokeCap: 'starter-cap',
      chokePlunger: 'starter-plunger',
      funnel: 'funnel',
      pilotAirJet: 'pilot-air-jet',
      body: null,
      needleJet: 'needle-jet',
      mainJet: 'main-jet',
      pilotJet: 'pilot-jet',
      starterJet: 'starter-jet',
      fuelScrew: 'fuel-screw',
      needleSeat: null,
      needleValve: null,
      float: 'float-needle-seat',
      floatPin: 'float-pin',
      bowl: 'float-bowl',
      drainScrew: 'drain-plug',
    },
  },
  pz: {
    slide: 'round',
    parts: {
      adjuster: 'cable-adjuster',
      cap: 'top-cap',
      capSeal: 'top-cap-seal',
      spring: 'slide-spring',
      retainer: 'needle-retainer',
      clip: 'needle-clip',
      needle: 'jet-needle',
      slide: 'slide',
      idleScrew: 'idle-speed-screw',
      chokeCap: 'choke-cable-nut',
      chokePlunger: 'choke-plunger',
      chokeLever: 'choke-lever',
      body: 'body',
      flangeORing: 'flange-o-ring',
      fuelInlet: 'fuel-inlet',
      needleJet: 'needle-jet',
      mainJet: 'main-jet',
      pilotJet: 'pilot-jet',
      airScrew: 'pilot-screw',
      fuelScrew: 'pilot-screw',
      needleSeat: 'needle-seat',
      needleValve: 'needle-valve',
      float: 'float',
      floatPin: 'float-pin',
      bowlGasket: 'bowl-gasket',
      bowl: 'float-bowl',
      drainScrew: 'drain-screw',
      bowlScrews: 'bowl-screws',
    },
    note: [
      'Choke: a cable plunger or a lever, by version.',
      'Pilot screw: in one of the two places, by maker.',
      'Filter side: air screw. Engine side: fuel screw.',
    ],
  },
};

/** The callout of each drawn part that has one, in stack order, as the table numbers it. */
export function callouts(carb: CarbType, table: DataTable): {shape: Shape; id: string; no: string}[] {
  const layout = CARBS[carb];
  if (!layout) throw new Error(`FigCarbExploded: unknown carburetor "${String(carb)}" (one of ${Object.keys(CARBS).join(', ')})`);
  return SHAPES.flatMap(([shape]) => {
    const id = layout.parts[shape];
    if (!id) return [];
    const row = table.rows.find((r) => r.id === id);
    if (!row) throw new Error(`FigCarbExploded: the ${carb} parts table has no row "${id}" for the ${shape} drawn`);
    if (row.no === undefined) throw new Error(`FigCarbExploded: row "${id}" of the ${carb} parts table has no "no" (callout)`);
    return [{shape, id, no: String(row.no)}];
  });
}

const AX = 260; // the slide axis

/** A callout: the number in a circle, and a thin leader to the part. */
function Badge({x, y, to, no}: {x: number; y: number; to?: [number, number]; no: string}): ReactNode {
  return (
    <g data-callout={no}>
      {to && <line x1={x} y1={y} x2={to[0]} y2={to[1]} className="f-thin" />}
      {to && <circle cx={to[0]} cy={to[1]} r={2.5} className="f-ink" />}
      <circle cx={x} cy={y} r={15} className="f-part" />
      <T x={x} y={y + 1} a="middle" c="f-bold">
        {no}
      </T>
    </g>
  );
}

function Zigzag({x1, x2, y1, y2, n = 8, vertical = true}: {x1: number; x2: number; y1: number; y2: number; n?: number; vertical?: boolean}) {
  const pts = Array.from({length: n + 1}, (_, i) =>
    vertical ? `${i % 2 ? x2 : x1},${y1 + ((y2 - y1) * i) / n}` : `${x1 + ((x2 - x1) * i) / n},${i % 2 ? y2 : y1}`,
  ).join(' ');
  return <polyline points={pts} className="f-line" />;
}

/** A screw drawn point up at x, tip at y: shaft, then the head below. */
function ScrewUp({x, y, len = 36}: {x: number; y: number; len?: number}) {
  return (
    <g>
      <path d={`M${x - 5} ${y + 8} L${x} ${y} L${x + 5} ${y + 8} V${y + len} H${x - 5} Z`} className="f-metal" />
      <rect x={x - 11} y={y + len} width={22} height={10} rx={2} className="f-darkpart" />
    </g>
  );
}

/** A jet drawn below the body at x, under the dashed line to the hole it screws into. */
function JetBelow({x}: {x: number}) {
  return (
    <>
      <line x1={x} y1={550} x2={x} y2={566} className="f-dash" />
      <rect x={x - 5} y={566} width={10} height={34} className="f-metal" />
      <rect x={x - 9} y={600} width={18} height={8} rx={2} className="f-darkpart" />
    </>
  );
}

export default function FigCarbExploded({carb, parts}: {carb: CarbType; parts: DataTable}): ReactNode {
  const layout = CARBS[carb];
  const numbers = new Map(callouts(carb, parts).map((c) => [c.shape, c.no]));
  const has = (s: Shape) => layout.parts[s] !== undefined;
  /** The callout for a shape, if its carburetor's table has a row for it. */
  const B = (s: Shape, x: number, y: number, to?: [number, number]) => {
    const no = numbers.get(s);
    return no ? <Badge x={x} y={y} to={to} no={no} /> : null;
  };
  const round = layout.slide === 'round';
  const H = layout.note ? 940 + 28 * layout.note.length : 930;
  return (
    <Svg h={H}>
      {/* The slide axis, through cap, needle, slide, needle jet and main jet. */}
      <line x1={AX} y1={0} x2={AX} y2={660} className="f-dash" />

      {has('adjuster') && (
        <g>
          <rect x={AX - 7} y={4} width={14} height={30} className="f-metal" />
          <rect x={AX - 13} y={16} width={26} height={8} rx={2} className="f-darkpart" />
          {B('adjuster', 310, 20, [AX + 13, 20])}
        </g>
      )}
      {has('cap') && (
        <g>
          {round ? (
            <rect x={AX - 45} y={44} width={90} height={24} rx={6} className="f-metal" />
          ) : (
            <rect x={AX - 60} y={46} width={120} height={18} rx={4} className="f-metal" />
          )}
          {B('cap', 350, 56, [AX + (round ? 45 : 60), 56])}
        </g>
      )}
      {has('capSeal') && (
        <g>
          <rect x={AX - (round ? 40 : 55)} y={78} width={round ? 80 : 110} height={8} rx={3} className="f-darkpart" />
          {B('capSeal', 350, 90, [AX + (round ? 40 : 55), 82])}
        </g>
      )}
      {has('spring') && (
        <g>
          <Zigzag x1={AX - 25} x2={AX + 25} y1={100} y2={168} n={10} />
          {B('spring', 350, 134, [AX + 25, 134])}
        </g>
      )}
      {has('retainer') && (
        <g>
          <rect x={AX - 20} y={180} width={40} height={10} rx={2} className="f-metal" />
          {B('retainer', 350, 178, [AX + 20, 185])}
        </g>
      )}
      {has('needle') && (
        <g>
          <path d={`M${AX - 4} 202 H${AX + 4} V258 L${AX + 1} 300 H${AX - 1} L${AX - 4} 258 Z`} className="f-metal" />
          {has('clip') && <rect x={AX - 12} y={214} width={24} height={6} rx={2} className="f-darkpart" />}
          {B('clip', 350, 222, [AX + 12, 217])}
          {B('needle', 350, 266, [AX + 3, 266])}
        </g>
      )}
      {has('slide') && (
        <g>
          {round ? (
            // Round slide in side view, its cutaway on the filter side.
            <path d={`M${AX - 50} 314 H${AX + 50} V394 H${AX - 24} L${AX - 50} 378 Z`} className="f-metal" />
          ) : (
            // Flat slide seen edge on: thin along the bore.
            <rect x={AX - 14} y={312} width={28} height={84} rx={3} className="f-metal" />
          )}
          {B('slide', 350, 318, [AX + (round ? 50 : 14), 330])}
          <T x={336} y={354} c="f-muted">
            {round ? 'Round slide' : 'Flat slide'}
          </T>
        </g>
      )}
      {has('idleScrew') && (
        <g>
          {/* Idle speed screw: its tip bears on the slide. */}
          <line x1={AX + (round ? 52 : 16)} y1={388} x2={340} y2={388} className="f-dash" />
          <path d="M340 388 L348 383 H396 V393 H348 Z" className="f-metal" />
          <Zigzag x1={352} x2={392} y1={378} y2={398} n={6} vertical={false} />
          <rect x={396} y={378} width={12} height={20} rx={2} className="f-darkpart" />
          {B('idleScrew', 440, 388, [408, 388])}
        </g>
      )}
      {/* The starting circuit feeds the bore behind the slide, so its plunger sits on the engine side. */}
      {(has('chokePlunger') || has('starterLever')) && <rect x={360} y={428} width={24} height={12} className="f-part" />}
      {has('chokeCap') && (
        <g>
          <line x1={470} y1={272} x2={470} y2={300} className="f-line" />
          <rect x={455} y={300} width={30} height={18} rx={3} className="f-darkpart" />
          {B('chokeCap', 520, 300, [485, 309])}
        </g>
      )}
      {has('chokePlunger') && (
        <g>
          <Zigzag x1={462} x2={478} y1={324} y2={344} n={5} />
          <rect x={462} y={344} width={16} height={50} rx={5} className="f-metal" />
          <polyline points="470,396 470,418 372,418 372,428" className="f-dash" />
          {B('chokePlunger', 520, 362, [478, 362])}
        </g>
      )}
      {has('starterLever') && (
        <g>
          <path d="M372 430 L436 424 L438 432 L374 438 Z" className="f-metal" />
          <circle cx={372} cy={434} r={5} className="f-darkpart" />
          {B('starterLever', 470, 420, [437, 428])}
        </g>
      )}
      {has('funnel') && (
        <g>
          <path d="M40 450 Q62 458 76 470 H104 V510 H76 Q62 522 40 530 Z" className="f-part" />
          <line x1={104} y1={490} x2={120} y2={490} className="f-dash" />
          {B('funnel', 40, 418, [52, 455])}
        </g>
      )}

      {/* The body: bore from the filter side (left) to the engine flange (right). */}
      <rect x={AX - 55} y={414} width={110} height={30} className="f-part" />
      <rect x={120} y={440} width={280} height={110} rx={10} className="f-part" />
      <rect x={120} y={470} width={280} height={40} className="f-paper" />
      <rect x={400} y={450} width={12} height={90} className="f-part" />
      <line x1={AX} y1={470} x2={AX} y2={510} className="f-dash" />
      {B('body', 362, 456)}
      <T x={0} y={600} c="f-muted">
        Filter side
      </T>
      <T x={560} y={600} a="end" c="f-muted">
        Engine side
      </T>
      {(has('mainAirJet') || has('pilotAirJet')) && (
        <g>
          {/* In the mouth below the bore: its air goes down to the bleed holes of the needle jet, under the bore. A
              carburetor calls out one air jet here, the VM its main air jet, the TM its pilot air jet. */}
          <rect x={124} y={518} width={12} height={10} className="f-darkpart" />
          {B(has('mainAirJet') ? 'mainAirJet' : 'pilotAirJet', 60, 548, [124, 523])}
        </g>
      )}
      {has('pilotOutlet') && (
        <g>
          <circle cx={AX + 62} cy={496} r={4} className="f-ink" />
          {B('pilotOutlet', 370, 490, [AX + 62, 496])}
        </g>
      )}
      {has('flangeORing') && (
        <g>
          <ellipse cx={432} cy={495} rx={6} ry={44} className="f-darkpart" />
          {B('flangeORing', 470, 495, [438, 495])}
        </g>
      )}
      {has('fuelInlet') && (
        <g>
          <rect x={92} y={528} width={28} height={12} rx={3} className="f-metal" />
          {B('fuelInlet', 60, 522, [92, 534])}
        </g>
      )}
      {has('chokeLever') && (
        <g>
          {/* Lever choke: a plate across the intake, turned by a lever outside. */}
          <rect x={140} y={472} width={6} height={36} className="f-hl" />
          <path d="M143 440 L108 424" className="f-line" />
          <circle cx={108} cy={424} r={5} className="f-darkpart" />
          {B('chokeLever', 64, 392, [105, 421])}
        </g>
      )}

      {/* Under the body: each part drawn below the hole it fits. */}
      {has('needleJet') &&
        (layout.needleJetInBody ? (
          <g>
            <rect x={AX - 8} y={510} width={16} height={40} className="f-metal" />
            {B('needleJet', 300, 530, [AX + 8, 530])}
          </g>
        ) : (
          <g>
            <rect x={AX - 8} y={566} width={16} height={48} className="f-metal" />
            {B('needleJet', 300, 578, [AX + 8, 584])}
          </g>
        ))}
      {has('mainJet') && (
        <g>
          <rect x={AX - 6} y={626} width={12} height={18} className="f-metal" />
          <rect x={AX - 12} y={644} width={24} height={12} rx={2} className="f-darkpart" />
          {B('mainJet', 300, 654, [AX + 12, 650])}
        </g>
      )}
      {has('pilotJet') && (
        <g>
          <JetBelow x={340} />
          {B('pilotJet', 340, 634)}
        </g>
      )}
      {has('starterJet') && (
        <g>
          <JetBelow x={216} />
          {B('starterJet', 216, 634)}
        </g>
      )}
      {has('airScrew') && (
        <g>
          <ScrewUp x={130} y={566} />
          {B('airScrew', 130, 644)}
        </g>
      )}
      {has('fuelScrew') && (
        <g>
          <ScrewUp x={385} y={566} />
          {B('fuelScrew', 385, 644)}
        </g>
      )}
      {has('needleSeat') && (
        <g>
          <rect x={169} y={562} width={18} height={12} rx={2} className="f-metal" />
          {B('needleSeat', 178, 536)}
        </g>
      )}
      {has('needleValve') && (
        <g>
          <path d="M174 596 L178 586 L182 596 V624 H174 Z" className="f-metal" />
          {B('needleValve', 178, 654)}
        </g>
      )}
      {has('float') && (
        <g>
          {/* Float: pontoons, its hinge on the left, the tang under the needle valve. */}
          <line x1={178} y1={676} x2={178} y2={696} className="f-dash" />
          <path d="M150 712 L178 704 L200 710" className="f-line" />
          <circle cx={150} cy={712} r={7} className="f-darkpart" />
          <rect x={200} y={696} width={190} height={46} rx={16} className="f-amber-part" />
          {B('float', 420, 719, [390, 719])}
        </g>
      )}
      {has('floatPin') && (
        <g>
          <rect x={92} y={708} width={46} height={8} rx={4} className="f-metal" />
          {B('floatPin', 60, 712, [92, 712])}
        </g>
      )}
      {has('bowlGasket') && (
        <g>
          <rect x={150} y={768} width={240} height={8} rx={4} className="f-darkpart" />
          {B('bowlGasket', 420, 772, [390, 772])}
        </g>
      )}
      {has('bowl') && (
        <g>
          <path d="M134 792 H406 V804 H386 V858 Q386 870 374 870 H166 Q154 870 154 858 V804 H134 Z" className="f-part" />
          {B('bowl', 440, 830, [386, 830])}
        </g>
      )}
      {has('drainScrew') && (
        <g>
          <ScrewUp x={AX + 40} y={878} len={22} />
          {B('drainScrew', AX - 10, 896, [AX + 29, 905])}
        </g>
      )}
      {has('bowlScrews') && (
        <g>
          <ScrewUp x={144} y={878} len={24} />
          <ScrewUp x={396} y={878} len={24} />
          {B('bowlScrews', 440, 896, [407, 907])}
        </g>
      )}
      {layout.note?.map((line, i) => (
        <T key={line} x={0} y={952 + i * 28} c="f-muted">
          {line}
        </T>
      ))}
    </Svg>
  );
}
