/** The data of the API changelog pages (plugins/api-changelog, from api/changelog.mjs). */

export interface FieldChange {
  /** 'Parameters', 'Request body', 'Response 200', 'Operation'. */
  section: string;
  kind: 'added' | 'removed' | 'changed';
  /** `rows[].scope`; '' for the section itself. */
  field: string;
  /** How a changed field changed: `type: "string" → "integer"`, `now required`. */
  detail?: string;
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
}

export interface ChangelogPage {
  path: string;
  from: string;
  to: string;
  apis: {
    key: string;
    label: string;
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
    counts: { label: string; added: number; removed: number; changed: number }[];
  }[];
}
