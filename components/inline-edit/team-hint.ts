// A signed-in member reading the public site (the team hint cookie, lib/team/hint-cookie.ts) is
// offered one small way into publish mode for this very page. Loaded by edit-setup.ts only when
// that cookie is there, so visitors never fetch it; the page's HTML is the same for everyone.
// The server decides: without a valid session the toolbar route answers 401, the stale hint is
// dropped and nothing is shown.

import { TEAM_HINT_COOKIE } from '@/lib/team/hint-cookie';

const rules = `
.team-hint { position: fixed; left: 1rem; bottom: 1rem; z-index: 40; }
.team-hint button { display: inline-flex; align-items: center; gap: 0.375rem; min-height: 2.5rem; padding: 0.5rem 0.875rem;
  border-radius: 9999px; border: 2px solid #fbbf24; background: #0f172a; color: #fff; font: 600 0.875rem/1.25rem system-ui, sans-serif;
  box-shadow: 0 4px 12px rgb(15 23 42 / 0.25); }
.team-hint button:hover { background: #1e293b; }
.team-hint button:focus-visible { outline: 3px solid #4f46e5; outline-offset: 2px; }
`;

type Answer = { editPage: string; teamLabel: string };

export function offerPublishMode(): () => void {
  const controller = new AbortController();
  let aside: HTMLElement | undefined;
  let sheet: CSSStyleSheet | undefined;
  const locale = document.documentElement.lang;
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  void fetch(`/api/team/copy/toolbar?${new URLSearchParams({ locale, path })}`, { headers: { accept: 'application/json' }, signal: controller.signal })
    .then(async (response) => {
      if (response.status === 401) document.cookie = `${TEAM_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      if (!response.ok) return;
      const answer = (await response.json()) as Answer;
      sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      aside = document.createElement('aside');
      aside.className = 'team-hint';
      aside.setAttribute('aria-label', answer.teamLabel);
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/team/copy/preview';
      for (const [name, value] of [
        ['locale', locale],
        ['on', '1'],
        ['next', path],
      ]) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name!;
        input.value = value!;
        form.append(input);
      }
      const button = document.createElement('button');
      button.type = 'submit';
      button.textContent = answer.editPage;
      form.append(button);
      aside.append(form);
      document.body.append(aside);
    })
    .catch(() => undefined);
  return () => {
    controller.abort();
    aside?.remove();
    if (sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
  };
}
