import { cn } from '@/lib/cn';

type Props = { title: string; subtitle?: string; eyebrow?: string; align?: 'center' | 'left'; className?: string };

export function SectionHeading({ title, subtitle, eyebrow, align = 'center', className }: Props) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
      <h2 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h2>
      {subtitle && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{subtitle}</p>}
    </div>
  );
}
