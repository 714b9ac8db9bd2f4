// Choosing a lighting system, as the lighting kits page sets it out: first whether the stator has a lighting
// coil (if not, swap the stator or run the lights from a battery charged at home), then whether the light must
// stay bright at idle or with the engine off (DC with a regulator/rectifier and battery) or not (AC through a
// regulator, with halogen lamps or LEDs rated for AC), and in every case a lamp wattage well inside what the coil gives.
import {Arrow, Box, Svg, T} from './kit';

export default function FigLightingChoice() {
  return (
    <Svg h={470}>
      <Box x={0} y={0} width={290} height={76} c="f-blue-part" shape="q1" />
      <T x={145} y={26} a="middle" c="f-bold" box="q1">
        Stator has a
      </T>
      <T x={145} y={52} a="middle" c="f-bold" box="q1">
        lighting coil?
      </T>
      <Arrow x1={290} y1={38} x2={344} y2={38} />
      <T x={300} y={18} c="f-muted">
        No
      </T>
      <Box x={346} y={0} width={214} height={76} shape="nocoil" />
      <T x={453} y={26} a="middle" box="nocoil">
        Swap the stator,
      </T>
      <T x={453} y={52} a="middle" box="nocoil">
        or battery only
      </T>
      <Arrow x1={145} y1={76} x2={145} y2={126} />
      <T x={158} y={101}>
        Yes
      </T>
      <Box x={0} y={128} width={290} height={76} c="f-blue-part" shape="q2" />
      <T x={145} y={154} a="middle" c="f-bold" box="q2">
        Light needed at idle
      </T>
      <T x={145} y={180} a="middle" c="f-bold" box="q2">
        or engine off?
      </T>
      <Arrow x1={100} y1={204} x2={100} y2={262} />
      <T x={112} y={232}>
        No
      </T>
      <path d="M290 166 L430 166" className="f-line" />
      <Arrow x1={430} y1={166} x2={430} y2={262} />
      <T x={442} y={214}>
        Yes
      </T>
      <Box x={0} y={264} width={260} height={104} shape="ac" />
      <T x={130} y={290} a="middle" c="f-bold" box="ac">
        AC lighting
      </T>
      <T x={130} y={316} a="middle" box="ac">
        Regulator, halogen
      </T>
      <T x={130} y={342} a="middle" box="ac">
        or AC-rated LED
      </T>
      <Box x={300} y={264} width={260} height={104} shape="dc" />
      <T x={430} y={290} a="middle" c="f-bold" box="dc">
        DC lighting
      </T>
      <T x={430} y={316} a="middle" box="dc">
        Regulator/rectifier
      </T>
      <T x={430} y={342} a="middle" box="dc">
        and battery
      </T>
      <Arrow x1={130} y1={368} x2={130} y2={392} />
      <Arrow x1={430} y1={368} x2={430} y2={392} />
      <Box x={0} y={394} width={560} height={76} c="f-hl" shape="watts" />
      <T x={280} y={420} a="middle" c="f-bold" box="watts">
        Add up lamp watts: keep them
      </T>
      <T x={280} y={446} a="middle" c="f-bold" box="watts">
        well inside the coil's output
      </T>
    </Svg>
  );
}
