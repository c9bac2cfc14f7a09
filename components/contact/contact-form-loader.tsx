'use client';

import dynamic from 'next/dynamic';
import { Suspense, type ComponentProps } from 'react';

// Every page links to the contact page, and Next.js preloads the scripts of linked pages.
// Behind a dynamic import, react-hook-form stays out of what they preload; this page still
// renders the form on the server and preloads its script itself.
const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm));

/**
 * In a Suspense boundary of its own, like the toaster (components/forms/form-toaster-loader.tsx):
 * next/dynamic adds none for a server-rendered component, and without one the whole page waits
 * for the form's code before it hydrates, dropping clicks (the menu, the language switcher) until then.
 */
export function ContactFormLoader(props: ComponentProps<typeof ContactForm>) {
  return (
    <Suspense>
      <ContactForm {...props} />
    </Suspense>
  );
}
