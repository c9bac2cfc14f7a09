import type { Route } from '@/lib/site';

export const navItems = [
  { route: '', key: 'home' },
  { route: '/about', key: 'about' },
  { route: '/services', key: 'services' },
  { route: '/industry', key: 'industry' },
  { route: '/working', key: 'working' },
  { route: '/testimonials', key: 'testimonials' },
  { route: '/contact', key: 'contact' },
] as const satisfies ReadonlyArray<{ route: Route; key: string }>;

export type NavLink = { href: string; label: string };

/** Home is active only on an exact match, every other link for its whole sub-tree. */
export function isActive(pathname: string, href: string, isHome: boolean): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isHome) return path === href;
  return path === href || path.startsWith(`${href}/`);
}
