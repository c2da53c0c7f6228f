import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page (optionally inside one
 * selector), one line each with up to `nodes` targets: an accessibility test expects this to be [].
 */
export async function seriousViolations(
  page: Page,
  { include, nodes = 5 }: { include?: string; nodes?: number } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, nodes)
          .join(' | ')}`,
    );
}
