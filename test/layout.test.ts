import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout of docs/architecture.md, as far as ESLint cannot see it: with one entry (index.ts)
// per capability, an import circle is one careless re-export away, and a circle between entries
// makes a module run before the ones it needs. Only imports that run count: `import type` and
// `{ type … }`-only imports are erased, and a dynamic import() runs later, when it is called.

const ROOTS = ['app', 'components', 'i18n', 'lib', 'scripts'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'];
const SOURCE = /\.(ts|tsx|mjs|mts)$/;
const TEST = /\.test\.tsx?$|\.test-worker\.ts$/;

function sources(path: string): string[] {
  if (statSync(path).isFile()) return SOURCE.test(path) && !TEST.test(path) && !path.endsWith('.d.mts') ? [path] : [];
  if (path === 'lib/generated' || path.endsWith('node_modules')) return [];
  return readdirSync(path).flatMap((name) => sources(join(path, name)));
}

/** The modules a file's source runs on load: static value imports and re-exports, resolved to files. */
function runtimeImports(file: string, text: string, exists: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    const [, , typeOnly, clause = '', spec = ''] = match;
    if (typeOnly) continue;
    const names = clause.match(/^\{([\s\S]*)\}$/)?.[1];
    if (names !== undefined && names.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()))) continue;
    let base: string;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = normalize(join(dirname(file), spec));
    else continue;
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}/index.ts`].find(exists);
    if (target) found.push(target);
  }
  return found;
}

/** The circles of a graph: each strongly connected set of more than one module, or one that imports itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(set.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

const files = [...ROOTS.flatMap(sources), ...ROOT_FILES.filter((file) => existsSync(file))];
const known = new Set(files);
const graph = new Map(files.map((file) => [file, runtimeImports(file, readFileSync(file, 'utf8'), (path) => known.has(path))]));
const capabilities = readdirSync('lib').filter((name) => existsSync(`lib/${name}/index.ts`));

describe('the import graph', () => {
  it('has no circle: no module needs, while it loads, one that needs it', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (through an entry, or a module importing itself)', () => {
    const withEntry = new Map([
      ['lib/a/index.ts', ['lib/a/x.ts']],
      ['lib/a/x.ts', ['lib/b/index.ts']],
      ['lib/b/index.ts', ['lib/b/y.ts']],
      ['lib/b/y.ts', ['lib/a/index.ts']],
      ['lib/c.ts', ['lib/a/index.ts']],
    ]);
    expect(circles(withEntry)).toEqual([['lib/a/index.ts', 'lib/a/x.ts', 'lib/b/index.ts', 'lib/b/y.ts']]);
    expect(circles(new Map([['lib/d.ts', ['lib/d.ts']]]))).toEqual([['lib/d.ts']]);
  });

  it('counts the imports that run, not the ones erased or deferred', () => {
    const exists = (path: string) => ['lib/a.ts', 'lib/b/index.ts', 'lib/c.mjs', 'lib/d.ts', 'lib/e.ts', 'lib/x/f.ts'].includes(path);
    const text = [
      "import { a } from '@/lib/a';",
      "import type { B } from '@/lib/b';",
      "import { type D, type E } from '@/lib/d';",
      "export { c } from '@/lib/c.mjs';",
      "import {\n  e,\n  type E2,\n} from '@/lib/e';",
      "import './f';",
      "const later = () => import('@/lib/b');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(runtimeImports('lib/x/g.ts', text, exists)).toEqual(['lib/a.ts', 'lib/c.mjs', 'lib/e.ts', 'lib/x/f.ts']);
  });
});

describe('capabilities', () => {
  it('are the folders under lib/ with an entry', () => {
    expect(capabilities.length).toBeGreaterThanOrEqual(8);
  });

  it('reach their own modules directly, never through their own entry', () => {
    const throughOwnEntry = capabilities.flatMap((name) =>
      files
        .filter((file) => file.startsWith(`lib/${name}/`) && file !== `lib/${name}/index.ts`)
        .filter((file) => graph.get(file)!.includes(`lib/${name}/index.ts`)),
    );
    expect(throughOwnEntry).toEqual([]);
  });
});
