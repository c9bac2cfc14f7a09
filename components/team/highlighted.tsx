import { highlight } from '@/lib/team/search-fold';

/** A value with what the inbox search found in it marked. */
export function Highlighted({ text, words }: { text: string; words: string[] }) {
  return (
    <>
      {highlight(text, words).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
