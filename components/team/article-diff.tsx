import type { Locale } from '@/i18n/routing';
import type { DiffPart } from '@/lib/copy/diff';
import { labelColon } from '@/lib/format';

type Props = { locale: Locale; parts: readonly DiffPart[]; labels: { added: string; removed: string; none: string }; lang?: string };

/**
 * Word-level changes (lib/copy/diff.ts, shortened by lib/articles/brief-diff.ts): removed words
 * struck through on red, added ones underlined on green; never colour alone, and screen readers
 * hear "removed" and "added" before each part. As components/team/copy-diff.tsx, for the client.
 */
export function ArticleDiff({ locale, parts, labels, lang }: Props) {
  if (!parts.some((part) => part.kind !== 'same')) return <p className="text-sm text-ink-muted">{labels.none}</p>;
  return (
    <p lang={lang} className="whitespace-pre-wrap break-words text-sm leading-relaxed" data-article-diff>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index} className="text-ink-muted">
            {part.text}
          </span>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded-sm bg-red-50 text-red-800 decoration-red-700 decoration-2">
            <span className="sr-only">
              [{labels.removed}
              {labelColon(locale)}{' '}
            </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="rounded-sm bg-emerald-50 text-emerald-900 decoration-emerald-700 decoration-2 underline-offset-2">
            <span className="sr-only">
              [{labels.added}
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
