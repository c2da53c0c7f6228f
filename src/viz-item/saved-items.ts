/**
 * Offline stand-in for saved dashboards: `dashboardId` + `itemId` resolve to a stored item definition, the way
 * a hosted deployment would fetch it. Options given on the element override the saved ones.
 */
import { demoEntry as entry } from './definitions';
import type { Slot, VizItemInputs, VizItemOptions } from './types';

export interface SavedItem {
  id: string;
  type: string;
  slots: Slot[];
  options: VizItemOptions;
}

export interface SavedDashboard {
  id: string;
  name: string;
  items: SavedItem[];
}

const slot = (name: string, ...content: ReturnType<typeof entry>[]): Slot => ({ name, content });

export const SAVED_DASHBOARDS: SavedDashboard[] = [
  {
    id: '3f1c2b7e-5d4a-4e8b-9a61-0c2d7e9f4b15',
    name: 'Sales overview',
    items: [
      {
        id: '8a2e6c41-93b7-4f0d-b5e2-71c9d3a0f6e8',
        type: 'bar-chart',
        slots: [
          slot('y-axis', entry('sales', 'product_category')),
          slot('measure', entry('sales', 'revenue')),
        ],
        options: {
          title: {
            en: 'Revenue per product category',
            nl: 'Omzet per productcategorie',
            fr: "Chiffre d'affaires par catégorie",
          },
          bars: { roundedCorners: 5 },
        },
      },
      {
        id: 'c47d0e92-1b6a-4a3f-8e5d-2f9b7c1a6d30',
        type: 'line-chart',
        slots: [
          slot('x-axis', entry('sales', 'date', { level: 3 })),
          slot('measure', entry('sales', 'revenue')),
          slot('legend', entry('sales', 'channel')),
        ],
        options: {
          title: {
            en: 'Monthly revenue per channel',
            nl: 'Maandelijkse omzet per kanaal',
            fr: "Chiffre d'affaires mensuel par canal",
          },
        },
      },
      {
        id: 'f0b93a57-2c8e-4d61-a7f4-5e1d8c3b9a02',
        type: 'donut-chart',
        slots: [
          slot('category', entry('sales', 'customer_segment')),
          slot('measure', entry('sales', 'revenue')),
        ],
        options: {
          title: { en: 'Revenue per segment', nl: 'Omzet per segment', fr: "Chiffre d'affaires par segment" },
          display: { values: 'percentage' },
        },
      },
      {
        id: '5e7a1d3c-9f24-4b8e-a0c6-d2b4f8e1a739',
        type: 'evolution-number',
        slots: [
          slot('measure', entry('sales', 'revenue')),
          slot('evolution', entry('sales', 'date', { level: 3 })),
        ],
        options: {
          title: { en: 'Revenue this month', nl: 'Omzet deze maand', fr: "Chiffre d'affaires ce mois-ci" },
        },
      },
    ],
  },
];

export function findSavedItem(
  dashboardId: string | undefined,
  itemId: string | undefined,
): SavedItem | undefined {
  return SAVED_DASHBOARDS.find((d) => d.id === dashboardId)?.items.find((i) => i.id === itemId);
}

/** Inputs with a saved item (dashboardId + itemId) resolved: the saved definition, the given options on top. */
export function resolveSavedItem(inputs: VizItemInputs): VizItemInputs {
  if (inputs.type || !inputs.itemId) return inputs;
  const saved = findSavedItem(inputs.dashboardId, inputs.itemId);
  if (!saved) return inputs;
  return {
    ...inputs,
    type: saved.type,
    slots: inputs.slots ?? saved.slots,
    options: { ...saved.options, ...(inputs.options ?? {}) },
  };
}
