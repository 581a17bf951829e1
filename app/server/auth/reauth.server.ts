// Asking again inside a session (issue 31): My Account's "turn off the second factor" and "new
// recovery codes", and the password change (My Account, Settings), check the password or a code
// once more. Those checks share the account's sign-in limits (./sign-in-limits.server.ts), so a
// stolen session cannot guess without limit; past the limits the session is ended.
import { revokeSession } from "~/data/admin-sessions";
import { recordAudit, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import {
  answer,
  redirectWithToast,
  refused,
  type Outcome,
} from "~/server/admin/action-results.server";
import { clearSessionCookie } from "./session.server";
import {
  checkCodeWithinLimits,
  checkPasswordWithinLimits,
  type CodeLimitDeps,
  type Verdict,
} from "./sign-in-limits.server";

/** The signed-in person, the session they act from and the client it comes from. */
export type Me = { user: Actor; sessionId: string; client: string };

export const SIGNED_OUT_FOR_GUESSES =
  "Too many wrong passwords or codes: this session was signed out. Sign in again.";

/** The current password asked again; "refused" (past the limits) has ended the session. */
export async function passwordAgain(
  deps: Pick<CodeLimitDeps, "db">,
  me: Me,
  password: string,
): Promise<Verdict> {
  const verdict = await checkPasswordWithinLimits(deps.db, me.user, me.client, password);
  if (verdict === "refused") await endForGuesses(deps.db, me);
  return verdict;
}

/** A second-factor code asked again (`check`); "refused" (past the limits) has ended the session. */
export async function codeAgain(
  deps: CodeLimitDeps,
  me: Me,
  check: () => Promise<boolean>,
): Promise<Verdict> {
  const verdict = await checkCodeWithinLimits(deps, me.user, me.client, check);
  if (verdict === "refused") await endForGuesses(deps.db, me);
  return verdict;
}

async function endForGuesses(db: Db, me: Me) {
  await revokeSession(db, me.sessionId);
  await recordAudit(db, me.user, {
    action: "sign-out-session",
    entity: "session",
    detail: "too many wrong passwords or codes",
  });
}

/** What a change answers once its check went past the limits (the session has ended). */
export function signedOutForGuesses(): Outcome<never> {
  return refused(SIGNED_OUT_FOR_GUESSES, 429);
}

/** The route side of a change that asks again: past the limits this browser is signed out and
 * sent to the sign-in screen; any other outcome is answered as usual. */
export async function answerAskedAgain<T>(
  outcome: Outcome<T>,
  options: Parameters<typeof answer<T>>[1],
) {
  if (!outcome.ok && outcome.status === 429)
    return redirectWithToast(
      "/admin",
      { type: "error", title: "Signed out", description: outcome.error },
      { headers: { "Set-Cookie": clearSessionCookie() } },
    );
  return answer(outcome, options);
}
