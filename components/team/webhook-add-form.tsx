import { getTranslations } from 'next-intl/server';
import { checkboxClasses, FormField, inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { destinationPolicy, eventMessageKey, webhookEvents } from '@/lib/webhooks';

/** The webhooks page's "Add" form: a plain HTML form, posted to /api/team/webhooks. */
export async function WebhookAddForm({ locale, error }: { locale: Locale; error?: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const urlError = error && ['invalid', 'not-https', 'private-address', 'unresolvable'].includes(error) ? error : undefined;
  return (
    <section aria-labelledby="webhook-add" className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="webhook-add" className="text-lg font-bold">
        {t('addTitle')}
      </h2>
      <form method="post" action="/api/team/webhooks" className="mt-4 space-y-5">
        <input type="hidden" name="locale" value={locale} />
        <div>
          <FormField id="webhook-url" label={t('url')} required error={urlError && t(`errors.${urlError as 'invalid'}`)}>
            {(control) => (
              <input
                {...control}
                name="url"
                type="url"
                inputMode="url"
                autoComplete="off"
                required
                maxLength={2000}
                placeholder="https://"
                className={inputClasses}
                aria-describedby={[control['aria-describedby'], 'webhook-url-hint'].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p id="webhook-url-hint" className="mt-1 text-sm text-ink-muted">
            {t('urlHint')} {destinationPolicy().allowLocal ? t('urlHintSingleBox') : t('urlHintProduction')}
          </p>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{t('events')}</legend>
          <div className="mt-2 space-y-2">
            {webhookEvents.map((event) => (
              <label key={event} className="flex min-h-10 min-w-0 items-center gap-3 text-sm">
                <input type="checkbox" name="events" value={event} defaultChecked className={checkboxClasses} />
                <span className="min-w-0 break-words">
                  {t(`eventNames.${eventMessageKey[event]}`)} <code className="text-xs text-ink-muted">{event}</code>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <FormField id="webhook-secret" label={t('secret')} error={error === 'bad-secret' ? t('errors.bad-secret') : undefined}>
            {(control) => (
              <input
                {...control}
                name="secret"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                placeholder="whsec_…"
                className={`${inputClasses} font-mono`}
                aria-describedby={[control['aria-describedby'], 'webhook-secret-hint'].filter(Boolean).join(' ')}
              />
            )}
          </FormField>
          <p id="webhook-secret-hint" className="mt-1 text-sm text-ink-muted">
            {t('secretHint')}
          </p>
        </div>
        <button type="submit" className={buttonClasses()}>
          {t('add')}
        </button>
      </form>
    </section>
  );
}
