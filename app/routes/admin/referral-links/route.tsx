import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { buttonClass } from "~/components/ui/button";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  clearReferralLogs,
  deleteReferralLinkStatements,
  insertReferralLink,
  listReferralLinks,
  resetReferralLink,
  updateReferralLink,
} from "~/data/referral-links";
import {
  REFERRAL_LINK_INVALID_FORM,
  referralLinkIdSchema,
  referralLinkInputSchema,
} from "~/schemas/referral-link";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  loadList,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { LinksTable } from "./links-table";
import { LinkForm } from "./link-form";
import { StatsDialog } from "./stats-dialog";
import { fieldErrorsOf, ListBody, useEditTarget } from "~/components/admin/list-screen";
import { PageHeader, Panel } from "~/components/ui/panel";

const PAGE = "/admin/referral-links";

/** The answer when the link was deleted in the meantime (another tab, another admin). */
function linkGone(title: string) {
  return actionError({ type: "error", title, description: "The link no longer exists." }, 404);
}

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadList("Failed to load referral links", () =>
    listReferralLinks(getDb(getWorker(context).env.DB)),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");

  if (intent === "save") {
    const parsed = referralLinkInputSchema.safeParse(form);
    if (!parsed.success) {
      return actionError(
        {
          type: "error",
          title: "Invalid input",
          description: REFERRAL_LINK_INVALID_FORM,
        },
        400,
        fieldErrorsFrom(parsed.error.issues),
      );
    }
    const id = form.id ? referralLinkIdSchema.safeParse(form.id) : null;
    if (id && !id.success)
      return actionError({ type: "error", title: "Failed to save referral link" }, 400);
    return attempt({ type: "error", title: "Failed to save referral link" }, async () => {
      if (id) {
        const [[row]] = await db.batch([
          updateReferralLink(db, id.data, parsed.data),
          auditInsert(db, user, {
            action: "update",
            entity: "referral_link",
            entityId: id.data,
            detail: parsed.data.link,
          }),
        ]);
        if (!row) return linkGone("Failed to save referral link");
        return redirectWithToast(PAGE, { type: "success", title: "Referral link updated" });
      }
      const [[row]] = await db.batch([
        insertReferralLink(db, parsed.data),
        auditInsert(db, user, {
          action: "create",
          entity: "referral_link",
          detail: parsed.data.link,
        }),
      ]);
      return redirectWithToast(PAGE, {
        type: "success",
        title: "Referral link added",
        description: row?.link,
      });
    });
  }

  const id = referralLinkIdSchema.safeParse(form.id);
  if (!id.success) return actionError({ type: "error", title: "Invalid input" }, 400);

  if (intent === "delete") {
    return attempt({ type: "error", title: "Failed to delete referral link" }, async () => {
      const [, removed] = await db.batch([
        ...deleteReferralLinkStatements(db, id.data),
        auditInsert(db, user, { action: "delete", entity: "referral_link", entityId: id.data }),
      ]);
      if (removed.length === 0) return linkGone("Failed to delete referral link");
      return redirectWithToast(PAGE, { type: "success", title: "Referral link deleted" });
    });
  }
  if (intent === "reset") {
    return attempt({ type: "error", title: "Failed to reset display count" }, async () => {
      const [reset] = await db.batch([
        resetReferralLink(db, id.data),
        auditInsert(db, user, { action: "reset", entity: "referral_link", entityId: id.data }),
      ]);
      if (reset.length === 0)
        return actionError({ type: "error", title: "Failed to reset display count" }, 404);
      return redirectWithToast(PAGE, { type: "success", title: "Display count reset" });
    });
  }
  if (intent === "clear-logs") {
    return attempt({ type: "error", title: "Failed to clear logs" }, async () => {
      await db.batch([
        clearReferralLogs(db, id.data),
        auditInsert(db, user, { action: "clear-logs", entity: "referral_link", entityId: id.data }),
      ]);
      return redirectWithToast(`${PAGE}?stats=${id.data}`, {
        type: "success",
        title: "Logs cleared",
      });
    });
  }
  return actionError({ type: "error", title: "Invalid input" }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "Referral Links | Waymark Admin" }];

export default function ReferralLinksPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  useActionToast(actionData);
  const { editing, current } = useEditTarget(loaderData.items);
  const statsId = Number(params.get("stats")) || null;

  return (
    <div className="space-y-8">
      <PageHeader title="Referral Links Rotator">
        {editing ? null : (
          <Link to="?edit=new" className={buttonClass("primary")}>
            Add Referral Link
          </Link>
        )}
      </PageHeader>
      {editing ? (
        <LinkForm link={current} errors={fieldErrorsOf(actionData)} />
      ) : (
        <ListBody
          loadError={loaderData.loadError && `${loaderData.loadError}. Please reload the page.`}
          count={loaderData.items.length}
          empty="No referral links found. Add your first one."
        >
          <LinksTable links={loaderData.items} />
        </ListBody>
      )}
      <Panel title="How it works" className="text-sm text-slate-700">
        <ul className="mt-3 list-disc space-y-1 ps-5">
          <li>
            Each new visitor is given one random active link that still has displays left, and keeps
            it for one hour.
          </li>
          <li>
            Every assignment uses one display; a link with no displays left is skipped until it is
            reset.
          </li>
          <li>
            When every active link is used up, all active links are refilled to their display limit,
            at most once every 24 hours (on a visit or by the hourly job).
          </li>
          <li>
            When no link is available, visitors get the Default Referral Link from Site Settings.
          </li>
          <li>
            Join buttons record a click, so the statistics show displays, clicks and the click rate
            per link. Bots and link previews are not counted.
          </li>
        </ul>
      </Panel>

      {statsId ? (
        <StatsDialog
          id={statsId}
          link={loaderData.items.find((l) => l.id === statsId)?.link ?? ""}
        />
      ) : null}
    </div>
  );
}
