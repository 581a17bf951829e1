// The proofs as a table (cards on a phone); a thumbnail opens the larger viewer (spec section 2).
import { contentLanguageName } from "~/components/admin/language-select";
import { useState } from "react";
import { AdminTable } from "~/components/admin/admin-table";
import { RowActions } from "~/components/admin/row-actions";
import { Dialog } from "~/components/ui/dialog";
import type { Item } from "./proof-form";

export function ProofTable({ items }: { items: Item[] }) {
  const [viewing, setViewing] = useState<Item | null>(null);
  return (
    <>
      <AdminTable
        label="Earnings proof images"
        rows={items}
        testId="proof-row"
        actions={(p) => (
          <RowActions id={p.id} label={p.description} confirmText="Delete this image?" />
        )}
        columns={[
          {
            header: "Image",
            cell: (p) => (
              <button
                type="button"
                onClick={() => setViewing(p)}
                className="block overflow-hidden rounded border border-slate-200"
                aria-label={`View larger: ${p.description}`}
              >
                <img
                  src={p.src}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  className="h-18 w-24 object-cover"
                />
              </button>
            ),
          },
          { header: "Description", cell: (p) => p.description },
          { header: "Language", cell: (p) => contentLanguageName(p.language) },
        ]}
      />
      {viewing ? (
        <Dialog title={viewing.description} onClose={() => setViewing(null)} className="max-w-3xl">
          <img
            src={viewing.src}
            alt={viewing.description}
            className="max-h-[70vh] w-full object-contain"
          />
        </Dialog>
      ) : null}
    </>
  );
}
