/**
 * Sizes of texts as readers see them in messages: "900 B", "2.0 KB", "300 KB", "5.0 MB". Given a limit, a size
 * and its limit never read the same when they differ: both are then written exactly ("5,242,881 characters;
 * the limit is 5,242,880"), so a message cannot say "5.0 MB; the limit is 5.0 MB".
 */
export function formatSize(chars: number): string {
  if (chars < 1024) return `${chars} B`;
  if (chars < 1024 * 1024) return `${(chars / 1024).toFixed(chars < 10 * 1024 ? 1 : 0)} KB`;
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
}

/** `{ size, limit }` texts for "(size; the limit is limit)", exact where the rounded ones would be equal. */
export function formatSizeAndLimit(chars: number, limit: number): { size: string; limit: string } {
  const size = formatSize(chars);
  const max = formatSize(limit);
  if (size !== max || chars === limit) return { size, limit: max };
  return { size: `${chars.toLocaleString('en-US')} characters`, limit: limit.toLocaleString('en-US') };
}
