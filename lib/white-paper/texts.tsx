import { createTranslator, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { Text } from '@react-pdf/renderer';
import type { Locale } from '@/i18n/routing';
import { s } from './styles';

// The white paper's words, read from one language's messages (catalogue plus published texts)
// under WhitePaper. Keys are built from the structure (structure.ts), so they are plain strings
// here; a key missing from the catalogue fails the render instead of printing the key.

export type PaperTexts = {
  locale: Locale;
  /** A text as a plain string: titles, metadata, footer. */
  plain(key: string, values?: Record<string, string | number>): string;
  /** A text whose `<b>…</b>` become bold runs, for the body. */
  rich(key: string): ReactNode;
};

export function paperTexts(locale: Locale, messages: Messages): PaperTexts {
  const t = createTranslator({
    locale,
    messages,
    namespace: 'WhitePaper',
    onError: (error) => {
      throw error;
    },
  }) as unknown as {
    (key: string, values?: Record<string, string | number>): string;
    rich(key: string, values: Record<string, (chunks: ReactNode) => ReactNode>): ReactNode;
  };
  let run = 0;
  return {
    locale,
    plain: (key, values) => t(key, values),
    rich: (key) =>
      t.rich(key, {
        b: (chunks) => (
          <Text key={`b${run++}`} style={s.bold}>
            {chunks}
          </Text>
        ),
      }),
  };
}
