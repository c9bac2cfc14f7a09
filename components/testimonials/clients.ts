/**
 * The sample clients quoted on the testimonials page. Names and companies are proper nouns, the
 * same in every language, so they live here rather than in the catalogues; each person's role and
 * words are translated under `TestimonialsPage.testimonials.<key>`. All of them are fictional
 * (the page says so), chosen to sound plausible in the agency's four markets.
 */
export type Client = {
  key: 'fiona' | 'priya' | 'katrin' | 'tobias' | 'camille' | 'daan';
  name: string;
  company: string;
  /** Tailwind gradient stops for the initials avatar; dark enough for white text (≥ 4.5:1). */
  avatar: string;
};

export const clients: readonly Client[] = [
  { key: 'fiona', name: 'Fiona MacLeod', company: 'Cairnmore Outdoor', avatar: 'from-sky-700 to-brand-700' },
  { key: 'priya', name: 'Priya Sharma', company: 'Oakbridge Physiotherapy', avatar: 'from-teal-700 to-emerald-800' },
  { key: 'katrin', name: 'Katrin Hoffmann', company: 'Lindenhof Naturkosmetik', avatar: 'from-rose-700 to-accent-600' },
  { key: 'tobias', name: 'Tobias Keller', company: 'Nordwerk Software', avatar: 'from-slate-600 to-slate-800' },
  { key: 'camille', name: 'Camille Laurent', company: 'Maison Sorel', avatar: 'from-amber-700 to-rose-700' },
  { key: 'daan', name: 'Daan Visser', company: 'Grachtzicht Makelaars', avatar: 'from-brand-600 to-accent-600' },
];

/** The voice of the featured case study, from the same company as one of the testimonials. */
export const caseStudyContact = { name: 'Lena Albrecht', company: 'Nordwerk Software', avatar: 'from-brand-600 to-accent-600' } as const;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
