/** The StackBlitz starter files: one fetch per page load, shared by the button and the code viewer. */
import type { StarterFiles } from '../../examples/codegen/starter';
import type { Framework } from '../../examples/types';

export const STARTER_URL = '/assets/stackblitz-starter-files/starter.json';

let starterPromise: Promise<StarterFiles | null> | null = null;

/** Fetches the starter files once per page load; a failure is logged and yields null (the next call retries). */
export function loadStarterFiles(url: string): Promise<StarterFiles | null> {
  starterPromise ??= fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<StarterFiles>;
    })
    .catch((error: unknown) => {
      console.warn(`Could not load the StackBlitz starter files (${url})`, error);
      starterPromise = null;
      return null;
    });
  return starterPromise;
}

/** A framework's starter files as StackBlitz receives them: text files only. */
export function starterProjectFiles(
  starter: StarterFiles | null,
  framework: Framework,
): Record<string, string> {
  const files: Record<string, unknown> = starter?.[framework]?.files ?? {};
  return Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
