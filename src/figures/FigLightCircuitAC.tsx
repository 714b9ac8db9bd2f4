// The AC lighting circuit added to a kick-start pit bike: lighting coil (one end grounded to the stator plate)
// to the regulator, its lighting output through the fuse to the handlebar switch, then to the headlight and
// tail light, every lamp and the regulator grounded. The ignition circuit stays as it was.
import {Arrow, Box, Svg, T} from './kit';

/** A ground symbol hanging from (x, y). */
function Ground({x, y}: {x: number; y: number}) {
  return (
    <g>
      <line x1={x} y1={y} x2={x} y2={y + 22} className="f-line" />
      <line x1={x - 16} y1={y + 22} x2={x + 16} y2={y + 22} className="f-line" />
      <line x1={x - 10} y1={y + 29} x2={x + 10} y2={y + 29} className="f-line" />
      <line x1={x - 4} y1={y + 36} x2={x + 4} y2={y + 36} className="f-line" />
    </g>
  );
}

export default function FigLightCircuitAC() {
  return (
    <Svg h={420}>
      {/* Lighting coil and regulator. */}
      <Box x={0} y={20} width={160} height={64} shape="coil" />
      <T x={80} y={42} a="middle" c="f-bold" box="coil">
        Lighting
      </T>
      <T x={80} y={66} a="middle" c="f-bold" box="coil">
        coil
      </T>
      <Arrow x1={160} y1={52} x2={216} y2={52} />
      <Box x={218} y={20} width={160} height={64} shape="reg" />
      <T x={298} y={42} a="middle" c="f-bold" box="reg">
        Regulator
      </T>
      <T x={298} y={66} a="middle" c="f-small" box="reg">
        lighting out
      </T>
      <Ground x={40} y={84} />
      <T x={66} y={112} c="f-small">
        One end to
      </T>
      <T x={66} y={134} c="f-small">
        the stator plate
      </T>
      <Ground x={298} y={84} />

      {/* Feed: regulator output, fuse, switch. */}
      <path d="M378 52 L470 52 L470 176" className="f-line" />
      <rect x={458} y={90} width={24} height={50} rx={4} className="f-hl" />
      <T x={452} y={116} a="end" c="f-accent f-bold">
        Fuse
      </T>
      <Box x={380} y={178} width={180} height={64} shape="switch" />
      <T x={470} y={200} a="middle" c="f-bold" box="switch">
        Handlebar
      </T>
      <T x={470} y={224} a="middle" c="f-bold" box="switch">
        switch
      </T>

      {/* Lamps. */}
      <path d="M470 242 L470 296" className="f-line" />
      <path d="M470 268 L250 268 L250 296" className="f-line" />
      <Box x={390} y={298} width={160} height={52} shape="head" c="f-amber-part" />
      <T x={470} y={324} a="middle" c="f-bold" box="head">
        Headlight
      </T>
      <Box x={170} y={298} width={160} height={52} shape="tail" c="f-amber-part" />
      <T x={250} y={324} a="middle" c="f-bold" box="tail">
        Tail light
      </T>
      <Ground x={470} y={350} />
      <Ground x={250} y={350} />
      <T x={0} y={378} c="f-small">
        Grounds: bare
      </T>
      <T x={0} y={400} c="f-small">
        metal on the frame
      </T>

      {/* The ignition side is not touched. */}
      <T x={0} y={196} c="f-muted f-small">
        Source coil, CDI and
      </T>
      <T x={0} y={218} c="f-muted f-small">
        kill switch: leave
      </T>
      <T x={0} y={240} c="f-muted f-small">
        as they are
      </T>
    </Svg>
  );
}
