// The pool's "nothing to give" state, remembered in this isolate for a few seconds (issue 36): a
// visitor the pool cannot serve (the default link) then costs no D1 take per page view, however
// busy the day. Cleared at once in this isolate by whatever can refill the pool (an operator's
// add, edit or reset in ./links.server.ts, the 24-hour reset in ./rotator.server.ts); other
// isolates try the pool again when their few seconds are over.

/** How long an isolate believes the pool is empty before it asks D1 again. */
export const EMPTY_POOL_MEMO_MS = 5000;

export class EmptyPoolMemo {
  private until = 0;
  /** Changes on every clear, so a take that began before a clear cannot mark the refilled pool
   * empty when it answers after it. */
  private generation = 0;

  knownEmpty(now: number): boolean {
    return now < this.until;
  }

  /** Call before asking the pool; hand the answer to `markEmpty` with it. */
  ticket(): number {
    return this.generation;
  }

  markEmpty(ticket: number, now: number): void {
    if (ticket === this.generation) this.until = now + EMPTY_POOL_MEMO_MS;
  }

  clear(): void {
    this.generation++;
    this.until = 0;
  }
}

/** This isolate's memo, wired into page views by ./rotator-deps.server.ts. */
export const emptyPoolMemo = new EmptyPoolMemo();

/** The pool may have displays again (a link added, activated or reset, the pool refilled). */
export function poolMayHaveChanged(): void {
  emptyPoolMemo.clear();
}
