/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/SchemaSelection/slice without Redux (see
 * ApiItem/hooks): only the action creators are used.
 */
export const setSchemaSelection = (payload: { path: string; index: number }) => ({
  type: 'schemaSelection/setSchemaSelection',
  payload,
});
export const clearSchemaSelections = () => ({ type: 'schemaSelection/clearSchemaSelections' });
