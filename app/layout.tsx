import type { ReactNode } from 'react';
import './globals.css';

// <html> is rendered by app/[locale]/(site)/layout.tsx and app/[locale]/team/layout.tsx, so
// that its lang attribute matches the page.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
