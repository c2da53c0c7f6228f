/** The sandbox models the api-sandbox plugin (api/docusaurus.ts) writes with createData at build time. */
declare module '@generated/api-sandbox/default/*.json' {
  const model: import('@site/api/sandbox/types').SandboxModel;
  export default model;
}

/** Raw operation id path -> API page URL, written by the api-aliases plugin (api/docusaurus.ts). */
declare module '@generated/api-aliases/default/aliases.json' {
  const aliases: Record<string, string>;
  export default aliases;
}
