import { z } from 'zod';
import '@/lib/validation/csp-safe-zod';
import { parseSource, type VisitSource } from '@/lib/insights/source-values';

// The forms' `source` field (lib/validation/contact.ts, download.ts): see lib/insights/source-values.ts.

/** The field of a form's JSON body: optional, and never a reason to refuse the form. */
export const sourceField = z
  .unknown()
  .optional()
  .transform((value): VisitSource | undefined => (value === undefined ? undefined : parseSource(value)));
