import { cn } from '@/lib/cn';
import { editMark } from '@/lib/edit-keys';

type Props = {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  align?: 'center' | 'left';
  className?: string;
  /** Message group holding `title`, `subtitle` and `eyebrow`, for the inline editor. */
  editKey?: string;
};

export function SectionHeading({ title, subtitle, eyebrow, align = 'center', className, editKey }: Props) {
  const edit = (key: string) => (editKey ? editMark(`${editKey}.${key}`) : {});
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p {...edit('eyebrow')} className="text-sm font-semibold uppercase tracking-wider text-brand-600">
          {eyebrow}
        </p>
      )}
      <h2 {...edit('title')} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      {subtitle && (
        <p {...edit('subtitle')} className="mt-4 text-lg leading-relaxed text-ink-muted">
          {subtitle}
        </p>
      )}
    </div>
  );
}
