// The funnel's steps that happen in the page (issue 30): the referral link copied, the
// open-in-wallet button pressed. Each sends a small beacon to POST /api/funnel
// (workers/api/funnel.ts), which records it on the link the visitor holds; it survives the
// navigation that may follow, and a lost one costs a count, never the visitor's step.
import type { BeaconStep } from "~/domain/analytics/events";

export const FUNNEL_BEACON_PATH = "/api/funnel";

/** Reports a step on the current page. */
export function sendFunnelBeacon(step: BeaconStep, from = window.location.pathname): void {
  try {
    const body = new URLSearchParams({ step, from });
    if (navigator.sendBeacon?.(FUNNEL_BEACON_PATH, body)) return;
    void fetch(FUNNEL_BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // Counting must never get in the visitor's way.
  }
}
