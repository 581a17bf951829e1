// A fresh administrator on a bench's scratch site, signed in over HTTP as a browser would.
import { adminInsertSql, executeSql } from "../../scripts/admin-account.ts";
import { newSecret, type ScratchSite } from "../../scripts/local-runtime.ts";

/** Adds an administrator with this address to the site and signs in; answers the session
 * cookie ("name=value"). */
export async function freshAdminCookie(site: ScratchSite, email: string): Promise<string> {
  const password = newSecret();
  executeSql(await adminInsertSql(email, password), { persistTo: site.persistTo });
  const res = await fetch(`${site.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: site.url },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`admin sign-in failed with ${res.status}`);
  return cookie;
}
