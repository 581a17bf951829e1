import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const unknownOnServer = () => null;

/** The browser's IANA time zone ("Asia/Kolkata"), known only once the page runs in the browser
 * (null while server-rendered and hydrating, so the first render matches the server's). */
export function useTimeZone(): string | null {
  return useSyncExternalStore(noSubscription, browserZone, unknownOnServer);
}
