import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { buttonClass } from "~/components/ui/button";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import { listReferralLinks } from "~/data/referral-links";
import {
  REFERRAL_LINK_INVALID_FORM,
  referralLinkIdSchema,
  referralLinkInputSchema,
} from "~/schemas/referral-link";
import {
  actionError,
  answer,
  attempt,
  fieldErrorsFrom,
  loadList,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import {
  clearLinkLogs,
  createLink,
  deleteLink,
  resetLinkDisplays,
  updateLink,
  type LinkDeps,
} from "~/server/referral/links.server";
import { LinksTable } from "./links-table";
import { LinkForm } from "./link-form";
import { StatsDialog } from "./stats-dialog";
import { ListBody, useEditTarget } from "~/components/admin/list-screen";
import { PageHeader, Panel } from "~/components/ui/panel";

const PAGE = "/admin/referral-links";
const SAVE_FAILED = "Failed to save referral link";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return loadList("Failed to load referral links", () =>
    listReferralLinks(getDb(getWorker(context).env.DB)),
  );
}

type FormFields = Record<string, FormDataEntryValue>;

/** Add (no id) or edit a link: the form's fields through the shared schema. */
async function save(deps: LinkDeps, actor: Actor, form: FormFields) {
  const parsed = referralLinkInputSchema.safeParse(form);
  if (!parsed.success) {
    return actionError(
      { type: "error", title: "Invalid input", description: REFERRAL_LINK_INVALID_FORM },
      400,
      fieldErrorsFrom(parsed.error.issues),
    );
  }
  const id = form.id ? referralLinkIdSchema.safeParse(form.id) : null;
  if (id && !id.success) return actionError({ type: "error", title: SAVE_FAILED }, 400);
  return attempt({ type: "error", title: SAVE_FAILED }, async () => {
    if (id) {
      const outcome = await updateLink(deps, actor, id.data, parsed.data);
      return answer(outcome, { failure: SAVE_FAILED, redirectTo: PAGE });
    }
    const outcome = await createLink(deps, actor, parsed.data);
    if (!outcome.ok) return answer(outcome, { failure: SAVE_FAILED });
    return redirectWithToast(PAGE, {
      type: "success",
      title: outcome.message,
      description: outcome.value.link,
    });
  });
}

/** The row buttons' changes to one link: the failure toast and where a success goes back to. */
const LINK_CHANGES = {
  delete: { run: deleteLink, failure: "Failed to delete referral link", back: () => PAGE },
  reset: { run: resetLinkDisplays, failure: "Failed to reset display count", back: () => PAGE },
  "clear-logs": {
    run: clearLinkLogs,
    failure: "Failed to clear logs",
    back: (id: number) => `${PAGE}?stats=${id}`,
  },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const deps = { db: getDb(env.DB), kv: env.KV };
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  if (intent === "save") return save(deps, user, form);

  const id = referralLinkIdSchema.safeParse(form.id);
  if (!id.success || !Object.hasOwn(LINK_CHANGES, intent))
    return actionError({ type: "error", title: "Invalid input" }, 400);
  const change = LINK_CHANGES[intent as keyof typeof LINK_CHANGES];
  return attempt({ type: "error", title: change.failure }, async () =>
    answer(await change.run(deps, user, id.data), {
      failure: change.failure,
      redirectTo: change.back(id.data),
    }),
  );
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
        <LinkForm link={current} errors={actionData?.fields ?? {}} />
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
