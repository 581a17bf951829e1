// Posting an accepted contact list to /admin/email-campaigns/import, in parts of
// IMPORT_PART_SIZE so the tab can show how far it got. Every part carries the same consent time
// and the operator's words for where these people agreed.
import { CONTACT_HEADER, toCsvRaw, type Contact } from "~/domain/formats/csv";
import type { ActionResult } from "~/schemas/action-result";

/** Contacts per request when saving: large files go in parts so progress can be shown. */
export const IMPORT_PART_SIZE = 1000;

export type ImportProgress = { saved: number; total: number };

type PartAnswer = ActionResult<{ saved: number }> | null;

/** Saves every part in turn; the first refused part stops it, saying how many were saved. */
export async function saveContactParts(
  contacts: Contact[],
  consent: { fileName: string; consentNote: string },
  onProgress: (progress: ImportProgress) => void,
): Promise<{ ok: true; saved: number } | { ok: false; title: string; description: string }> {
  const parts = Math.ceil(contacts.length / IMPORT_PART_SIZE);
  const consentAt = Date.now();
  let saved = 0;
  const savedBefore = () =>
    saved ? ` (${saved} of ${contacts.length} were saved before this.)` : "";
  onProgress({ saved, total: contacts.length });
  try {
    for (let part = 1; part <= parts; part++) {
      const slice = contacts.slice((part - 1) * IMPORT_PART_SIZE, part * IMPORT_PART_SIZE);
      const csv = toCsvRaw([
        [...CONTACT_HEADER],
        ...slice.map((c) => CONTACT_HEADER.map((h) => c[h])),
      ]);
      const res = await fetch("/admin/email-campaigns/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...consent, consent: true, csv, part, parts, consentAt }),
      });
      const result = (await res.json().catch(() => null)) as PartAnswer;
      if (!result?.ok)
        return {
          ok: false,
          title: result?.toast.title ?? "Error",
          description: `${result?.toast.description ?? "Failed to save contacts to database"}${savedBefore()}`,
        };
      saved += result.saved ?? slice.length;
      onProgress({ saved, total: contacts.length });
    }
    return { ok: true, saved };
  } catch {
    return {
      ok: false,
      title: "Error",
      description: `Failed to save contacts to database${savedBefore()}`,
    };
  }
}
