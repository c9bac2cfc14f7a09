import { highlight } from '@/lib/team/search-fold';

/**
 * An e-mail address that may wrap only before its `@` (a <wbr>): "ayse.oeztuerk@" never splits
 * mid-word in a narrow column. Each part is highlighted on its own.
 */
export function EmailAddress({ email, words }: { email: string; words: string[] }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <Highlighted text={email} words={words} />;
  return (
    <>
      <Highlighted text={email.slice(0, at)} words={words} />
      <wbr />
      <Highlighted text={email.slice(at)} words={words} />
    </>
  );
}

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
