// The schema of data/netlists/*.yaml: the parts of a circuit and every wire between them, each wire
// with its colour, its job and its source. Wiring pages draw their diagram and table from it.
import * as z from 'zod';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lowercase words joined by dashes');
const sourceSchema = z.object({id, text: z.string().min(10)});

export const netlistSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).optional(),
    appliesTo: z.string().min(1),
    sources: z.array(sourceSchema).min(1),
    components: z
      .array(z.object({id, label: z.string().min(1).max(40), note: z.string().min(1).optional()}).strict())
      .min(2),
    wires: z
      .array(
        z
          .object({
            id,
            from: id,
            to: id,
            color: z.string().min(1),
            stroke: z
              .string()
              .regex(/^#[0-9a-fA-F]{6}$/, 'stroke is a #rrggbb colour')
              .optional(),
            function: z.string().min(1),
            source: id.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((netlist, ctx) => {
    const components = new Set<string>();
    netlist.components.forEach((c, i) => {
      if (components.has(c.id)) ctx.addIssue({code: 'custom', path: ['components', i, 'id'], message: `duplicate component "${c.id}"`});
      components.add(c.id);
    });
    const sources = new Set(netlist.sources.map((s) => s.id));
    const wires = new Set<string>();
    netlist.wires.forEach((w, i) => {
      if (wires.has(w.id)) ctx.addIssue({code: 'custom', path: ['wires', i, 'id'], message: `duplicate wire "${w.id}"`});
      wires.add(w.id);
      for (const end of ['from', 'to'] as const) {
        if (!components.has(w[end])) ctx.addIssue({code: 'custom', path: ['wires', i, end], message: `unknown component "${w[end]}"`});
      }
      if (w.from === w.to) ctx.addIssue({code: 'custom', path: ['wires', i], message: 'a wire joins two different components'});
      if (w.source && !sources.has(w.source)) ctx.addIssue({code: 'custom', path: ['wires', i, 'source'], message: `unknown source "${w.source}"`});
    });
  });

export type Netlist = z.infer<typeof netlistSchema>;

export function parseNetlist(value: unknown, file: string): Netlist {
  const result = netlistSchema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${file} is not a valid netlist:\n${lines.join('\n')}`);
}
