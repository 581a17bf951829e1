/** Admin dates: English, in UTC so the server and the browser render the same text. */
export function formatDateTime(ms: number): string {
  return (
    new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(ms) + " UTC"
  );
}

export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(ms);
}

/** An admin date and time in an IANA time zone, with the zone named ("Asia/Kolkata"). */
export function formatDateTimeIn(ms: number, timeZone: string): string {
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(ms)} (${timeZone})`;
}
