import { Link } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/route";
import { ListBody, useEditTarget } from "~/components/admin/list-screen";
import { useActionToast } from "~/components/admin/use-action-toast";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/panel";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import { linkChangesNeedApproval, listFreePoolLinks, listMembers } from "~/data/members";
import { asActionResult } from "~/schemas/action-result";
import {
  addMemberSchema,
  linkApprovalSchema,
  memberIdSchema,
  updateMemberSchema,
} from "~/schemas/members";
import {
  actionError,
  answer,
  invalidInput,
  loadList,
  type Outcome,
} from "~/server/admin/action-results.server";
import { requireOwner } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { publishedLanguages } from "~/server/i18n/site-languages.server";
import { listMemberFigures, memberPeriod } from "~/server/analytics/member-figures.server";
import { inviteMember } from "~/server/members/invite.server";
import { addMember, setLinkApproval, updateMember } from "~/server/members/members.server";
import { approveLinkChange, rejectLinkChange } from "~/server/members/own-changes.server";
import { pauseMember, removeMember, resumeMember } from "~/server/members/status.server";
import { ApprovalPanel } from "./approval-panel";
import { FiguresPeriod } from "./figures-period";
import { MemberForm } from "./member-form";
import { MembersTable } from "./members-table";

// /admin/members – owners only (decision 0018: people and their emails, like the Team screen):
// the members who share the guide, their codes, languages, status, pool link and figures for a
// period (?period=7|30|90); add, edit, invite, pause, resume, remove; members' link changes
// waiting for approval; CSV.
const PAGE = "/admin/members";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const period = memberPeriod(new URL(request.url));
  const [list, freeLinks, approval, added] = await Promise.all([
    loadList("Failed to load members", () => listMembers(db)),
    listFreePoolLinks(db),
    linkChangesNeedApproval(db),
    publishedLanguages(env),
  ]);
  // The list works without its figures.
  const figures = await listMemberFigures(db, list.items, period).catch((error: unknown) => {
    console.error("members: figures failed", error);
    return null;
  });
  return { ...list, freeLinks, approval, addedLanguages: added, period, figures };
}

type Change = { env: Env; actor: Actor };

/** One form of the screen: its schema, the title of its refusal, the operation it calls. */
function memberForm<S extends z.ZodType, T>(
  schema: S,
  failure: string,
  run: (change: Change, input: z.output<S>) => Promise<Outcome<T>>,
  redirectTo?: string,
) {
  return async (change: Change, form: Record<string, unknown>, intent: string) => {
    const parsed = schema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
    return answer(await run(change, parsed.data), { failure, intent, redirectTo });
  };
}

const db = (c: Change) => ({ db: getDb(c.env.DB), kv: c.env.KV });

const FORMS = {
  add: memberForm(
    addMemberSchema,
    "Member not added",
    (c, i) => addMember(db(c), c.actor, i),
    PAGE,
  ),
  update: memberForm(
    updateMemberSchema,
    "Member not saved",
    (c, i) => updateMember(db(c), c.actor, i),
    PAGE,
  ),
  invite: memberForm(memberIdSchema, "Invitation not sent", (c, i) =>
    inviteMember({ db: getDb(c.env.DB), env: c.env }, c.actor, i),
  ),
  pause: memberForm(memberIdSchema, "Member not paused", (c, i) => pauseMember(db(c), c.actor, i)),
  resume: memberForm(memberIdSchema, "Member not resumed", (c, i) =>
    resumeMember(db(c), c.actor, i),
  ),
  remove: memberForm(memberIdSchema, "Member not removed", (c, i) =>
    removeMember(db(c), c.actor, i),
  ),
  "approve-link": memberForm(memberIdSchema, "Link change not approved", (c, i) =>
    approveLinkChange(db(c), c.actor, i),
  ),
  "reject-link": memberForm(memberIdSchema, "Link change not turned down", (c, i) =>
    rejectLinkChange(db(c), c.actor, i),
  ),
  approval: memberForm(linkApprovalSchema, "Setting not changed", (c, i) =>
    setLinkApproval(db(c), c.actor, i),
  ),
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const data = await request.formData();
  const form = { ...Object.fromEntries(data), languages: data.getAll("languages").map(String) };
  const intent = String(data.get("intent") ?? "");
  if (!Object.hasOwn(FORMS, intent)) return actionError("Unknown action.", 400, {}, { intent });
  return FORMS[intent as keyof typeof FORMS]({ env, actor: session.user }, form, intent);
}

export const meta: Route.MetaFunction = () => [{ title: "Members | Waymark Admin" }];

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { items, loadError, freeLinks, approval, addedLanguages, period, figures } = loaderData;
  const { editing, current } = useEditTarget(items);
  const fields = asActionResult(actionData)?.fields ?? {};
  return (
    <div className="space-y-8">
      <PageHeader title="Members">
        {editing ? null : (
          <>
            <a
              href={`${PAGE}/export.csv?period=${period.kind}`}
              className={buttonClass("secondary")}
              download
            >
              Download CSV
            </a>
            <Link to="?edit=new" className={buttonClass("primary")}>
              Add member
            </Link>
          </>
        )}
      </PageHeader>
      {editing ? (
        <MemberForm
          member={current}
          freeLinks={freeLinks}
          addedLanguages={addedLanguages}
          errors={fields}
        />
      ) : (
        <ListBody
          loadError={loadError && `${loadError}. Please reload the page.`}
          count={items.length}
          empty="No members yet. Add the people who share the guide, each with their referral link."
        >
          <div className="space-y-4">
            <FiguresPeriod period={period} failed={figures === null} />
            <MembersTable members={items} figures={figures} />
          </div>
        </ListBody>
      )}
      <ApprovalPanel required={approval} />
    </div>
  );
}
