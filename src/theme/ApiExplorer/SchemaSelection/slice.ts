/** Redux-free stand-in for the theme's slice (see ApiItem/hooks): only the action creators are used. */
export const setSchemaSelection = (payload: { path: string; index: number }) => ({
  type: 'schemaSelection/setSchemaSelection',
  payload,
});
export const clearSchemaSelections = () => ({ type: 'schemaSelection/clearSchemaSelections' });
