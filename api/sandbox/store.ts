/**
 * The sandbox's records and links, for one browser tab. Records are kept in Maps keyed by id, and every record
 * that enters is a JSON copy (so it holds own data properties only, never a shared reference or a getter);
 * keys a reader sent (`__proto__`, `constructor`) stay plain own properties and never reach a prototype.
 *
 * The state can be saved as JSON (the sandbox keeps it in sessionStorage, so it lives as long as the tab) and
 * loaded back; anything that is not a well-formed state is refused and the seed is used instead.
 */
import type { SandboxLink, SandboxModel, SandboxRecord } from './types';

const STATE_VERSION = 1;

interface SavedState {
  v: number;
  records: Record<string, SandboxRecord[]>;
  links: SandboxLink[];
  /** Key -> token of API authorizations created in the sandbox. */
  credentials: [string, string][];
}

export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRecord(v: unknown): v is SandboxRecord {
  return isObject(v) && typeof v.id === 'string';
}

function isRef(v: unknown): v is { resource: string; id: string } {
  return isObject(v) && typeof v.resource === 'string' && typeof v.id === 'string';
}

function isLink(v: unknown): v is SandboxLink {
  return (
    isObject(v) &&
    isRef(v.from) &&
    isRef(v.to) &&
    typeof v.role === 'string' &&
    (v.properties === undefined || isObject(v.properties))
  );
}

export class Store {
  private records = new Map<string, Map<string, SandboxRecord>>();
  private links: SandboxLink[] = [];
  private extraCredentials = new Map<string, string>();

  /** `resources`: the resources that have records (the others answer from their examples). */
  constructor(
    private readonly model: Pick<SandboxModel, 'seed'>,
    private readonly resources: ReadonlySet<string>,
  ) {
    this.reset();
  }

  reset(): void {
    this.load({
      v: STATE_VERSION,
      records: this.model.seed.records,
      links: this.model.seed.links,
      credentials: [],
    });
  }

  private load(state: SavedState): void {
    this.records = new Map([...this.resources].map((r) => [r, new Map<string, SandboxRecord>()]));
    for (const [resource, rows] of Object.entries(state.records)) {
      const table = this.records.get(resource);
      if (!table) continue;
      for (const row of rows) table.set(row.id, jsonCopy(row));
    }
    this.links = state.links.map(jsonCopy);
    this.extraCredentials = new Map(state.credentials);
  }

  /** Restores a saved state; returns false (and changes nothing) when `text` is not one. */
  restore(text: string): boolean {
    let state: unknown;
    try {
      state = JSON.parse(text);
    } catch {
      return false;
    }
    if (
      !isObject(state) ||
      state.v !== STATE_VERSION ||
      !isObject(state.records) ||
      !Object.values(state.records).every((rows) => Array.isArray(rows) && rows.every(isRecord)) ||
      !Array.isArray(state.links) ||
      !state.links.every(isLink) ||
      !Array.isArray(state.credentials) ||
      !state.credentials.every(
        (c) => Array.isArray(c) && c.length === 2 && typeof c[0] === 'string' && typeof c[1] === 'string',
      )
    )
      return false;
    this.load(state as unknown as SavedState);
    return true;
  }

  save(): string {
    const records: Record<string, SandboxRecord[]> = {};
    for (const [resource, table] of this.records) records[resource] = [...table.values()];
    return JSON.stringify({
      v: STATE_VERSION,
      records,
      links: this.links,
      credentials: [...this.extraCredentials],
    } satisfies SavedState);
  }

  has(resource: string): boolean {
    return this.records.has(resource);
  }

  all(resource: string): SandboxRecord[] {
    return [...(this.records.get(resource)?.values() ?? [])].map(jsonCopy);
  }

  get(resource: string, id: string): SandboxRecord | undefined {
    const record = this.records.get(resource)?.get(id);
    return record ? jsonCopy(record) : undefined;
  }

  put(resource: string, record: SandboxRecord): void {
    this.records.get(resource)?.set(record.id, jsonCopy(record));
  }

  delete(resource: string, id: string): boolean {
    const deleted = this.records.get(resource)?.delete(id) ?? false;
    if (deleted)
      this.links = this.links.filter(
        (l) =>
          !(l.from.resource === resource && l.from.id === id) &&
          !(l.to.resource === resource && l.to.id === id),
      );
    return deleted;
  }

  /** Links `from` to `to` under `role`; linking twice replaces the link's properties. */
  link(link: SandboxLink): void {
    this.unlink(link);
    this.links.push(jsonCopy(link));
  }

  unlink({ from, role, to }: Pick<SandboxLink, 'from' | 'role' | 'to'>): void {
    this.links = this.links.filter(
      (l) =>
        !(l.from.resource === from.resource && l.from.id === from.id && l.role === role && l.to.id === to.id),
    );
  }

  /** Records of `resource` linked to `record` (`{resource: owner, id}`), in either direction. */
  linked(owner: { resource: string; id: string }, resource: string): SandboxRecord[] {
    const ids = new Set<string>();
    for (const l of this.links) {
      if (l.from.resource === owner.resource && l.from.id === owner.id && l.to.resource === resource)
        ids.add(l.to.id);
      if (l.to.resource === owner.resource && l.to.id === owner.id && l.from.resource === resource)
        ids.add(l.from.id);
    }
    return [...ids].map((id) => this.get(resource, id)).filter((r): r is SandboxRecord => r !== undefined);
  }

  addCredential(key: string, token: string): void {
    this.extraCredentials.set(key, token);
  }

  credentialMatches(key: string, token: string): boolean {
    return this.extraCredentials.get(key) === token;
  }
}
