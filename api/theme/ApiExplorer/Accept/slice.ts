/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/Accept/slice without Redux (see ApiItem/hooks):
 * only the action creator is used.
 */
export const setAccept = (value: string) => ({ type: 'accept/setAccept', payload: value });
