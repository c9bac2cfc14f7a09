import { Star } from 'lucide-react';

/** Five filled stars, announced once as a whole by `label` (e.g. "Rated 5 out of 5"). */
export function StarRating({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
      ))}
    </div>
  );
}
