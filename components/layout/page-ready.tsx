'use client';

import { useEffect } from 'react';
import { PAGE_READY_EVENT } from '@/lib/page-ready';

/** Says when the page responds: effects run once React has hydrated the whole document. */
export function PageReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return null;
}
