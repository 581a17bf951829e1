// Referral rotation rules (spec section 4 and 9), free of I/O.

import { ASSIGNMENT_TTL_MS } from "./assignment";

/** An exhausted pool is refilled at most once per 24 hours. */
export const ROTATION_COOLDOWN_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_DISPLAY_LIMIT = 10;
export const MAX_DISPLAY_LIMIT = 1_000_000;

export function assignmentIsFresh(assignedAt: number, now: number): boolean {
  return assignedAt <= now && now - assignedAt < ASSIGNMENT_TTL_MS;
}

/** The cooldown allows a reset when there is no mark or the mark is 24 hours old. */
export function cooldownAllows(lastResetAt: number | null, now: number): boolean {
  return lastResetAt === null || now - lastResetAt >= ROTATION_COOLDOWN_MS;
}

/** The admin table's Displays Left badge: red at <= 0, yellow at <= 30% of the limit, else blue. */
export function displaysLeftTone(
  displaysLeft: number,
  displayLimit: number,
): "red" | "yellow" | "blue" {
  if (displaysLeft <= 0) return "red";
  if (displaysLeft <= displayLimit * 0.3) return "yellow";
  return "blue";
}

/** Clicks over displays as a percent with two decimals ("100.00%"); 0 displays gives "0.00%". */
export function clickRate(clicks: number, displays: number): string {
  const rate = displays > 0 ? (clicks / displays) * 100 : 0;
  return `${rate.toFixed(2)}%`;
}

/** The form's display limit: a whole number of at least 1; empty means the default 10, anything
 * invalid becomes 1 (spec section 5). */
export function coerceDisplayLimit(raw: unknown): number {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) {
    return DEFAULT_DISPLAY_LIMIT;
  }
  const n = typeof raw === "number" ? raw : Number(String(raw).trim());
  if (!Number.isFinite(n)) return 1;
  return Math.min(MAX_DISPLAY_LIMIT, Math.max(1, Math.floor(n)));
}
