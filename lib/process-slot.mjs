// @ts-check
// State one server process shares between parts that Next.js bundles separately (the proxy,
// instrumentation, route handlers, pages) and the cache handler it loads unbundled: each bundle
// has its own copy of every module, so a module-level variable would exist once per bundle.
// The one place that names such a slot on globalThis; everything process-wide goes through it.
// Plain JavaScript: the cache handler (lib/page-cache/handler.mjs) uses it outside the bundler.

/**
 * The process-wide value named `name`, created by `create()` the first time any bundle asks.
 * Names are global: one name, one owner module.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSlot(name, create) {
  const key = Symbol.for(`granite.${name}`);
  const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  if (!(key in slots)) slots[key] = create();
  return /** @type {T} */ (slots[key]);
}
