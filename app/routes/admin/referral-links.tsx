import { useEffect, useRef } from "react";
import { Form, Link, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/referral-links";
import { formatDateTime } from "~/components/admin/format";
import { RowActions } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  clearReferralLogs,
  deleteReferralLinkStatements,
  insertReferralLink,
  listReferralLinks,
  resetReferralLink,
  updateReferralLink,
  type ReferralLinkRow,
} from "~/data/referral-links";
import { clickRate, DEFAULT_DISPLAY_LIMIT, displaysLeftTone } from "~/domain/rotation";
import { referralLinkIdSchema, referralLinkInputSchema } from "~/schemas/referral-link";
import {
  actionError,
  attempt,
  fieldErrorsFrom,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import type { loader as statsLoader } from "./referral-link-stats";

const PAGE = "/admin/referral-links";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  try {
    return { links: await listReferralLinks(getDb(getWorker(context).env.DB)), loadError: null };
  } catch (error) {
    console.error("Failed to load referral links", error);
    return { links: [] as ReferralLinkRow[], loadError: "Failed to load referral links" };
  }
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
          description: "Please enter a valid referral link URL.",
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
        if (!row)
          return actionError(
            {
              type: "error",
              title: "Failed to save referral link",
              description: "The link no longer exists.",
            },
            404,
          );
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
      if (removed.length === 0)
        return actionError(
          {
            type: "error",
            title: "Failed to delete referral link",
            description: "The link no longer exists.",
          },
          404,
        );
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

const toneClass = {
  red: "bg-red-100 text-red-800",
  yellow: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
};

export default function ReferralLinksPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  useActionToast(actionData);
  const editing = params.get("edit");
  const statsId = Number(params.get("stats")) || null;
  const current =
    editing && editing !== "new"
      ? loaderData.links.find((l) => String(l.id) === editing)
      : undefined;
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Referral Links Rotator</h1>
        {editing ? null : (
          <Link to="?edit=new" className={buttonClass("primary")}>
            Add Referral Link
          </Link>
        )}
      </div>

      {loaderData.loadError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {loaderData.loadError}. Please reload the page.
        </p>
      ) : null}

      {editing && (editing === "new" || current) ? (
        <LinkForm link={current} errors={fields} />
      ) : loaderData.loadError ? null : (
        <LinksTable links={loaderData.links} />
      )}

      <section
        aria-labelledby="how-it-works"
        className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700 shadow-sm"
      >
        <h2 id="how-it-works" className="text-lg font-semibold text-slate-900">
          How it works
        </h2>
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
      </section>

      {statsId ? (
        <StatsDialog
          id={statsId}
          link={loaderData.links.find((l) => l.id === statsId)?.link ?? ""}
        />
      ) : null}
    </div>
  );
}

