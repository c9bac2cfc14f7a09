import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { wordDiff } from '@/lib/copy/diff';
import { labelColon } from '@/lib/format';

type Props = { locale: Locale; before: string; after: string; lang?: string };

/**
 * What changed from `before` to `after`, word by word: removed words struck through on red,
 * added ones underlined on green. Colour is never the only sign (line-through and underline),
 * and screen readers hear "removed" and "added" before each part.
 */
export async function CopyDiff({ locale, before, after, lang }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.copy.diff' });
  return (
    <p lang={lang} className="whitespace-pre-wrap break-words" data-copy-diff>
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded-sm bg-red-50 text-red-800 decoration-red-700 decoration-2">
            <span className="sr-only">
              [{t('removed')}
              {labelColon(locale)}{' '}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded-sm bg-emerald-50 text-emerald-900 decoration-emerald-700 decoration-2 underline-offset-2">
            <span className="sr-only">
              [{t('added')}
              {labelColon(locale)}{' '}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}
