'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FormField, inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { leadReplyLimits, leadReplySchema, type LeadReplyMessageKey } from '@/lib/validation/lead-reply';

type Draft = { subject: string; body: string };

type Props = {
  action: string;
  locale: Locale;
  back: string | undefined;
  drafts: Record<Locale, Draft>;
  initialLanguage: Locale;
  languages: { value: Locale; label: string }[];
  text: { language: string; languageHint: string; subject: string; body: string; send: string; errors: Record<LeadReplyMessageKey, string> };
};

/**
 * The reply's fields. Choosing another language swaps in that language's template while the
 * member has not touched the text; once they have, their words stay. The same schema as the
 * route checks the fields before sending; the page's script (lead-in-place.tsx) sends it.
 */
export function LeadReplyFields({ action, locale, back, drafts, initialLanguage, languages, text }: Props) {
  const subject = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const [language, setLanguage] = useState(initialLanguage);
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});

  const changeLanguage = (next: Locale) => {
    const shown = drafts[language];
    if (subject.current && body.current && subject.current.value === shown.subject && body.current.value === shown.body) {
      subject.current.value = drafts[next].subject;
      body.current.value = drafts[next].body;
    }
    setLanguage(next);
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    const result = leadReplySchema((key) => text.errors[key]).safeParse({
      replyLocale: language,
      subject: subject.current?.value ?? '',
      body: body.current?.value ?? '',
    });
    if (result.success) return setErrors({});
    // Not sent: neither by the page's script nor as a plain form.
    event.preventDefault();
    event.stopPropagation();
    const found: { subject?: string; body?: string } = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'subject' || field === 'body') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
  };

  return (
    <form
      method="post"
      action={action}
      data-in-place
      data-reset
      onSubmit={check}
      onReset={() => {
        setLanguage(initialLanguage);
        setErrors({});
      }}
      noValidate
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value="send-reply" />
      {back && <input type="hidden" name="back" value={back} />}
      <div>
        <label htmlFor="reply-language" className="mb-1.5 block text-sm font-semibold text-ink">
          {text.language}
        </label>
        <select
          id="reply-language"
          name="replyLocale"
          value={language}
          onChange={(event) => changeLanguage(event.target.value as Locale)}
          aria-describedby="reply-language-hint"
          className={`${inputClasses} sm:max-w-xs`}
        >
          {languages.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id="reply-language-hint" className="mt-1 text-xs text-ink-muted">
          {text.languageHint}
        </p>
      </div>
      <FormField id="reply-subject" label={text.subject} required error={errors.subject}>
        {(control) => (
          <input
            {...control}
            ref={subject}
            name="subject"
            defaultValue={drafts[initialLanguage].subject}
            maxLength={leadReplyLimits.subject}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField id="reply-body" label={text.body} required error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            ref={body}
            name="body"
            rows={12}
            defaultValue={drafts[initialLanguage].body}
            maxLength={leadReplyLimits.body}
            className={inputClasses}
          />
        )}
      </FormField>
      <button type="submit" className={buttonClasses()}>
        {text.send}
      </button>
    </form>
  );
}
