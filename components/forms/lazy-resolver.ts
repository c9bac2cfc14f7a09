import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload: () => void };

/**
 * A react-hook-form resolver whose code (zod and a schema) is fetched on first use, or earlier
 * through `preload()` when the visitor reaches for the form. zod is the largest part of a form,
 * and a page that only shows one should not pay for it up front.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>): LazyResolver<Input, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download (offline) is retried on the next attempt
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
