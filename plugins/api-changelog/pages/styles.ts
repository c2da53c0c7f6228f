/**
 * The changelog pages' styles, kept in the pages' own chunk: Docusaurus puts every CSS module of the site into
 * the one stylesheet every page loads (28 KiB gzipped at most: tests/e2e/quality/budgets.spec.ts), and these
 * rules serve only /api/changelog and its version pairs. The pages render CHANGELOG_CSS in a <style> element
 * (the Content-Security-Policy allows inline styles: scripts/security-headers.mjs); the class names carry the
 * `changelog-` prefix in place of a CSS module's hash.
 */
const NAMES = [
  'added',
  'additive',
  'breaking',
  'breakingTag',
  'changed',
  'changes',
  'counts',
  'links',
  'note',
  'opHead',
  'opTitle',
  'operation',
  'operations',
  'page',
  'pairs',
  'removed',
  'section',
  'verdict',
] as const;

export const styles = Object.fromEntries(NAMES.map((name) => [name, `changelog-${name}`])) as Record<
  (typeof NAMES)[number],
  string
>;

export const CHANGELOG_CSS = [
  '.changelog-page{max-width:60rem;padding:1.5rem 1rem 3rem}',
  '.changelog-pairs li{margin-bottom:0.5rem}',
  '.changelog-counts{display:block;color:var(--ifm-color-emphasis-700);font-size:0.875rem}',
  '.changelog-operations{list-style:none;padding-left:0}',
  // Linked to by its operationId (the reference's "see the changelog" links): clear of the sticky header.
  '.changelog-operation{border-top:1px solid var(--ifm-color-emphasis-200);padding:0.625rem 0;scroll-margin-top:calc(var(--ifm-navbar-height) + 1rem)}',
  '.changelog-verdict{font-weight:600}',
  '.changelog-breaking{background:var(--ifm-color-danger-contrast-background);color:var(--ifm-color-danger-contrast-foreground);border-color:var(--ifm-color-danger-dark)}',
  '.changelog-additive{background:var(--ifm-color-success-contrast-background);color:var(--ifm-color-success-contrast-foreground);border-color:var(--ifm-color-success-dark)}',
  '.changelog-breakingTag{color:var(--ifm-color-danger-darkest);font-weight:600}',
  "[data-theme='dark'] .changelog-breakingTag{color:var(--ifm-color-danger-lightest)}",
  '.changelog-note{margin:0.5rem 0 0;padding:0.5rem 0.75rem;border-left:3px solid var(--ifm-color-primary);background:var(--ifm-color-emphasis-100)}',
  '.changelog-note p:last-child{margin-bottom:0}',
  '.changelog-note code{overflow-wrap:anywhere}',
  '.changelog-opHead{display:flex;flex-wrap:wrap;align-items:baseline;gap:0.25rem 0.5rem}',
  '.changelog-opHead code{overflow-wrap:anywhere}',
  '.changelog-opTitle{font-weight:600}',
  '.changelog-links{display:inline-flex;gap:0.75rem;margin-left:auto}',
  '.changelog-changes{margin:0.375rem 0 0;padding-left:1.25rem;font-size:0.9375rem}',
  '.changelog-changes li{overflow-wrap:anywhere}',
  '.changelog-section{font-weight:600}',
  '.changelog-added{color:var(--ifm-color-success-darkest)}',
  '.changelog-removed{color:var(--ifm-color-danger-darkest)}',
  '.changelog-changed{color:var(--ifm-color-warning-darkest)}',
  "[data-theme='dark'] .changelog-added{color:var(--ifm-color-success-lightest)}",
  "[data-theme='dark'] .changelog-removed{color:var(--ifm-color-danger-lightest)}",
  "[data-theme='dark'] .changelog-changed{color:var(--ifm-color-warning-lightest)}",
  // Tap targets of at least 24px on phones.
  '.changelog-links a{display:inline-block;padding:0.25rem 0.125rem}',
].join('');
