/**
 * Constants of the dashboard JSON, in a module of their own: pages, the preview and the worker import these
 * without pulling in the schema builder (and with it the runtime's item definitions).
 */
import { SITE_URL } from '../../config/site';

export const SCHEMA_PATH = '/schemas/dashboard.schema.json';
export const SCHEMA_ID = `${SITE_URL}${SCHEMA_PATH}`;

/** Grid constants of a view (CONTRACTS.md section 2). */
export const GRID_COLUMNS = 48;
export const DEFAULT_ROW_HEIGHT = 16;

export const SCREEN_MODES = ['mobile', 'tablet', 'desktop', 'largeScreen', 'fixed'] as const;

/** Annotation keywords the schema adds; validators must register them (see validate/ajv.ts). */
export const ANNOTATION_KEYWORDS = ['x-implemented', 'x-kind', 'x-slots'] as const;

export type JsonSchema = Record<string, unknown>;
