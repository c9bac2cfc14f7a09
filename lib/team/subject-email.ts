import { z } from 'zod';

const email = z.email().max(254);

/** The address a data-subject request is about, trimmed; undefined unless it is one. */
export function subjectEmail(value: string | null | undefined): string | undefined {
  const parsed = email.safeParse(value?.trim());
  return parsed.success ? parsed.data : undefined;
}
