import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Reads PDFs the way a reader's tools do: poppler's pdftotext, pdffonts and pdfinfo (Debian
// poppler-utils, installed on first use like PostgreSQL in test/postgres.ts).

const TMP_ROOT = path.join(process.cwd(), '.tmp');
const isRoot = process.getuid?.() === 0;

function ensureInstalled(): void {
  if (existsSync('/usr/bin/pdftotext')) return;
  if (!isRoot) throw new Error('poppler-utils is not installed (pdftotext, pdffonts, pdfinfo); install it.');
  const lock = path.join(TMP_ROOT, 'poppler-install.lock');
  mkdirSync(TMP_ROOT, { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    const deadline = Date.now() + 600_000;
    while (existsSync(lock) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    if (existsSync('/usr/bin/pdftotext')) return;
    throw new Error('Another test file failed to install poppler-utils; see its output.');
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], { stdio: 'inherit', env });
  } finally {
    rmdirSync(lock);
  }
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean; unicode: boolean };

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

export type PopplerPdf = {
  pages: number;
  /** pdfinfo's fields ("Title", "Page size" …); for one page with `page`. */
  info(page?: number): Record<string, string>;
  /** The text of one page (or all), in reading order; `layout` keeps columns on their lines. */
  text(options?: { page?: number; layout?: boolean }): string;
  /** pdffonts, for the whole file or one page. */
  fonts(page?: number): PdfFont[];
  /** pdftotext -bbox: each word of one page with its box, in points from the top left. */
  words(page: number): PdfWord[];
  /** pdfinfo -url: the web links, with their page. */
  urls(): { page: number; url: string }[];
  dispose(): void;
};

export function readPdf(bytes: Uint8Array): PopplerPdf {
  ensureInstalled();
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, 'pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  const run = (command: string, args: string[]) => execFileSync(command, [...args, file], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  const range = (page?: number) => (page === undefined ? [] : ['-f', String(page), '-l', String(page)]);
  const info = (page?: number) =>
    Object.fromEntries(
      run('pdfinfo', [...range(page), '-isodates'])
        .split('\n')
        .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
        .flatMap((m) => (m ? [[m[1]!.trim(), m[2]!.trim()] as const] : [])),
    );
  return {
    pages: Number(info().Pages),
    info: (page) => (page === undefined ? info() : info(page)),
    text: ({ page, layout } = {}) =>
      execFileSync('pdftotext', [...range(page), '-enc', 'UTF-8', ...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' }),
    fonts: (page) =>
      run('pdffonts', range(page))
        .split('\n')
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => {
          const cols = line.trim().split(/\s+/);
          // name, type words…, encoding, emb, sub, uni, object id, generation
          const [emb, sub, uni] = cols.slice(-5, -2);
          return { name: cols[0]!, type: cols.slice(1, -6).join(' '), embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
        }),
    words: (page) =>
      [
        ...execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', ...range(page), file, '-'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 }).matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map((m) => ({
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        text: m[5]!
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'"),
      })),
    urls: () =>
      run('pdfinfo', ['-url'])
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols.length >= 3)
        .map((cols) => ({ page: Number(cols[0]), url: cols.at(-1)! })),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
