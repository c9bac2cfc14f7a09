import { cn } from '@/lib/cn';
import { initialsOf } from './clients';

/** A round monogram instead of a photo; the name is always written next to it, so it is hidden from assistive tech. */
export function InitialsAvatar({ name, gradient, className }: { name: string; gradient: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br text-base font-bold tracking-wide text-white ring-4 ring-white',
        gradient,
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
