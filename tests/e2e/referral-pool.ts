// The referral-link pool as the browser tests set it up: the admin API with the test
// administrator's session, one active link at a time, and the link statistics once written.
import { signInCookie } from "./admin-session";
import { baseURL } from "./browser";

export type PoolLink = {
  id: number;
  link: string;
  isActive: boolean;
  displayLimit: number;
  description: string;
};

export type LinkStats = {
  displays: number;
  clicks: number;
  logs: { action: string; page: string }[];
};

/** A call to /api/admin + `path` as the test administrator; throws on a non-2xx answer. */
export async function adminApi(path: string, method = "GET", body?: unknown): Promise<unknown> {
  const res = await fetch(`${baseURL()}/api/admin${path}`, {
    method,
    headers: {
      Cookie: await signInCookie(),
      Origin: baseURL(),
      "Content-Type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Makes `link` the only active link in the pool. */
export async function onlyLink(link: string, displayLimit = 10): Promise<PoolLink> {
  const { links } = (await adminApi("/referral-links")) as { links: PoolLink[] };
  for (const l of links.filter((l) => l.isActive)) {
    await adminApi(`/referral-links/${l.id}`, "PUT", {
      link: l.link,
      description: l.description,
      displayLimit: l.displayLimit,
      isActive: false,
    });
  }
  const created = (await adminApi("/referral-links", "POST", {
    link,
    description: "e2e",
    displayLimit,
  })) as { link: PoolLink };
  return created.link;
}

/** Logs are written in small batches just after the response: polls `read` until `ok` holds
 * (or ten seconds pass) and answers the last value. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A link's statistics once `ok` holds for them (see `eventually`). */
export function statsWhen(id: number, ok: (s: LinkStats) => boolean): Promise<LinkStats> {
  return eventually(() => adminApi(`/referral-links/${id}/stats`) as Promise<LinkStats>, ok);
}