function LinksTable({ links }: { links: ReferralLinkRow[] }) {
  if (links.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        No referral links found. Add your first one.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              Link
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Description
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Display Limit
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Displays Left
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {links.map((l) => (
            <tr key={l.id} data-testid="referral-row">
              <td className="max-w-xs truncate px-4 py-3 font-mono text-xs" title={l.link}>
                {l.link}
              </td>
              <td className="px-4 py-3">{l.description}</td>
              <td className="px-4 py-3">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${l.isActive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
                >
                  {l.isActive ? "Active" : "Inactive"}
                </span>
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{l.displayLimit}</td>
              <td className="px-4 py-3 text-end">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${toneClass[displaysLeftTone(l.displaysLeft, l.displayLimit)]}`}
                  data-tone={displaysLeftTone(l.displaysLeft, l.displayLimit)}
                >
                  {l.displaysLeft}
                </span>
              </td>
              <td className="px-4 py-3">
                <RowActions
                  id={l.id}
                  label={l.link}
                  confirmText="Delete this referral link and its logs?"
                >
                  <Form method="post">
                    <input type="hidden" name="id" value={l.id} />
                    <button
                      name="intent"
                      value="reset"
                      className={buttonClass("ghost", "px-2 py-1")}
                      aria-label={`Reset display count of ${l.link}`}
                    >
                      Reset
                    </button>
                  </Form>
                  <Link
                    to={`?stats=${l.id}`}
                    preventScrollReset
                    className={buttonClass("ghost", "px-2 py-1")}
                    aria-label={`View stats of ${l.link}`}
                  >
                    Stats
                  </Link>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LinkForm({ link, errors }: { link?: ReferralLinkRow; errors: Record<string, string> }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <Form
      method="post"
      className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      noValidate
    >
      <h2 className="text-lg font-semibold">{link ? "Edit Referral Link" : "Add Referral Link"}</h2>
      <input type="hidden" name="intent" value="save" />
      {link ? <input type="hidden" name="id" value={link.id} /> : null}
      <TextField
        label="Link URL"
        name="link"
        type="url"
        required
        defaultValue={link?.link}
        error={errors.link}
        placeholder="https://"
      />
      <TextField
        label="Description"
        name="description"
        defaultValue={link?.description}
        error={errors.description}
      />
      <TextField
        label="Display Limit"
        name="displayLimit"
        type="number"
        min={1}
        step={1}
        defaultValue={link?.displayLimit ?? DEFAULT_DISPLAY_LIMIT}
        hint="How many visitors this link is shown to before it is exhausted (at least 1)."
      />
      <div className="flex items-center gap-2">
        <input type="hidden" name="isActive" value="false" />
        <input
          id="link-active"
          type="checkbox"
          name="isActive"
          defaultChecked={link?.isActive ?? true}
          className="h-4 w-4 accent-emerald-600"
        />
        <label htmlFor="link-active" className="text-sm font-medium">
          Active
        </label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : link ? "Update Link" : "Add Link"}
        </Button>
        <Link to="." className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function StatsDialog({ id, link }: { id: number; link: string }) {
  const fetcher = useFetcher<typeof statsLoader>();
  const ref = useRef<HTMLDialogElement>(null);
  const [, setParams] = useSearchParams();
  const load = fetcher.load;
  useEffect(() => {
    load(`/admin/referral-links/${id}/stats`);
  }, [id, load]);
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  const close = () =>
    setParams(
      (p) => {
        p.delete("stats");
        return p;
      },
      { preventScrollReset: true },
    );
  const stats = fetcher.data && "displays" in fetcher.data ? fetcher.data : null;
  const failed = fetcher.data && "error" in fetcher.data;

  return (
    <dialog
      ref={ref}
      onClose={close}
      aria-labelledby="stats-title"
      className="m-auto w-full max-w-2xl rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="stats-title" className="text-lg font-semibold">
              Link statistics
            </h2>
            <p className="font-mono text-xs break-all text-slate-500">{link}</p>
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className={buttonClass("ghost", "px-2 py-1")}
            aria-label="Close"
          >
            ×
          </button>
        </div>
        {failed ? (
          <p role="alert" className="text-red-700">
            Failed to load link logs
          </p>
        ) : null}
        {!stats && !failed ? <p>Loading...</p> : null}
        {stats ? (
          <>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Total displays</dt>
                <dd className="text-2xl font-bold" data-testid="stats-displays">
                  {stats.displays}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Total clicks</dt>
                <dd className="text-2xl font-bold" data-testid="stats-clicks">
                  {stats.clicks}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Click rate</dt>
                <dd className="text-2xl font-bold" data-testid="stats-rate">
                  {clickRate(stats.clicks, stats.displays)}
                </dd>
              </div>
            </dl>
            <div className="flex items-center justify-between">
              <h3 className="font-medium">Activity log</h3>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => load(`/admin/referral-links/${id}/stats`)}
                >
                  Refresh
                </Button>
                <Form method="post">
                  <input type="hidden" name="id" value={id} />
                  <Button type="submit" variant="secondary" name="intent" value="clear-logs">
                    Clear logs
                  </Button>
                </Form>
              </div>
            </div>
            {stats.logs.length === 0 ? (
              <p className="text-sm text-slate-500">No activity yet.</p>
            ) : (
              <div className="max-h-80 overflow-y-auto rounded border border-slate-200">
                <table className="min-w-full text-sm">
                  <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-start">
                        Date/time
                      </th>
                      <th scope="col" className="px-3 py-2 text-start">
                        Action
                      </th>
                      <th scope="col" className="px-3 py-2 text-start">
                        Page
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {stats.logs.map((log) => (
                      <tr key={log.id}>
                        <td className="px-3 py-2">{formatDateTime(log.createdAt)}</td>
                        <td className="px-3 py-2">{log.action}</td>
                        <td className="px-3 py-2 font-mono text-xs">{log.page}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        ) : null}
      </div>
    </dialog>
  );
}
