/**
 * Hands the main thread back to the browser (input, paint) between the steps of a page's first draws. The
 * runtime's chunks, the first query, ECharts' modules and its first option each cost a phone 100-370 ms
 * (Chrome trace, CPU 4x); chained by promises they ran as one task, a chart page's longest. Only cold steps
 * yield (the page's first draw; ECharts modules not drawn with yet): a new item once they are loaded, and
 * every option change, draw in one task, as fast as plain ECharts (bench/viz-item).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
