import { useEffect } from "react";

/** Registers the service worker (workers/offline.ts serves it) on the public pages, so the pages
 * a visitor reads open again without a connection. Renders nothing. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
