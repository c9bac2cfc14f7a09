import { notFound } from 'next/navigation';

// No path under a language is generated here, so Next answers every unknown one with a
// server-rendered 404 (app/not-found.tsx) instead of rendering this page on demand.
export const dynamicParams = false;

export function generateStaticParams() {
  return [];
}

export default function UnknownPage() {
  notFound();
}
