import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { NavEmbeds } from '../../src/navigation/types';

interface FlexContent {
  chartTypes: string[];
  examples: { id: string; title: string }[];
  navEmbeds: NavEmbeds;
}

const titleOf = (id: string) => id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Creates /flex/charts/{chartType} and /flex/examples/{example} from the JSON manifests. */
export default function flexPagesPlugin(context: LoadContext): Plugin<FlexContent> {
  const chartTypesFile = path.join(context.siteDir, 'src/viz-item/definitions/chart-types.json');
  const examplesFile = path.join(context.siteDir, 'src/examples/index.json');
  return {
    name: 'flex-pages',
    getPathsToWatch: () => [chartTypesFile, examplesFile],
    async loadContent() {
      const chartTypes = Object.keys(JSON.parse(fs.readFileSync(chartTypesFile, 'utf8')) as object);
      const examples = JSON.parse(fs.readFileSync(examplesFile, 'utf8')) as { id: string; title: string }[];
      return {
        chartTypes,
        examples,
        navEmbeds: {
          'flex:charts': chartTypes.map((t) => ({ url: `/flex/charts/${t}`, title: titleOf(t) })),
          'flex:examples': examples.map((e) => ({ url: `/flex/examples/${e.id}`, title: e.title })),
        },
      };
    },
    async contentLoaded({ content, actions }) {
      for (const t of content.chartTypes) {
        const data = await actions.createData(
          `chart-${t}.json`,
          JSON.stringify({ id: t, title: titleOf(t) }),
        );
        actions.addRoute({
          path: `/flex/charts/${t}`,
          component: '@site/plugins/flex-pages/components/FlexPage.tsx',
          modules: { page: data },
          exact: true,
        });
      }
      for (const e of content.examples) {
        const data = await actions.createData(`example-${e.id}.json`, JSON.stringify(e));
        actions.addRoute({
          path: `/flex/examples/${e.id}`,
          component: '@site/plugins/flex-pages/components/FlexPage.tsx',
          modules: { page: data },
          exact: true,
        });
      }
    },
  };
}
