import { Form } from "react-router";
import { LocalTime } from "~/components/admin/local-time";
import { DeleteButton } from "~/components/admin/row-actions";
import { Button, buttonClass } from "~/components/ui/button";
import { CARD } from "~/components/ui/panel";
import type { PresentationRow } from "~/data/presentations";
import { TitledSection } from "~/components/titled-section";
import { languageName } from "~/components/admin/language-name";

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
        <TitledSection
          id="pending-title"
          title={`Waiting for review (${pending.length})`}
          titleClassName="text-lg font-semibold"
        >
          <PresentationGrid items={pending} review />
        </TitledSection>
      ) : null}

      <TitledSection id="published-title" title="Published" titleClassName="text-lg font-semibold">
        {published.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            No presentations available yet
          </p>
        ) : (
          <PresentationGrid items={published} />
        )}
      </TitledSection>

      {rejected.length > 0 ? (
        <TitledSection
          id="rejected-title"
          title={`Rejected (${rejected.length})`}
          titleClassName="text-lg font-semibold"
        >
          <p className="text-sm text-slate-600">
            Not shown on the site. Deleting one also deletes its stored file.
          </p>
          <PresentationGrid items={rejected} />
        </TitledSection>
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
          <p className="text-xs text-slate-500">
            Added <LocalTime at={p.createdAt} style="date" />
          </p>
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
