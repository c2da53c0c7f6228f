/** The data of the API changelog pages (plugins/api-changelog, from api/changelog.mjs). */
import type { Block } from '../../api/theme/Markdown/parse';

export type { Block };

export interface FieldChange {
  /** 'Parameters', 'Request body', 'Response 200', 'Operation'. */
  section: string;
  kind: 'added' | 'removed' | 'changed';
  /** `rows[].scope`; '' for the section itself. */
  field: string;
  /** How a changed field changed: `type: "string" → "integer"`, `now required`. */
  detail?: string;
  /** Code written for the older version may fail on it (api/changelog.mjs, isBreaking). */
  breaking: boolean;
}

export interface OperationEntry {
  operationId: string;
  title: string;
  method: string;
  webhook: boolean;
  /** Its page in the older version (absent for an added operation). */
  fromHref?: string;
  /** Its page in the newer version (absent for a removed operation). */
  toHref?: string;
  changes?: FieldChange[];
  /** A changed operation: whether any of its changes is breaking (a removed one always is). */
  breaking?: boolean;
  /** The writers' migration note (api/openapi/migrations/{from}-{to}.yaml), parsed. */
  note?: Block[];
}

export interface ChangelogPage {
  path: string;
  from: string;
  to: string;
  apis: {
    key: string;
    label: string;
    /** The writers' summary of what changed in this API, parsed. */
    summary?: Block[];
    /** How many operations need a change in code written for `from` (removed, or changed in a breaking way). */
    breaking: number;
    added: OperationEntry[];
    removed: OperationEntry[];
    changed: OperationEntry[];
  }[];
}

export interface ChangelogIndex {
  pairs: {
    path: string;
    from: string;
    to: string;
    counts: { label: string; added: number; removed: number; changed: number; breaking: number }[];
  }[];
}
