// What one actor (a member for team work, a client address for public work) may ask of the
// pool, per kind of work: `inFlight` tasks admitted and not finished, and `perWindow` tasks
// started within any `windowMs`. Counted in this process only: each instance has its own
// threads, so its own allowance is what protects it.

export type Allowance = {
  inFlight: number;
  perWindow: number;
  windowMs: number;
  /** How long one task of this kind usually takes: the Retry-After of an actor at `inFlight`. */
  typicalMs: number;
};

export type BudgetVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Usage = { inFlight: number; started: number[] };

/** Above this many actors, the ones with nothing running and nothing in their window are forgotten. */
const SWEEP_ABOVE = 10_000;

export class ActorBudget {
  private readonly usage = new Map<string, Usage>();

  constructor(
    private readonly allowances: Record<string, Allowance>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one task of `kind` for `actor`, or says how long until the actor may ask again. */
  take(kind: string, actor: string): BudgetVerdict {
    const allowance = this.allowances[kind];
    if (!allowance) throw new Error(`no allowance for work of kind "${kind}"`);
    const key = `${kind}\u0000${actor}`;
    const at = this.now();
    const usage = this.usage.get(key) ?? { inFlight: 0, started: [] };
    usage.started = usage.started.filter((time) => time > at - allowance.windowMs);
    if (usage.inFlight >= allowance.inFlight) return { allowed: false, retryAfterSeconds: seconds(allowance.typicalMs) };
    if (usage.started.length >= allowance.perWindow) return { allowed: false, retryAfterSeconds: seconds(usage.started[0]! + allowance.windowMs - at) };
    usage.inFlight += 1;
    usage.started.push(at);
    if (!this.usage.has(key) && this.usage.size >= SWEEP_ABOVE) this.sweep(at);
    this.usage.set(key, usage);
    return { allowed: true };
  }

  /** The task counted by `take` has finished (or failed). */
  done(kind: string, actor: string): void {
    const usage = this.usage.get(`${kind}\u0000${actor}`);
    if (usage && usage.inFlight > 0) usage.inFlight -= 1;
  }

  get actors(): number {
    return this.usage.size;
  }

  private sweep(at: number): void {
    for (const [key, usage] of this.usage) {
      const window = this.allowances[key.split('\u0000')[0]!]?.windowMs ?? 0;
      if (usage.inFlight === 0 && usage.started.every((time) => time <= at - window)) this.usage.delete(key);
    }
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
