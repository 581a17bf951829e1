// The per-isolate side of the referral display budget (decision 0014): the exact count is kept in
// D1 by the statement that takes a display (app/data/referral-links.ts); this gate only stops a
// request early when this isolate already knows the budget cannot let it through, so a client's
// flood reaches the shared database a bounded number of times (at most `limit` takes in flight or
// done, plus one refusal, per isolate and window), not once per request. Pure: no bindings, no
// clock of its own.
import { LruCache } from "~/utils/lru-cache";

export type GateBudget = { client: string; kind: string; windowEnd: number; limit: number };

type Entry = { windowEnd: number; pending: number; taken: number; spent: boolean };

export class BudgetGate {
  private entries: LruCache<string, Entry>;
  constructor(capacity = 10_000) {
    this.entries = new LruCache(capacity);
  }

  private entry(budget: GateBudget): Entry {
    const key = `${budget.kind}:${budget.client}`;
    let entry = this.entries.get(key);
    if (!entry || entry.windowEnd !== budget.windowEnd) {
      entry = { windowEnd: budget.windowEnd, pending: 0, taken: 0, spent: false };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** True: ask the database (call `leave` with its answer). False: certainly spent, ask nothing. */
  enter(budget: GateBudget): boolean {
    const entry = this.entry(budget);
    if (entry.spent || entry.pending + entry.taken >= budget.limit) return false;
    entry.pending++;
    return true;
  }

  /** What the database answered for a request `enter` let through. */
  leave(budget: GateBudget, outcome: { taken: boolean; budgetSpent: boolean }): void {
    const entry = this.entry(budget);
    if (entry.pending > 0) entry.pending--;
    if (outcome.taken) entry.taken++;
    if (outcome.budgetSpent) entry.spent = true;
  }
}
