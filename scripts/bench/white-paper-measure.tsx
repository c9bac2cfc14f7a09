// Renders the white paper in every language from the catalogue and prints one JSON line: per
// language the first render in this process (fonts loaded and parsed) and the median and
// fastest of WHITE_PAPER_RUNS further renders, and the PDF's size. Run by white-paper.mjs.
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line no-restricted-imports -- measures the typesetting alone, outside the app: the entry is server-only
import { renderWhitePaper } from '@/lib/white-paper/render';

const runs = Number(process.env.WHITE_PAPER_RUNS ?? 5);
const results = [];
for (const locale of ['en', 'de', 'fr', 'nl'] as const) {
  const messages = (await import(`@/messages/${locale}.json`)).default;
  const time = async () => {
    const started = performance.now();
    const pdf = await renderWhitePaper(locale, messages);
    return { ms: performance.now() - started, bytes: pdf.byteLength };
  };
  const first = await time();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await time()).ms);
  times.sort((a, b) => a - b);
  results.push({ locale, firstMs: first.ms, medianMs: times[Math.floor(times.length / 2)], minMs: times[0], bytes: first.bytes, runs });
}
console.log(JSON.stringify(results));
