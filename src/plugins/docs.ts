// The docs plugin, with one change to what the browser downloads. Docusaurus puts every doc's description
// into the version data that every doc page loads; at PitBase's size that was the largest part of the
// chunk and grew with each page. Descriptions are only read by cards (category pages, the Tech Database
// index), so they move to their own module, which only those components import.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

export const DESCRIPTIONS_FILE = 'doc-descriptions.json';

interface VersionProp {
  docs: Record<string, {id: string; title: string; description?: string; sidebar?: string}>;
}

/** Route props without doc descriptions; nested routes included. */
export function withoutDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props = version
    ? {
        ...route.props,
        version: {...version, docs: Object.fromEntries(Object.entries(version.docs).map(([id, {description: _unused, ...doc}]) => [id, doc]))},
      }
    : route.props;
  return {...route, props, routes: route.routes?.map(withoutDescriptions)};
}

export default async function pitbaseDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const descriptions = Object.fromEntries(
        args.content.loadedVersions.flatMap((v) => v.docs).filter((d) => d.description).map((d) => [d.id, d.description]),
      );
      await args.actions.createData(DESCRIPTIONS_FILE, JSON.stringify(descriptions));
      const actions = {...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDescriptions(route))};
      return plugin.contentLoaded!({...args, actions});
    },
  };
}

export {validateOptions};
