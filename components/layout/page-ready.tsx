'use client';

import { useEffect } from 'react';
import { markPageReady } from '@/lib/page-ready';

/** Says when the page responds: effects run once React has hydrated the whole document. */
export function PageReady() {
  useEffect(() => {
    markPageReady();
  }, []);
  return null;
}
