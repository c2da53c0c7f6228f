/** The sandbox models the api-sandbox plugin (api/docusaurus.ts) writes with createData at build time. */
declare module '@generated/api-sandbox/default/*.json' {
  const model: import('@site/src/api-sandbox/types').SandboxModel;
  export default model;
}
