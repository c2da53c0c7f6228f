/**
 * The one tslib helper @docusaurus/utils-common uses, as tslib defines it (plugins/page-weight/lean-main
 * points that package's `require('tslib')` here, so main.js does not carry all of tslib).
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
