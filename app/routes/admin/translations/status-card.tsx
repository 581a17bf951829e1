// The Translation Status card: completion bar, missing count, Translate Missing and the
// "Show only missing translations" filter (spec section 2).
import { memo } from "react";
import { CheckboxLabel } from "~/components/admin/field-checkbox";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { NO_PROVIDER } from "~/schemas/translations";
import { AUTO_TRANSLATE_OFF_NOTE } from "./use-translation-edits";
import { Panel } from "~/components/ui/panel";

// Memoized: a keystroke in the list below does not render it again.
export const StatusCard = memo(function StatusCard({
  languageName,
  percent,
  missingCount,
  hasProvider,
  autoTranslate,
  canTranslate,
  translating,
  onTranslateMissing,
  onlyMissing,
  onOnlyMissingChange,
}: {
  languageName: string;
  percent: number;
  missingCount: number;
  hasProvider: boolean;
  autoTranslate: boolean;
  canTranslate: boolean;
  translating: boolean;
  onTranslateMissing: () => void;
  onlyMissing: boolean;
  onOnlyMissingChange: (value: boolean) => void;
}) {
  return (
    <Panel title="Translation Status">
      <ProgressBar label={`${languageName} completion`} value={percent} className="mt-3" />
      <p className="mt-2 text-sm text-slate-700" data-testid="missing-count">
        {missingCount} missing in {languageName} ({percent}% complete)
      </p>
      {autoTranslate ? null : (
        <p className="mt-2 text-sm text-amber-800" data-testid="auto-translate-off">
          {AUTO_TRANSLATE_OFF_NOTE}
        </p>
      )}
      {hasProvider ? null : <p className="mt-2 text-sm text-amber-800">{NO_PROVIDER}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={onTranslateMissing}
          disabled={!canTranslate || translating}
        >
          {translating ? "Translating…" : "Translate Missing"}
        </Button>
        <CheckboxLabel checked={onlyMissing} onCheckedChange={onOnlyMissingChange}>
          Show only missing translations
        </CheckboxLabel>
      </div>
    </Panel>
  );
});
