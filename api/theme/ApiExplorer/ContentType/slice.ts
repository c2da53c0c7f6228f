/**
 * Replaces docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/ContentType/slice without Redux (see
 * ApiItem/hooks): only the action creator is used.
 */
export const setContentType = (value: string) => ({ type: 'contentType/setContentType', payload: value });
