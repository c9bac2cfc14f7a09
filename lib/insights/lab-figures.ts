import type { Route } from '@/lib/site';

// The lab figures the Insights page shows beside the real-user ones: Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU), medians of 3 runs, from docs/performance.md ("Lighthouse on all 40
// pages", the English row of each route). Update them with that document; the page names no file.

export const labFigures: Record<Route, { lcp: number; tbt: number; cls: number }> = {
  '': { lcp: 1385, tbt: 33, cls: 0 },
  '/about': { lcp: 1443, tbt: 31, cls: 0 },
  '/services': { lcp: 1366, tbt: 69, cls: 0 },
  '/industry': { lcp: 1372, tbt: 75, cls: 0 },
  '/working': { lcp: 1364, tbt: 78, cls: 0 },
  '/testimonials': { lcp: 1443, tbt: 36, cls: 0 },
  '/contact': { lcp: 1441, tbt: 62, cls: 0 },
  '/privacy': { lcp: 1364, tbt: 65, cls: 0 },
  '/terms': { lcp: 1364, tbt: 77, cls: 0 },
  '/diy-agents': { lcp: 1364, tbt: 33, cls: 0 },
};

/** The lab figures of a page's route (any language), if the bench measured it. */
export function labFor(path: string): { lcp: number; tbt: number; cls: number } | undefined {
  const route = path.replace(/^\/(en|de|fr|nl)/, '');
  return (labFigures as Record<string, { lcp: number; tbt: number; cls: number }>)[route];
}
