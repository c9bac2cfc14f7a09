'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';

// Loaded like the forms themselves (see contact-form-loader.tsx), so pages that only link to a
// form page do not preload sonner.
const FormToaster = dynamic(() => import('./form-toaster').then((module) => module.FormToaster));

/**
 * The toaster behind a Suspense boundary of its own. next/dynamic adds none for a server-rendered
 * component, and a lazy component without one holds up the hydration of the whole page until its
 * chunk has arrived: a click in that time (a busy phone, a slow connection) was simply lost, so
 * the white-paper button did nothing. Now only the (empty) toaster waits for its code.
 */
export function FormToasterLoader({ label }: { label: string }) {
  return (
    <Suspense>
      <FormToaster label={label} />
    </Suspense>
  );
}
