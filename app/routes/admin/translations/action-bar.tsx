// The Translation Manager's bar of Auto Translate All and Save Changes. It stays in view while the
// keys scroll by, so pending edits can be saved from anywhere (under the admin's top bar on a
// phone), and names the other languages whose edits are kept unsaved.
import { Button } from "~/components/ui/button";

export function ActionBar({
  pendingCount,
  translating,
  saving,
  canTranslate,
  onTranslateAll,
  onSave,
  elsewhere,
}: {
  pendingCount: number;
  translating: boolean;
  saving: boolean;
  canTranslate: boolean;
  onTranslateAll: () => void;
  onSave: () => void;
  /** Other languages with edits kept unsaved (they are saved from their own language). */
  elsewhere: { name: string; count: number }[];
}) {
  return (
    <div
      className="sticky top-14 z-20 -mx-3 flex flex-wrap items-center justify-end gap-2 border-y border-slate-200 bg-slate-100/95 px-3 py-2 sm:-mx-6 sm:px-6 md:top-0 lg:-mx-8 lg:px-8"
      data-testid="translation-actions"
    >
      <p className="me-auto text-sm text-slate-700" aria-live="polite">
        {translating
          ? "Translating…"
          : pendingCount
            ? `${pendingCount} unsaved`
            : "No unsaved changes"}
        {elsewhere.length ? (
          <span className="block text-xs text-amber-800" data-testid="unsaved-elsewhere">
            Also unsaved: {elsewhere.map((u) => `${u.name} (${u.count})`).join(", ")}
          </span>
        ) : null}
      </p>
      <Button variant="secondary" onClick={onTranslateAll} disabled={!canTranslate || translating}>
        Auto Translate All
      </Button>
      <Button onClick={onSave} disabled={pendingCount === 0 || saving}>
        {saving ? "Saving…" : `Save Changes${pendingCount ? ` (${pendingCount})` : ""}`}
      </Button>
    </div>
  );
}
