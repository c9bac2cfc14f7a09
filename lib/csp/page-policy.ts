import { prerenderedScriptHashes } from '@/lib/csp/page-hashes';
import { strictPolicy } from '@/lib/csp/policy';

// The whole Content-Security-Policy header value of each prerendered page, built once per page
// and process: the proxy sets it on every request for that page, so after the first request it
// is a Map lookup, with no promise to wait for.
const policies = new Map<string, string | undefined>();

/**
 * The strict policy of a prerendered page (`page` as for prerenderedScriptHashes: "en",
 * "de/contact", "fr/page-not-found"), undefined when the build has no such file (development),
 * or a promise of either until the page's file has been read once.
 */
export function prerenderedPagePolicy(page: string, gaId: string | undefined): string | undefined | Promise<string | undefined> {
  if (policies.has(page)) return policies.get(page);
  return prerenderedScriptHashes(page, gaId).then((hashes) => {
    const policy = hashes && strictPolicy(hashes, gaId);
    policies.set(page, policy);
    return policy;
  });
}
