import { download } from '../../lib/download';

/** Saves a JSON text as a file the reader names by its purpose (dashboard.json, a backup, a version). */
export const downloadText = (text: string, filename: string): void =>
  download(new Blob([text], { type: 'application/json' }), filename);
