/**
 * Sample dashboards for the playground. Each is a plain JSON file (edit it like any dashboard); a unit test
 * checks that every sample validates without errors or warnings and uses only the demo data.
 */
import salesOverview from './sales-overview.json';
import filtersAndParameters from './filters-and-parameters.json';
import mapsAndLogistics from './maps-and-logistics.json';
import textAndMedia from './text-and-media.json';
import minimal from './minimal.json';

export interface Sample {
  id: string;
  title: string;
  description: string;
  document: unknown;
}

export const SAMPLES: Sample[] = [
  {
    id: 'sales-overview',
    title: 'Sales overview',
    description: 'Numbers, a country filter, bar, donut and line charts; a desktop and a mobile view.',
    document: salesOverview,
  },
  {
    id: 'filters-and-parameters',
    title: 'Filters and parameters',
    description:
      'A parameter used by a dashboard filter, a view filter, an item filter and three filter items.',
    document: filtersAndParameters,
  },
  {
    id: 'maps-and-logistics',
    title: 'Maps and logistics',
    description: 'Choropleth, marker and route maps beside a heat table.',
    document: mapsAndLogistics,
  },
  {
    id: 'text-and-media',
    title: 'Text and media',
    description: 'A text item, an image and a video with two numbers, in the Orion theme.',
    document: textAndMedia,
  },
  {
    id: 'minimal',
    title: 'Minimal',
    description: 'One column chart: the smallest useful dashboard.',
    document: minimal,
  },
];

export const DEFAULT_SAMPLE = SAMPLES[0]!;

export function sampleText(sample: Sample): string {
  return `${JSON.stringify(sample.document, null, 2)}\n`;
}
