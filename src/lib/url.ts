/**
 * The one URL rule for addresses the site takes from configuration or a reader and then loads or links to:
 * an absolute http(s) URL, or a site-relative path ("/img/logo.svg"). Anything else (javascript:, data:,
 * protocol-relative "//host", "/\host" which browsers read as "//host", control characters) is refused.
 */
// eslint-disable-next-line no-control-regex -- control characters and whitespace are exactly what must be refused
const UNSAFE_CHARS = /[\u0000-\u0020\u007f]/;

export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 2048 || UNSAFE_CHARS.test(value))
    return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
