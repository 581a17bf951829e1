import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getDb } from "~/data/db";
import { recordAudit } from "~/data/audit";
import { adminSessionContext } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { setFlash } from "~/server/http/cookies.server";
import { clearSessionCookie, endSession } from "~/server/auth/session.server";

// POST /admin/logout – end the session, show 'Logged out', return to the sign-in screen.
export async function action({ context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const headers = new Headers({ Location: "/admin" });
  if (session) {
    const db = getDb(getWorker(context).env.DB);
    await endSession(db, session);
    await recordAudit(db, session.user, { action: "sign-out", entity: "session" });
  }
  headers.append("Set-Cookie", clearSessionCookie());
  headers.append("Set-Cookie", await setFlash({ type: "success", text: "Logged out" }));
  return new Response(null, { status: 303, headers });
}

export function loader() {
  return redirect("/admin");
}
