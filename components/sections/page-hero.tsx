import type { ReactNode } from 'react';
import { editMark } from '@/lib/edit-keys';

type Props = {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  children?: ReactNode;
  /** Message group holding `title`, `subtitle` and `eyebrow`, for the inline editor. */
  editKey?: string;
};

/** The banner at the top of every inner page. */
export function PageHero({ title, subtitle, eyebrow, children, editKey }: Props) {
  const edit = (key: string) => (editKey ? editMark(`${editKey}.${key}`) : {});
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-accent-600 text-white">
      <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-accent-500/30 blur-3xl" />
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24">
        {eyebrow && (
          <p {...edit('eyebrow')} className="text-sm font-semibold uppercase tracking-wider text-brand-200">
            {eyebrow}
          </p>
        )}
        <h1 {...edit('title')} className="mt-2 text-4xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-5xl" style={{ hyphens: 'auto' }}>
          {title}
        </h1>
        {subtitle && (
          <p {...edit('subtitle')} className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            {subtitle}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
