import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { AdminTable } from "~/components/admin/admin-table";
import { DeleteButton } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { fieldErrorsOf, ListBody } from "~/components/admin/list-screen";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/panel";
import { contactFilterOptions, listContactsPage, type ContactListRow } from "~/data/contact-list";
import { getDb } from "~/data/db";
import {
  contactListQuerySchema,
  deleteContactSchema,
  liftSuppressionSchema,
} from "~/schemas/contacts";
import { actionError, answer, attempt, invalidInput } from "~/server/admin/action-results.server";
import type { Outcome } from "~/server/admin/outcome";
import { requireAdmin } from "~/server/auth/auth.server";
import { deleteContact, liftContactSuppression } from "~/server/email/contacts.server";
import { enrolContactByHand } from "~/server/email/sequence-enrol.server";
import { runningSequences } from "~/data/sequences";
import { enrolContactSchema } from "~/schemas/sequences";
import { getWorker } from "~/server/http/context";
import { ContactFilters } from "./contact-filters";
import { ContactStatusCell } from "./contact-status";
import { EnrolForm } from "./enrol-form";
import { LiftSuppressionDialog } from "./lift-dialog";

const PAGE = "/admin/contacts";
const LIST_PARAMS = new Set(["q", "language", "country", "status", "after"]);

// /admin/contacts – the email contacts: search, filters, keyset pages, each contact's status
// (with the date and reason of a suppression), delete, and "lift suppression" with a reason.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = getDb(getWorker(context).env.DB);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = contactListQuerySchema.parse(params);
  try {
    const [page, options, sequences] = await Promise.all([
      listContactsPage(db, query),
      contactFilterOptions(db),
      runningSequences(db),
    ]);
    return { query, ...page, options, sequences, loadError: null };
  } catch (error) {
    console.error("Failed to load contacts", error);
    return {
      query,
      rows: [] as ContactListRow[],
      next: null,
      options: { languages: [], countries: [] },
      sequences: [],
      loadError: "Failed to load contacts",
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const deps = { db: getDb(getWorker(context).env.DB) };
  const form = Object.fromEntries(await request.formData());
  const back = backToList(request);
  // A change's answer: back to the same list with its toast, or `failure` with why.
  const change = (
    failure: string,
    success: string | undefined,
    run: () => Promise<Outcome<unknown>>,
  ) =>
    attempt({ type: "error", title: failure }, async () =>
      answer(await run(), { failure, success, redirectTo: back }),
    );
  if (form.intent === "lift") {
    const parsed = liftSuppressionSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error.issues, "Suppression not lifted");
    return change("Suppression not lifted", "Suppression lifted", () =>
      liftContactSuppression(deps, user, parsed.data),
    );
  }
  if (form.intent === "delete") {
    const parsed = deleteContactSchema.safeParse(form);
    if (!parsed.success)
      return actionError(
        { type: "error", title: "Delete failed", description: "Unknown contact." },
        400,
      );
    return change("Delete failed", "Contact deleted", () => deleteContact(deps, user, parsed.data));
  }
  if (form.intent === "enrol") {
    const parsed = enrolContactSchema.safeParse(form);
    if (!parsed.success) return invalidInput(parsed.error.issues, "Not added to the sequence");
    return change("Not added to the sequence", undefined, () =>
      enrolContactByHand(deps, user, parsed.data),
    );
  }
  return actionError({ type: "error", title: "Error", description: "Unknown action." }, 400);
}

/** Back to the same search and page (the request's own URL is the data request's). */
function backToList(request: Request) {
  const kept = new URLSearchParams();
  for (const [key, value] of new URL(request.url).searchParams)
    if (LIST_PARAMS.has(key) && value) kept.set(key, value);
  return kept.size ? `${PAGE}?${kept}` : PAGE;
}

export const meta: Route.MetaFunction = () => [{ title: "Contacts | Waymark Admin" }];

export default function ContactsPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { rows, next, query, options, sequences, loadError } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const liftId = Number(params.get("lift"));
  const lifting = rows.find((r) => r.id === liftId && r.suppressed);
  const withParams = (change: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) p.delete(key);
      else p.set(key, value);
    }
    return `?${p.toString()}`;
  };

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader title="Contacts" />
      <ContactFilters query={query} options={options} />
      <ListBody
        loadError={loadError}
        count={rows.length}
        empty={
          query.q || query.language || query.country || query.status !== "all"
            ? "No contacts match this search and these filters."
            : "No contacts yet. Import them on the Email Campaigns screen."
        }
      >
        <AdminTable<ContactListRow>
          label="Contacts"
          rows={rows}
          testId={(c) => `contact-${c.email}`}
          actions={(c) => (
            <ContactActions
              contact={c}
              sequences={sequences}
              liftHref={withParams({ lift: String(c.id) })}
            />
          )}
          columns={[
            {
              header: "Name",
              cell: (c) => `${c.name} ${c.surname}`.trim() || "(no name)",
            },
            { header: "Email", cell: (c) => <span className="break-all">{c.email}</span> },
            { header: "Language", cell: (c) => c.language || "Unknown" },
            { header: "Country", cell: (c) => c.country || "Unknown" },
            { header: "Status", cell: (c) => <ContactStatusCell contact={c} /> },
          ]}
        />
      </ListBody>
      <nav aria-label="Contact pages" className="flex flex-wrap gap-2">
        {query.after ? (
          <Link to={withParams({ after: null, lift: null })} className={buttonClass("secondary")}>
            First page
          </Link>
        ) : null}
        {next ? (
          <Link to={withParams({ after: next, lift: null })} className={buttonClass("secondary")}>
            Next page
          </Link>
        ) : null}
      </nav>
      {lifting ? (
        <LiftSuppressionDialog
          contact={lifting}
          error={fieldErrorsOf(actionData).reason}
          onClose={() => navigate(withParams({ lift: null }), { preventScrollReset: true })}
        />
      ) : null}
    </div>
  );
}

/** A contact's buttons: Lift suppression (opens the dialog at `liftHref`), add to a sequence,
 * Delete. */
function ContactActions({
  contact: c,
  sequences,
  liftHref,
}: {
  contact: ContactListRow;
  sequences: React.ComponentProps<typeof EnrolForm>["sequences"];
  liftHref: string;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {c.suppressed ? (
        <Link
          to={liftHref}
          preventScrollReset
          className={buttonClass("secondary", "px-3 py-1")}
          aria-label={`Lift suppression of ${c.email}`}
        >
          Lift suppression
        </Link>
      ) : null}
      {c.subscribed && !c.suppressed ? <EnrolForm contact={c} sequences={sequences} /> : null}
      <DeleteButton
        id={c.id}
        label={c.email}
        confirmText={`Delete ${c.email}? Any campaign email still waiting for this contact is not sent.`}
      />
    </div>
  );
}
