'use client';

import dynamic from 'next/dynamic';

// Every page links to the contact page, and Next.js preloads the scripts of linked pages.
// Behind a dynamic import, react-hook-form stays out of what they preload; this page still
// renders the form on the server and preloads its script itself.
export const ContactFormLoader = dynamic(() => import('./contact-form').then((module) => module.ContactForm));
