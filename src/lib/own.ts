/**
 * The one rule for looking up a key that came from a user (a dashboard, a share link, a chart's options, a
 * URL): only the object's own properties count. `obj[key]` on a plain object also finds what it inherits from
 * Object.prototype, so a type, locale or anchor named "constructor", "toString" or "__proto__" would get a
 * function (or the prototype) back instead of nothing.
 */
export function own<T>(obj: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return obj != null && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** `key in obj`, limited to the object's own properties (see own()). */
export function hasOwn(obj: object | null | undefined, key: string): boolean {
  return obj != null && Object.hasOwn(obj, key);
}
