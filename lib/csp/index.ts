// Content-Security-Policy: the header every response carries. Prerendered pages allow exactly the
// inline scripts they contain (their sha256, from the build artefact scripts/post-build.mjs
// writes), plus Google Analytics' init script; everything else gets the fallback, which allows no
// inline script in production. Read README.md and policy.ts.
export { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
export { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';
export { cspManifest } from '@/lib/csp/page-hashes';
export { prerenderedPagePolicy } from '@/lib/csp/page-policy';
export { fallbackPolicy, noncePolicy, scriptlessPagePolicy, strictPolicy } from '@/lib/csp/policy';
