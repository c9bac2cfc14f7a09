import { Text } from '@react-pdf/renderer';

/**
 * Draws nothing; tells on which page it was placed. react-pdf calls `render` again for every page
 * the rest of the document is paginated onto, so the last call is the final page.
 */
export function PageMarker({ onPage }: { onPage: (page: number) => void }) {
  return <Text render={({ pageNumber }) => (onPage(pageNumber), '')} />;
}

/** An entry of the PDF's outline: react-pdf 4.9 writes one for any element, its types allow it on a page only. */
export const outline = (title: string) => ({ bookmark: { title, fit: true } }) as unknown as Record<string, never>;
