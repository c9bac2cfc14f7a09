import type { ReactNode } from 'react';
import './globals.css';

// <html> is rendered by app/[locale]/layout.tsx so that its lang attribute matches the page.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
