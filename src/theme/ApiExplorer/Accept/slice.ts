/** Redux-free stand-in for the theme's slice (see ApiItem/hooks): only the action creator is used. */
export const setAccept = (value: string) => ({ type: 'accept/setAccept', payload: value });
