import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
// eslint-disable-next-line no-restricted-imports -- the worker thread is bundled alone for plain Node: it takes the typesetting only, not the white paper's server-only entry
import { renderWhitePaper } from '@/lib/white-paper/render';
import { serveTasks } from './worker-loop';

// The pool's worker thread: each handler is the expensive part of one kind of work, given
// everything it needs in its input (no database, no request). Fonts are registered once per
// thread, on the first render (lib/white-paper/fonts.ts), and kept for the thread's life.
// scripts/post-build.mjs bundles this file into <distDir>/server/work-pool-worker.mjs.
serveTasks({
  'white-paper': ({ locale, messages }: { locale: Locale; messages: Messages }) => renderWhitePaper(locale, messages),
});
