import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MAX_OVERRIDE_LENGTH } from '@/lib/content-overrides';
import { multiLine } from '@/lib/validation/plain-text';

// Whether a team member's text may replace a catalogue text: plain text within the length cap
// that keeps the catalogue text's ICU arguments and rich-text tags. Free of server code, so the
// inline editor can say so before anything is sent. The message is read by the ICU parser that
// renders it (next-intl's intl-messageformat uses the same), so what passes here also renders.

export type CopyProblemCode = 'empty' | 'too-long' | 'characters' | 'placeholders' | 'tags';
export type CopyProblem = { code: CopyProblemCode };

type Shape = {
  /** `name` for `{name}`, `name,plural` and the like for formatted ones, nested ones too. */
  args: string[];
  /** Rich-text tags by name, one per `<name>…</name>`. */
  tags: string[];
  /** Literal text that looks like markup (`<b/>`, `'<script>'`): not a tag the page renders. */
  markup: string[];
};

const MARKUP = /<\/?[A-Za-z][\w-]*/g;
const TAG_ERRORS = new Set(['INVALID_TAG', 'INVALID_TAG_NAME', 'UNMATCHED_CLOSING_TAG', 'UNCLOSED_TAG']);

/**
 * Null when `text` (trimmed) may replace `original`, the catalogue text of the same language and
 * key; otherwise why not. Arguments are compared as a multiset with their format (`{count}` and
 * `{count, plural, …}` differ), tags as a multiset of names; order may change, as translations do.
 */
export function checkCopyText(original: string, text: string): CopyProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return { code: 'empty' };
  if ([...trimmed].length > MAX_OVERRIDE_LENGTH) return { code: 'too-long' };
  // PostgreSQL text cannot hold NUL; nobody types the other control characters.
  if (!multiLine.test(trimmed)) return { code: 'characters' };
  let shape: Shape;
  try {
    shape = shapeOf(trimmed);
  } catch (error) {
    return { code: TAG_ERRORS.has(error instanceof Error ? error.message : '') ? 'tags' : 'placeholders' };
  }
  const expected = originalShape(original);
  if (!sameMultiset(shape.args, expected.args)) return { code: 'placeholders' };
  if (!sameMultiset(shape.tags, expected.tags)) return { code: 'tags' };
  if (shape.markup.some((tag) => !expected.markup.includes(tag))) return { code: 'tags' };
  return null;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { args: [], tags: [], markup: [] };
  collect(parse(message, { requiresOtherClause: true }), shape);
  return shape;
}

/** A catalogue text that is no ICU message (none is: a test reads them all) allows plain text only. */
function originalShape(original: string): Shape {
  try {
    return shapeOf(original);
  } catch {
    return { args: [], tags: [], markup: [] };
  }
}

function collect(elements: MessageFormatElement[], shape: Shape): void {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        shape.markup.push(...(element.value.match(MARKUP) ?? []));
        break;
      case TYPE.argument:
        shape.args.push(element.value);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.args.push(`${element.value},${TYPE[element.type]}`);
        break;
      case TYPE.select:
      case TYPE.plural: {
        const kind = element.type === TYPE.select ? 'select' : element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
        shape.args.push(`${element.value},${kind}`);
        for (const option of Object.values(element.options)) collect(option.value, shape);
        break;
      }
      case TYPE.tag:
        shape.tags.push(element.value);
        collect(element.children, shape);
        break;
      case TYPE.pound:
        break;
    }
  }
}

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...a].sort();
  const right = [...b].sort();
  return left.every((item, index) => item === right[index]);
}
