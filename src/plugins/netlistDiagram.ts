// Used by yaml-loader.cjs: a netlist file becomes {netlist, layout} for <WiringDiagram>.
import {parseNetlist} from '../lib/netlist';
import {buildDiagram, type Diagram} from '../lib/netlistLayout';

export function diagramFromYaml(data: unknown, file: string): Promise<Diagram> {
  return buildDiagram(parseNetlist(data, file));
}
