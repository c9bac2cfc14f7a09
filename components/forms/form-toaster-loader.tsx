'use client';

import dynamic from 'next/dynamic';

// Loaded like the forms themselves (see contact-form-loader.tsx), so pages that only link to a
// form page do not preload sonner.
export const FormToasterLoader = dynamic(() => import('./form-toaster').then((module) => module.FormToaster));
