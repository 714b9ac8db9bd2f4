// The docs plugin, with one change to what the browser downloads. Docusaurus puts every doc's id, title and
// description into the version data that every doc page loads; at PitBase's size that was the largest part
// of the chunk and grew with each page. Only cards read it (category pages, the Tech Database index), so it
// moves to its own module, which only those components import, and the version data keeps an empty map.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';

export const CARDS_FILE = 'doc-cards.json';

/** What a card shows for a doc: [title, description]. */
export type DocCardText = [string, string];

/** Route props without the version's doc map; nested routes included. */
export function withoutDocMap(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: object} | undefined)?.version;
  const props = version ? {...route.props, version: {...version, docs: {}}} : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocMap)};
}

export default async function pitbaseDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const cards = Object.fromEntries(
        args.content.loadedVersions.flatMap((v) => v.docs).map((d): [string, DocCardText] => [d.id, [d.title, d.description]]),
      );
      await args.actions.createData(CARDS_FILE, JSON.stringify(cards));
      const actions = {...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDocMap(route))};
      return plugin.contentLoaded!({...args, actions});
    },
  };
}

export {validateOptions};
