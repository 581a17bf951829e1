// The proofs as a table; a thumbnail opens the larger viewer (spec section 2).
import { useRef, useState } from "react";
import { RowActions } from "~/components/admin/row-actions";
import { Button } from "~/components/ui/button";
import type { Item } from "./proof-form";

export function ProofTable({ items }: { items: Item[] }) {
  const viewer = useRef<HTMLDialogElement>(null);
  const [viewing, setViewing] = useState<Item | null>(null);
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                Image
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                Description
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((p) => (
              <tr key={p.id} data-testid="proof-row">
                <td className="px-4 py-3">
                  <button
                    type="button"
                    onClick={() => {
                      setViewing(p);
                      viewer.current?.showModal();
                    }}
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
                </td>
                <td className="px-4 py-3">{p.description}</td>
                <td className="px-4 py-3">
                  <RowActions id={p.id} label={p.description} confirmText="Delete this image?" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dialog
        ref={viewer}
        onClose={() => setViewing(null)}
        aria-label={viewing?.description ?? "Image viewer"}
        className="m-auto max-w-3xl rounded-xl p-0 backdrop:bg-slate-900/70"
      >
        {viewing ? (
          <figure>
            <img
              src={viewing.src}
              alt={viewing.description}
              className="max-h-[80vh] w-full object-contain"
            />
            <figcaption className="flex items-center justify-between gap-4 p-3 text-sm">
              {viewing.description}
              <Button variant="secondary" onClick={() => viewer.current?.close()}>
                Close
              </Button>
            </figcaption>
          </figure>
        ) : null}
      </dialog>
    </>
  );
}
