import { getLanguage, isLanguageCode } from "~/i18n/languages";
import { Form } from "react-router";
import { formatDate } from "~/components/admin/format";
import { DeleteButton } from "~/components/admin/row-actions";
import { Button, buttonClass } from "~/components/ui/button";
import { CARD } from "~/components/ui/panel";
import type { PresentationRow } from "~/data/presentations";

const languageName = (code: string) => (isLanguageCode(code) ? getLanguage(code).name : code);

/** A presentation as the grid shows it, with the signed address of its file. */
export type Item = Pick<
  PresentationRow,
  "id" | "title" | "language" | "fileName" | "createdAt" | "status"
> & {
  url: string | null;
};

/** The presentations by review state: waiting (when any), published, rejected (when any). */
export function PresentationLists({ items }: { items: Item[] }) {
  const pending = items.filter((p) => p.status === "pending");
  const published = items.filter((p) => p.status === "approved");
  // Rejected visitor uploads stay listed until deleted (which removes their stored files).
  const rejected = items.filter((p) => p.status === "rejected");
  return (
    <>
      {pending.length > 0 ? (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title" className="text-lg font-semibold">
            Waiting for review ({pending.length})
          </h2>
          <PresentationGrid items={pending} review />
        </section>
      ) : null}

      <section aria-labelledby="published-title">
        <h2 id="published-title" className="text-lg font-semibold">
          Published
        </h2>
        {published.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No presentations available yet
          </p>
        ) : (
          <PresentationGrid items={published} />
        )}
      </section>

      {rejected.length > 0 ? (
        <section aria-labelledby="rejected-title">
          <h2 id="rejected-title" className="text-lg font-semibold">
            Rejected ({rejected.length})
          </h2>
          <p className="text-sm text-slate-600">
            Not shown on the site. Deleting one also deletes its stored file.
          </p>
          <PresentationGrid items={rejected} />
        </section>
      ) : null}
    </>
  );
}

export function PresentationGrid({ items, review = false }: { items: Item[]; review?: boolean }) {
  return (
    <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((p) => (
        <li key={p.id} className={`flex flex-col ${CARD}`} data-testid="presentation-card">
          <h3 className="font-semibold">{p.title}</h3>
          <p className="text-sm text-slate-600">{languageName(p.language)}</p>
          <p className="truncate text-xs text-slate-500" title={p.fileName}>
            {p.fileName}
          </p>
          <p className="text-xs text-slate-500">Added {formatDate(p.createdAt)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {p.url ? (
              <a
                href={p.url}
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "px-3 py-1")}
              >
                View<span className="sr-only"> {p.title} (opens in a new tab)</span>
              </a>
            ) : (
              <button type="button" disabled className={buttonClass("secondary", "px-3 py-1")}>
                URL Unavailable
              </button>
            )}
            {review ? (
              <>
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <Button type="submit" name="intent" value="approve" className="px-3 py-1">
                    Approve
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={p.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    name="intent"
                    value="reject"
                    className="px-3 py-1"
                  >
                    Reject
                  </Button>
                </Form>
              </>
            ) : null}
            <DeleteButton id={p.id} label={p.title} confirmText={`Delete “${p.title}”?`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
