import type { Locale } from '@/i18n/routing';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from '@/lib/consent/mail-link-pages';
import { languagePages } from '@/lib/page-cache';

// Which pages show a text, by the catalogue group it belongs to: a page's own group (HomePage,
// ContactForm, …) is shown on that page only; every other group (navigation, footer, company
// facts, shared stats and services, …) on every page of its language. Exact for the page groups
// and never missing a page for the rest, so the toolbar's "drafts on this page", the Texts page's
// links and the sitemap dates can rely on it. Expiry does not need it: a publish expires all of
// its language's pages (lib/page-cache/expiry.ts).

const pageGroups: Record<string, readonly string[]> = {
  HomePage: [''],
  AboutPage: ['/about'],
  ServicesPage: ['/services'],
  IndustryPage: ['/industry'],
  WorkingPage: ['/working'],
  TestimonialsPage: ['/testimonials'],
  ContactPage: ['/contact'],
  ContactForm: ['/contact'],
  PrivacyPage: ['/privacy'],
  TermsPage: ['/terms'],
  DiyAgentsPage: ['/diy-agents'],
  DownloadForm: ['/diy-agents'],
  MarketingConsent: [CONFIRM_PAGE, UNSUBSCRIBE_PAGE],
};

/** The pages of `locale` that show the text `key` ("HomePage.hero.title" → ["/de"]). */
export function pagesShowing(locale: Locale, key: string): string[] {
  const own = pageGroups[key.split('.')[0] ?? ''];
  return own ? own.map((route) => `/${locale}${route}`) : languagePages(locale);
}
