// Wall-clock times in an IANA time zone ("2026-11-25T18:30" in "Asia/Kolkata") and the UTC
// instants they name, with Intl alone (no time zone database of our own). Used where an admin
// enters a time in their own zone and the server stores UTC.

/** True when the runtime knows this IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "YYYY-MM-DDTHH:mm" as an <input type="datetime-local"> gives it. */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_PATTERN.test(value);
}

/** The wall-clock time in `zone` at `ms`, as "YYYY-MM-DDTHH:mm". */
export function localDateTime(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The UTC instant (ms) of a wall-clock time in `zone`, or null when that time does not exist
 * there (skipped by a clock change) or the input is not a valid date and time. A time that
 * happens twice (clocks going back) is the earlier instant.
 */
export function zonedTimeToUtc(local: string, zone: string): number | null {
  const m = LOCAL_PATTERN.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // The zone's offset is at most ±14 h: try the offsets in force around that time, earliest first.
  const offsets = new Set<number>();
  for (const probe of [asUtc - 86_400_000, asUtc, asUtc + 86_400_000]) {
    const shown = Date.parse(`${localDateTime(probe, zone)}:00Z`);
    offsets.add(shown - Math.floor(probe / 60_000) * 60_000);
  }
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((utc) => localDateTime(utc, zone) === local)
    .sort((a, b) => a - b);
  return candidates[0] ?? null;
}
