// Renders one language's white paper from its catalogue in a process of its own and writes the
// PDF to stdout: the "fresh process" reference of lib/white-paper/render-order.test.ts.
// Usage: node --import tsx test/render-white-paper.tsx <locale>
import type { Messages } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { renderWhitePaper } from '@/lib/white-paper/render';

const locale = process.argv[2] as Locale;
if (!locales.includes(locale)) throw new Error(`usage: render-white-paper.tsx <${locales.join('|')}>`);
const messages = (await import(`@/messages/${locale}.json`, { with: { type: 'json' } })).default as Messages;
process.stdout.write(await renderWhitePaper(locale, messages));
