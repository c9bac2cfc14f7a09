import { Text } from '@react-pdf/renderer';

/**
 * Draws nothing; tells on which page it was placed. react-pdf calls `render` again for every page
 * the rest of the document is paginated onto, so the last call is the final page.
 */
export function PageMarker({ onPage }: { onPage: (page: number) => void }) {
  return <Text render={({ pageNumber }) => (onPage(pageNumber), '')} />;
}
