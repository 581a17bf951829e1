import { useEffect, useState } from "react";

/** The browser's IANA time zone ("Asia/Kolkata"), known only once the page runs in the browser
 * (null while server-rendered, so the first render matches the server's). */
export function useTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  return zone;
}
