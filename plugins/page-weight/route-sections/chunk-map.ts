/**
 * A section's page chunks leave the webpack runtime's file table (the chunk map of facebook/docusaurus#7256).
 *
 * The runtime that every page loads maps each lazy chunk's id to its file (`12345:"3c137023"`): about 10 bytes
 * gzipped per chunk of the site, near-random hex that compresses badly. The chunks that only one route section
 * imports (its pages' content and data) are taken out of that table; the section's own chunk, which every one of
 * its pages loads first, carries their files instead and registers them (`addChunkFiles` in
 * src/client/route-sections.ts) before any of them is imported.
 *
 * Runs once the files are minified and before their real content hashes are computed: the hashes written into a
 * section's chunk are then rewritten with the others, like those of the runtime's table.
 */
/** The placeholder a section's module passes to addChunkFiles; replaced here by its table. */
export const filesPlaceholder = (index: number): string => `__ROUTE_SECTION_FILES_${index}__`;

interface ChunkGroupLike {
  origins: { request?: string }[];
}
interface ChunkLike {
  id: string | number | null;
  name?: string | null;
  files: ReadonlySet<string>;
  auxiliaryFiles: ReadonlySet<string>;
  groupsIterable: ReadonlySet<ChunkGroupLike>;
}
interface SourceLike {
  source(): string | Buffer;
}
interface CompilationLike {
  chunks: ReadonlySet<ChunkLike>;
  getAsset(name: string): { source: SourceLike } | void;
  updateAsset(name: string, source: SourceLike): void;
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
}
export interface CompilerLike {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number };
    sources: { RawSource: new (code: string) => SourceLike };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

/** Which section's chunk (by index) each unnamed chunk belongs to, if only that section's modules import it. */
export function sectionMembers(
  chunks: Iterable<ChunkLike>,
  sectionRequests: readonly ReadonlySet<string>[],
): Map<ChunkLike, number> {
  const members = new Map<ChunkLike, number>();
  for (const chunk of chunks) {
    if (chunk.name || chunk.id === null || chunk.auxiliaryFiles.size > 0) continue;
    const files = [...chunk.files];
    if (files.length !== 1 || !files[0]!.endsWith('.js')) continue;
    const owners = new Set(
      [...chunk.groupsIterable].flatMap((group) =>
        group.origins.map((origin) =>
          sectionRequests.findIndex((requests) => requests.has(origin.request ?? '')),
        ),
      ),
    );
    const [owner] = owners;
    if (owners.size === 1 && owner !== undefined && owner >= 0) members.set(chunk, owner);
  }
  return members;
}

/**
 * Removes `id:"hash"` entries from a minified runtime's chunk file table. The minifier writes a numeric id in its
 * shortest form (`1e3`, `0x11113f9`), so an entry is found by its hash and its key checked by value. Returns the
 * new code and how many entries were removed: a count below the number asked means the runtime's format changed.
 */
export function withoutEntries(code: string, entries: [string | number, string][]): [string, number] {
  let removed = 0;
  let out = code;
  for (const [id, hash] of entries) {
    const re = new RegExp(`([{,])("[^"]*"|[^,{}:"]+):"${hash}"(,?)`, 'g');
    out = out.replace(re, (match: string, before: string, key: string, after: string) => {
      const same = key.startsWith('"')
        ? (JSON.parse(key) as string) === String(id)
        : Number(key) === Number(id) && !Number.isNaN(Number(id));
      if (!same) return match;
      removed++;
      // Keep the separator on the side that still has an entry: `{a,b}` -> `{b}`, `{a,b}` -> `{a}`.
      return before === '{' ? '{' : after;
    });
  }
  return [out, removed];
}

/** The hash of a chunk file named by content hash only (plugins/page-weight/chunk-files): assets/js/<hash>.js. */
function hashOf(file: string): string | undefined {
  return /(?:^|\/)([0-9a-f]{8})\.js$/.exec(file)?.[1];
}

export function applyChunkMap(compiler: CompilerLike, sectionRequests: readonly ReadonlySet<string>[]): void {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap('route-sections', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'route-sections', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
      () => {
        const chunks = [...compilation.chunks];
        const runtime = chunks.find((c) => c.name === 'runtime~main');
        const runtimeFile = runtime && [...runtime.files].find((f) => f.endsWith('.js'));
        if (!runtimeFile) throw new Error('route-sections: no runtime~main chunk (runtimeChunk changed?)');
        const members = sectionMembers(chunks, sectionRequests);
        const tables = sectionRequests.map(() => ({}) as Record<string, string>);
        const entries: [string | number, string][] = [];
        for (const [chunk, index] of members) {
          const file = [...chunk.files][0]!;
          const hash = hashOf(file);
          if (!hash) continue;
          tables[index]![String(chunk.id)] = file;
          entries.push([chunk.id!, hash]);
        }
        sectionRequests.forEach((_, index) => {
          const section = chunks.find((c) => c.name === `route-section-${index}`);
          const file = section && [...section.files].find((f) => f.endsWith('.js'));
          if (!file) throw new Error(`route-sections: no chunk for section ${index}`);
          const code = String(compilation.getAsset(file)!.source.source());
          const placeholder = new RegExp(`(["'\`])${filesPlaceholder(index)}\\1`);
          if (!placeholder.test(code))
            throw new Error(`route-sections: ${file} has no file table placeholder`);
          compilation.updateAsset(
            file,
            new sources.RawSource(code.replace(placeholder, () => JSON.stringify(tables[index]))),
          );
        });
        const [code, removed] = withoutEntries(
          String(compilation.getAsset(runtimeFile)!.source.source()),
          entries,
        );
        if (removed !== entries.length) {
          throw new Error(
            `route-sections: ${entries.length - removed} of ${entries.length} section chunks not found in the runtime's file table (its format changed?)`,
          );
        }
        compilation.updateAsset(runtimeFile, new sources.RawSource(code));
      },
    );
  });
}
