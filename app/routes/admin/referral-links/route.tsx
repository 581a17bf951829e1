import { Link, useSearchParams } from "react-router";
import { renderSVG } from "uqr";
import type { Route } from "./+types/route";
import { useActionToast } from "~/components/admin/use-action-toast";
import { buttonClass } from "~/components/ui/button";
import type { Actor } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  listLinkPeriodFigures,
  listReferralLinks,
  type ReferralLinkRow,
} from "~/data/referral-links";
import {
  linksActiveSchema,
  REFERRAL_LINK_INVALID_FORM,
  referralLinkIdSchema,
  referralLinkInputSchema,
} from "~/schemas/referral-link";
import {
  actionError,
  answer,
  attempt,
  fieldErrorsFrom,
  invalidInput,
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
  setLinksActive,
  updateLink,
  type LinkDeps,
} from "~/server/referral/links.server";
import { figuresPeriod, FiguresPeriodChoice } from "./figures-period";
import { HowItWorks } from "./how-it-works";
import { LinkForm } from "./link-form";
import { LinksList } from "./links-list";
import { QrDialog } from "./qr-dialog";
import { StatsDialog } from "./stats-dialog";
import { ListBody, useEditTarget } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/ui/panel";

const PAGE = "/admin/referral-links";
const SAVE_FAILED = "Failed to save referral link";

/** The link the QR dialog shows (?qr=<id>), drawn as the member page draws a member's. */
function linkQr(links: ReferralLinkRow[], url: URL) {
  const link = links.find((l) => String(l.id) === url.searchParams.get("qr"));
  return link
    ? { id: link.id, link: link.link, svg: renderSVG(link.link, { ecc: "M", border: 2 }) }
    : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const url = new URL(request.url);
  const period = figuresPeriod(url);
  const [list, figures] = await Promise.all([
    loadList("Failed to load referral links", () => listReferralLinks(db)),
    // The list works without its figures.
    listLinkPeriodFigures(db, period).then(Object.fromEntries, (error: unknown) => {
      console.error("referral links: figures failed", error);
      return null;
    }),
  ]);
  return { ...list, period, figures, qr: linkQr(list.items, url) };
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

const BULK_FAILED = "Failed to change the selected links";

/** Activate or pause selected: the chosen ids, back to the list as it was (its period). */
async function setSelectedActive(deps: LinkDeps, actor: Actor, request: Request, form: FormData) {
  const parsed = linksActiveSchema.safeParse({
    ids: form.getAll("ids"),
    active: form.get("intent") === "activate-selected",
  });
  if (!parsed.success) return invalidInput(parsed.error.issues, BULK_FAILED);
  const { kind } = figuresPeriod(new URL(request.url));
  return attempt({ type: "error", title: BULK_FAILED }, async () =>
    answer(await setLinksActive(deps, actor, parsed.data), {
      failure: BULK_FAILED,
      redirectTo: `${PAGE}?period=${kind}`,
    }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const deps = { db: getDb(env.DB), kv: env.KV };
  const data = await request.formData();
  const form = Object.fromEntries(data);
  const intent = String(form.intent ?? "");
  if (intent === "save") return save(deps, user, form);
  if (intent === "activate-selected" || intent === "pause-selected")
    return setSelectedActive(deps, user, request, data);

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
          <div className="space-y-4">
            <FiguresPeriodChoice period={loaderData.period} failed={loaderData.figures === null} />
            <LinksList
              links={loaderData.items}
              figures={loaderData.figures}
              period={loaderData.period}
            />
          </div>
        </ListBody>
      )}
      <HowItWorks />

      {loaderData.qr ? <QrDialog qr={loaderData.qr} /> : null}
      {statsId ? (
        <StatsDialog
          id={statsId}
          link={loaderData.items.find((l) => l.id === statsId)?.link ?? ""}
        />
      ) : null}
    </div>
  );
}
