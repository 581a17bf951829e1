/** Admin dates in UTC, marked, for text the server and the browser render alike. */
export function formatDateTime(ms: number): string {
  return formatInstant(ms, "datetime", null);
}

export function formatDate(ms: number): string {
  return formatInstant(ms, "date", null);
}

/** An admin date and time in an IANA time zone, with the zone named ("Asia/Kolkata"). */
export function formatDateTimeIn(ms: number, timeZone: string): string {
  return formatInstant(ms, "datetime", timeZone);
}

export type InstantStyle = "date" | "datetime" | "time";

const STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  datetime: { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
};

/**
 * An instant as the back-office shows it (decision 0046): in the operator's zone, named after
 * the time as the scheduling field names it ("27 Nov 2026, 18:30 (Asia/Kolkata)"), or, with no
 * zone known yet (the server's render and hydration), in UTC marked "UTC". A date alone carries
 * no zone name.
 */
export function formatInstant(ms: number, style: InstantStyle, timeZone: string | null): string {
  const zone = timeZone === null || timeZone === "Etc/UTC" ? "UTC" : timeZone;
  const text = new Intl.DateTimeFormat("en-GB", { ...STYLES[style], timeZone: zone }).format(ms);
  if (style === "date") return text;
  return zone === "UTC" ? `${text} UTC` : `${text} (${zone})`;
}
