// Back-office accounts for the sign-in, second-factor and team tests: a member with a known
// password, and one whose second factor is on.
import { env } from "cloudflare:workers";
import { createMember } from "~/data/admin-team";
import { hashPassword } from "~/server/auth/password.server";
import { base32Decode, totp } from "~/server/auth/totp";
import { beginSetup, confirmSetup } from "~/server/auth/two-factor.server";
import { db } from "./local";

/** The password of every member these fixtures make. */
export const PASSWORD = "a-long-password-1";

/** A new team member (a unique address) who signs in with `PASSWORD`. */
export async function member(role: "owner" | "editor" = "editor") {
  const email = `team-${crypto.randomUUID()}@example.com`;
  const id = (await createMember(db, { email, role, passwordHash: await hashPassword(PASSWORD) }))!;
  return { id, email, role };
}

/** A new editor whose second factor was confirmed at `confirmedAt` (a minute ago unless told),
 * with its key, recovery codes and setup. */
export async function withTwoFactor(confirmedAt = Date.now() - 60_000) {
  const user = await member();
  const setup = (await beginSetup(db, env, user))!;
  const key = base32Decode(setup.secret)!;
  const codes = (await confirmSetup(db, env, user.id, await totp(key, confirmedAt), confirmedAt))!;
  return { user, key, codes, setup };
}
