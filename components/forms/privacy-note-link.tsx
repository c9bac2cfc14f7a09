import type { ReactNode } from 'react';

/**
 * The privacy-policy link inside a form's privacy sentence (`<link>…</link>` in the catalogue).
 * A new tab, so reading the policy never loses what the visitor has typed.
 */
export function privacyLink(href: string, newTab: string) {
  return function PrivacyLink(chunks: ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {chunks}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  };
}
