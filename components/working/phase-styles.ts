/**
 * One colour per phase, shared by the phase cards and the timeline so a phase keeps its colour
 * wherever it appears. Full class names, so Tailwind sees them.
 */
export const phaseColours = {
  sky: { tile: 'from-sky-500 to-sky-700', soft: 'bg-sky-50 text-sky-800', bar: 'bg-sky-600', dot: 'border-sky-600', number: 'text-sky-600' },
  brand: { tile: 'from-brand-500 to-brand-700', soft: 'bg-brand-50 text-brand-800', bar: 'bg-brand-600', dot: 'border-brand-600', number: 'text-brand-500' },
  violet: {
    tile: 'from-accent-500 to-accent-600',
    soft: 'bg-violet-50 text-violet-800',
    bar: 'bg-accent-600',
    dot: 'border-accent-600',
    number: 'text-accent-500',
  },
  emerald: {
    tile: 'from-emerald-500 to-emerald-700',
    soft: 'bg-emerald-50 text-emerald-800',
    bar: 'bg-emerald-600',
    dot: 'border-emerald-600',
    number: 'text-emerald-600',
  },
} as const;

export type PhaseColour = keyof typeof phaseColours;
