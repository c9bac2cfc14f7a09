'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The lead page's forms without a page load: a form marked `data-in-place` is sent with fetch
 * (asking for JSON), and the page is rendered again where it stands, scroll and focus kept; a
 * status menu marked `data-submit-on-change` saves as soon as it changes. Without scripts, or if
 * the answer is not the expected one, the forms are plain posts that redirect back to the lead.
 * A change refused as made on an out-of-date page loads the lead with its explanation on top.
 */
export function LeadInPlace() {
  const router = useRouter();
  useEffect(() => {
    const sameSite = (location: unknown): location is string => typeof location === 'string' && location.startsWith('/') && !location.startsWith('//');
    const onSubmit = async (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-in-place')) return;
      // A form's own check refused it (the reply's fields, lead-reply-fields.tsx): nothing is sent.
      if (event.defaultPrevented) return;
      event.preventDefault();
      const buttons = [...form.querySelectorAll('button')];
      for (const button of buttons) button.disabled = true;
      form.setAttribute('aria-busy', 'true');
      try {
        // getAttribute: the forms' hidden field named "action" hides the form's own `action` property.
        const response = await fetch(form.getAttribute('action') ?? '', {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        });
        const body = (await response.json().catch(() => ({}))) as { location?: unknown };
        if (response.status === 409 && sameSite(body.location)) {
          window.location.assign(body.location);
          return;
        }
        if (!response.ok || !sameSite(body.location)) throw new Error(`answered ${response.status}`);
        if (form.hasAttribute('data-reset')) form.reset();
        router.replace(body.location, { scroll: false });
      } catch {
        // The plain form, as without scripts: the server answers with the lead and a notice.
        HTMLFormElement.prototype.submit.call(form);
      } finally {
        for (const button of buttons) button.disabled = false;
        form.removeAttribute('aria-busy');
      }
    };
    const onChange = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLSelectElement && field.hasAttribute('data-submit-on-change')) field.form?.requestSubmit();
    };
    // "Reply by Email" opens the member's mail program; the timeline notes that a reply was started.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-reply]') : null;
      if (!link) return;
      const locale = document.documentElement.lang || 'en';
      void fetch(link.dataset.reply!, {
        method: 'POST',
        keepalive: true,
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'reply', locale }),
      })
        .then((response) => response.json())
        .then((body: { location?: unknown }) => sameSite(body.location) && router.replace(body.location, { scroll: false }))
        .catch(() => undefined);
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('change', onChange);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('change', onChange);
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
