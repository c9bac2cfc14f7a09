import 'server-only';

/**
 * Many concurrent callers, few statements: whatever is asked for while one statement is running
 * goes into the next one, so a single request still runs alone and at once, while under load
 * one statement serves every request that arrived meanwhile (and PGlite, which runs every
 * statement on the request thread, commits once for all of them). Each caller gets its own
 * result, or the statement's error.
 */
export function batched<In, Out>(run: (items: In[]) => Promise<Out[]>, maxItems = 200): (item: In) => Promise<Out> {
  type Waiting = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  const drain = async (): Promise<void> => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxItems);
      queue = queue.slice(batch.length);
      try {
        const results = await run(batch.map((waiting) => waiting.item));
        if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
        batch.forEach((waiting, i) => waiting.resolve(results[i] as Out));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    running = false;
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/** One batcher per database client (a test may open several). */
export function batchedPer<Key extends object, In, Out>(
  make: (key: Key) => (items: In[]) => Promise<Out[]>,
  maxItems?: number,
): (key: Key, item: In) => Promise<Out> {
  const batchers = new WeakMap<Key, (item: In) => Promise<Out>>();
  return (key, item) => {
    let batcher = batchers.get(key);
    if (!batcher) {
      batcher = batched(make(key), maxItems);
      batchers.set(key, batcher);
    }
    return batcher(item);
  };
}
