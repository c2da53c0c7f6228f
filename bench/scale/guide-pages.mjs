#!/usr/bin/env node
/**
 * Adds `count` guide pages to a copy of the site, all in one new sidebar category ("Recipes", collapsed, at the
 * top level of the guide sidebar): what a guide page costs when one category of its sidebar holds a thousand pages
 * (issue 52, item 3). Each page is a short guide (a title, a description, two paragraphs and a code block), written
 * to docs/scale-recipe-NNNN.mdx; the category is written into sidebars.ts before "Component references".
 *
 * Usage: node bench/scale/guide-pages.mjs <siteDir> [count=1000]
 * (bench/scale/run.mjs --guide-pages=N does it for each size it builds.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TOPICS = [
  'Filtering a dashboard by tenant',
  'Theming an embedded chart',
  'Refreshing a token before it expires',
  'Exporting a widget to PDF',
  'Listening to item events',
  'Setting a parameter from the URL',
  'Loading a dashboard in a modal',
  'Switching the language of a dashboard',
];

/** The anchor in sidebars.ts before which the category goes. */
const ANCHOR = "    {\n      type: 'category',\n      label: 'Component references',";

export function addGuidePages(siteDir, count = 1000) {
  const ids = [];
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(4, '0');
    const id = `scale-recipe-${n}`;
    const topic = TOPICS[i % TOPICS.length];
    ids.push(id);
    fs.writeFileSync(
      path.join(siteDir, 'docs', `${id}.mdx`),
      [
        '---',
        `title: 'Recipe ${n}: ${topic}'`,
        `description: How to go about ${topic.toLowerCase()}, step ${n} of the recipes.`,
        '---',
        '',
        `# Recipe ${n}: ${topic}`,
        '',
        `This recipe shows one way of ${topic.toLowerCase()} in an embedded dashboard. It assumes you have`,
        'generated an authorization token on your server and loaded the dashboard component.',
        '',
        '```js',
        "const dashboard = document.querySelector('quantaloop-dashboard');",
        `dashboard.setAttribute('data-recipe', '${n}');`,
        '```',
        '',
        'Each step can be tried in the dashboard playground before it goes into your application.',
        '',
      ].join('\n'),
    );
  }
  const file = path.join(siteDir, 'sidebars.ts');
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(ANCHOR))
    throw new Error('guide-pages: sidebars.ts has no "Component references" category');
  const category = [
    '    {',
    "      type: 'category',",
    "      label: 'Recipes',",
    '      collapsed: true,',
    `      items: ${JSON.stringify(ids)},`,
    '    },',
    '',
  ].join('\n');
  fs.writeFileSync(file, text.replace(ANCHOR, category + ANCHOR));
  return ids;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [siteDir, count] = process.argv.slice(2);
  if (!siteDir) {
    console.error('usage: node bench/scale/guide-pages.mjs <siteDir> [count]');
    process.exit(1);
  }
  const ids = addGuidePages(path.resolve(siteDir), Number(count ?? 1000));
  console.error(`guide-pages: ${ids.length} pages in the "Recipes" category of ${siteDir}`);
}
