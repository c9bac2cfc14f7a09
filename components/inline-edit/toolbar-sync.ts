import { locales } from '@/i18n/locales';
import { TEAM_HINT_COOKIE } from '@/lib/team/hint-cookie';
import type { PublishOptions } from './edit-options';

// Keeps the publish toolbar (components/publish/publish-toolbar.tsx, rendered by the server) true
// while the member edits: after each saved or discarded draft its figures and Publish button come
// from app/api/team/copy/toolbar, and its Publish button publishes in place and says what went
// live, with the way to see the page as visitors do. Without scripts the bar's plain forms work.

// The site's languages as a pattern (i18n/locales.ts: the dependency-free list, fit for the browser).
const LANGUAGES = locales.join('|');

type Answer = { pageDrafts: string[]; summary: string; notice?: string };

const bar = () => document.querySelector<HTMLElement>('[data-publish-toolbar]');

async function ask(locale: string, published?: readonly string[]): Promise<Answer | undefined> {
  const query = new URLSearchParams({ locale, path: window.location.pathname.replace(/\/+$/, '') || '/' });
  for (const key of published ?? []) query.append('published', key);
  if (published && published.length === 0) query.append('published', '');
  try {
    const response = await fetch(`/api/team/copy/toolbar?${query}`, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as Answer) : undefined;
  } catch {
    return undefined;
  }
}

function show(answer: Answer): void {
  const toolbar = bar();
  if (!toolbar) return;
  const summary = toolbar.querySelector<HTMLElement>('[data-toolbar-summary]');
  if (summary) summary.textContent = answer.summary;
  const form = toolbar.querySelector<HTMLFormElement>('[data-toolbar-publish]');
  if (!form) return;
  for (const input of form.querySelectorAll('input[name="key"]')) input.remove();
  for (const key of answer.pageDrafts) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'key';
    input.value = key;
    form.prepend(input);
  }
  form.hidden = answer.pageDrafts.length === 0;
}

/** The toolbar's figures again, now (after a draft was saved or discarded). */
export async function refreshToolbar(publish: PublishOptions): Promise<void> {
  const answer = await ask(publish.locale);
  if (answer) show(answer);
}

/**
 * Publishes the page's drafts from the toolbar without leaving the page; `published` gets the
 * keys that went live. Returns the clean-up.
 */
export function watchToolbarPublish(publish: PublishOptions, published: (keys: string[]) => void): () => void {
  const form = bar()?.querySelector<HTMLFormElement>('[data-toolbar-publish]');
  if (!form) return () => {};
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const button = form.querySelector('button');
    button?.setAttribute('disabled', '');
    const keys = new FormData(form).getAll('key').map(String);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale: publish.locale, keys }),
      });
      if (!response.ok) throw new Error(`publish answered ${response.status}`);
      const { published: live } = (await response.json()) as { published: string[] };
      published(live);
      const answer = await ask(publish.locale, live);
      if (answer) {
        show(answer);
        const toolbar = bar();
        const notice = toolbar?.querySelector<HTMLElement>('[data-toolbar-notice]');
        if (notice) notice.textContent = answer.notice ?? '';
        const visitor = toolbar?.querySelector<HTMLElement>('[data-toolbar-visitor]');
        if (visitor) visitor.hidden = false;
      }
    } catch {
      // The plain form still works: send it as the page would without scripts.
      form.removeEventListener('submit', submit);
      form.submit();
    } finally {
      button?.removeAttribute('disabled');
    }
  };
  form.addEventListener('submit', submit);
  return () => form.removeEventListener('submit', submit);
}

/**
 * "All texts" in the member's own interface language (the team hint cookie, set at sign-in) rather
 * than the page's: an English-speaking member editing German texts stays in an English team area.
 */
export function keepTeamLanguage(): void {
  const language = new RegExp(`(?:^|; )${TEAM_HINT_COOKIE}=(${LANGUAGES})(?:;|$)`).exec(document.cookie)?.[1];
  const link = bar()?.querySelector<HTMLAnchorElement>('[data-toolbar-team]');
  if (!language || !link) return;
  const target = new URL(link.href);
  target.pathname = target.pathname.replace(new RegExp(`^/(?:${LANGUAGES})/`), `/${language}/`);
  link.href = `${target.pathname}${target.search}`;
}
