// The dashboard's period (issue 16): the last 7, 30 or 90 days up to today, or custom dates, and
// the previous period of the same length that the changes compare against. Pure; UTC days.
const DAY_MS = 86_400_000;
/** A custom period spans at most this many days (the aggregates go back further). */
export const MAX_PERIOD_DAYS = 731;
export const PRESET_PERIODS = ["7", "30", "90"] as const;

export type Period = {
  /** "7", "30", "90" or "custom". */
  kind: string;
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
};

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function msOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = msOf(from); t <= msOf(to); t += DAY_MS) out.push(dayOf(t));
  return out;
}

export function periodOf(kind: string, from: string, to: string): Period {
  const start = msOf(from);
  const end = msOf(to);
  const days = Math.round((end - start) / DAY_MS) + 1;
  return {
    kind,
    from,
    to,
    days,
    previous: { from: dayOf(start - days * DAY_MS), to: dayOf(start - DAY_MS) },
  };
}

/** The last `days` days up to and including today. */
export function presetPeriod(days: number, now: number): Period {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return periodOf(String(days), dayOf(today - (days - 1) * DAY_MS), dayOf(today));
}
