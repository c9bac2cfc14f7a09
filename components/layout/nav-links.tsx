'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/cn';
import { isActive, type NavLink } from './nav-items';

type Props = {
  links: NavLink[];
  className?: string;
  linkClassName: string;
  activeClassName: string;
  onNavigate?: () => void;
};

/** The first link is home; it is the only one matched exactly. */
export function NavLinks({ links, className, linkClassName, activeClassName, onNavigate }: Props) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link, index) => {
        const active = isActive(pathname, link.href, index === 0);
        return (
          <li key={link.href}>
            <Link href={link.href} aria-current={active ? 'page' : undefined} className={cn(linkClassName, active && activeClassName)} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
