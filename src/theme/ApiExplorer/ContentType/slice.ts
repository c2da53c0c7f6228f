/** Redux-free stand-in for the theme's slice (see ApiItem/hooks): only the action creator is used. */
export const setContentType = (value: string) => ({ type: 'contentType/setContentType', payload: value });
