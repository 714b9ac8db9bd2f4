// The MDX components a page uses without an import line: src/plugins/remark-component-imports.ts adds the
// import of each one a page shows to that page alone, so a wiring diagram's code never ships with a page
// that has none (registering them in src/theme/MDXComponents.tsx would put all of them, about 13 KB gzip,
// into the JavaScript of every doc page). A page that imports one of them fails the build. Data stays an
// explicit import: `import torque from '@site/data/tables/general_torque.yaml'`.
export interface RegisteredComponent {
  /** The module that exports it. */
  from: string;
  /** Its export in that module; the default export when absent. */
  name?: string;
}

export const MDX_COMPONENTS: Record<string, RegisteredComponent> = {
  SpecTable: {from: '@site/src/components/SpecTable'},
  SpecValue: {from: '@site/src/components/SpecValue'},
  WiringDiagram: {from: '@site/src/components/WiringDiagram'},
  PartsDiagram: {from: '@site/src/components/PartsDiagram'},
  PartsSources: {from: '@site/src/components/PartsDiagram', name: 'PartsSources'},
  InterchangeTable: {from: '@site/src/components/PartsDiagram/InterchangeTable'},
};
