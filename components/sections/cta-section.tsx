import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { editMark } from '@/lib/edit-keys';

type Action = { href: string; label: string };
type Props = {
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
  /** Message group holding `title` and `text`, for the inline editor. */
  editKey?: string;
};

export function CtaSection({ title, text, primary, secondary, editKey }: Props) {
  const edit = (key: string) => (editKey ? editMark(`${editKey}.${key}`) : {});
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-accent-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -bottom-24 -left-16 size-72 rounded-full bg-white/10 blur-2xl" />
        <h2 {...edit('title')} className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p {...edit('text')} className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          {text}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href={primary.href} className={buttonClasses({ size: 'lg', className: 'bg-white !text-brand-800 hover:bg-brand-50' })}>
            {primary.label}
          </Link>
          {secondary && (
            <Link
              href={secondary.href}
              className={buttonClasses({ size: 'lg', variant: 'outline', className: '!border-white/40 !bg-transparent !text-white hover:!bg-white/10' })}
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
