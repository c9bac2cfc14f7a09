'use client';

import dynamic from 'next/dynamic';

// Every page links to the contact page, and Next.js preloads the scripts of linked pages.
// Behind a dynamic import, react-hook-form stays out of what they preload; this page still
// renders the form on the server and preloads its script itself.
//
// Deliberately no Suspense boundary of its own (unlike the empty toaster, form-toaster-loader.tsx):
// React sends a boundary of more than 500 bytes on a page of more than 12.8 KB as a hidden segment
// that a script reveals later, so the form was invisible without JavaScript and jumped into place
// half a second after the page had painted. Without one, hydration waits for this chunk, which
// the page has been fetching since its <head>.
export const ContactFormLoader = dynamic(() => import('./contact-form').then((module) => module.ContactForm));
