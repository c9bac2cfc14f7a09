import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import type { TextNamer } from '@/lib/copy/text-names';
import type { TeamLabels } from './labels';
import { stackedCell, teamCell } from './team-table';

/** The routes the texts page posts to: plain form posts, each answering 303 to `back`. */
export const copyRoutes = {
  publish: '/api/team/copy/publish',
  drafts: '/api/team/copy/drafts',
  revert: '/api/team/copy/revert',
  confirm: '/api/team/copy/confirm',
  preview: '/api/team/copy/preview',
  schedule: '/api/team/copy/schedule',
} as const;

/** What every part of the texts page shares. */
export type CopyView = {
  /** The team area's language. */
  locale: Locale;
  /** The language whose texts are shown. */
  lang: Locale;
  /** This page with its `?lang`, where every action comes back to. */
  back: string;
  labels: TeamLabels;
  /** The paths of the pages that show a key (lib/copy/page-texts.ts). */
  pages: (key: string) => string[];
  /** A text's name in the member's language ("Home · hero · headline"). */
  names: TextNamer;
  /** The id of the text saying why publishing is off on this host (lib/copy/go-live.ts), if it is. */
  publishBlockedBy?: string;
};

export const keyCell = 'sm:w-48 sm:min-w-48';
export const textCell = 'sm:min-w-56';
/** A button whose label may be longer than a phone is wide. */
export const wrapping = '!h-auto min-h-10 py-2 !whitespace-normal text-left';

const CLAMP_AT = 160;

/** A text that may be long: three lines in the table, the whole of it one tap away. */
export async function CopyText({ view, text }: { view: CopyView; text: string }) {
  const body = 'whitespace-pre-wrap break-words';
  if (text.length <= CLAMP_AT && !text.includes('\n')) return <p className={body}>{text}</p>;
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  return (
    <details className="group/text">
      <summary className="cursor-pointer list-none rounded [&::-webkit-details-marker]:hidden">
        <span className={cn(body, 'line-clamp-3 group-open/text:line-clamp-none')}>{text}</span>
        <span className="mt-1 block text-xs font-semibold text-brand-700">
          <span className="group-open/text:hidden">{t('showAll')}</span>
          <span className="hidden group-open/text:inline">{t('showLess')}</span>
        </span>
      </summary>
    </details>
  );
}

/** Says that visitors see the text that comes with the website. */
export function OriginalBadge({ label }: { label: string }) {
  return (
    <span className="mt-1 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-200">
      {label}
    </span>
  );
}

const SHOWN_INLINE = 3;

/**
 * The text's name in the member's language, its key for developers folded away, and the
 * public pages that show it (a header key is on every page: those fold away).
 */
export async function CopyKey({ view, name }: { view: CopyView; name: string }) {
  const t = await getTranslations({ locale: view.locale, namespace: 'Team.copy' });
  const pages = view.pages(name);
  const links = pages && (
    <ul className="flex flex-wrap gap-x-3">
      {pages.map((path) => (
        <li key={path}>
          <a href={path} className="inline-flex min-h-6 min-w-6 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {path}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <p className="font-semibold">{view.names(name)}</p>
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer py-0.5 text-ink-muted">{t('names.detail')}</summary>
        <code className="break-all font-semibold">{name}</code>
      </details>
      {pages && pages.length === 0 && <p className="mt-1 text-xs text-ink-muted">{t('noPage')}</p>}
      {pages && pages.length > 0 && pages.length <= SHOWN_INLINE && (
        <div className="mt-1 text-xs">
          <p className="text-ink-muted">{t('shownOn', { count: pages.length })}</p>
          {links}
        </div>
      )}
      {pages && pages.length > SHOWN_INLINE && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer py-1 text-ink-muted">{t('shownOn', { count: pages.length })}</summary>
          {links}
        </details>
      )}
    </>
  );
}

type ActionProps = {
  action: string;
  fields: Record<string, string>;
  label: string;
  /** The button's name for screen readers when its label alone is ambiguous (it starts with the label). */
  name?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'default';
  /** Switched off, and the id of the text that says why. */
  blockedBy?: string;
};

/** One button posting one action; the page works without JavaScript, like every team page. */
export function CopyAction({ action, fields, label, name, variant = 'outline', size = 'sm', blockedBy }: ActionProps) {
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button
        type="submit"
        aria-label={name}
        disabled={blockedBy !== undefined}
        aria-describedby={blockedBy}
        className={buttonClasses({ variant, size, className: wrapping })}
      >
        {label}
      </button>
    </form>
  );
}

type SectionProps = { id: string; title: string; count?: number; intro: string; action?: ReactNode; children?: ReactNode };

/** One of the page's three lists: heading with its count, what it holds, and its list. */
export function CopySection({ id, title, count, intro, action, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
            {title}
            {count !== undefined && <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-ink-muted">{count}</span>}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A cell of the page's tables: on a phone, under its heading. */
export function CopyCell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={cn(teamCell, stackedCell, className)}>
      {children}
    </td>
  );
}

export function CopyEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{children}</p>;
}
