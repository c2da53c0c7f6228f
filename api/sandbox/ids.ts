/**
 * A sandbox answers for one API of one docs version: 'core' and 'plugin' for the current version, 'core-2.x'
 * for an older one (api/docusaurus.ts writes one model per id; each keeps its own state in the tab).
 */
export type SandboxApi = 'core' | 'plugin';

export function sandboxIdOf(api: SandboxApi, version: string): string {
  return version === 'current' ? api : `${api}-${version}`;
}
