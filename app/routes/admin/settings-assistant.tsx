// The Settings screen's chat assistant panel (issue 33): whether the text of questions the
// assistant could not answer is kept, and for how long. Counts are kept either way.
import { TextField, ToggleField, wholeNumber } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { MAX_MISSED_QUESTION_DAYS } from "~/schemas/settings";
import type { SettingsFields } from "./settings-fields";

export function AssistantPanel({ field, toggle }: SettingsFields) {
  return (
    <Panel title="Chat assistant" className="space-y-4">
      <ToggleField
        label="Keep the text of questions the assistant could not answer"
        {...toggle("keepMissedQuestions")}
        hint="Off: only how often each language and topic went unanswered is counted. On: visitors' own words are kept too (at most 300 characters each) and shown under Translations → Assistant gaps. Turning it off deletes the kept texts within the hour."
      />
      <TextField
        label="Days to keep those questions"
        {...field("missedQuestionDays")}
        {...wholeNumber(MAX_MISSED_QUESTION_DAYS)}
        hint={`Kept questions older than this are deleted (at most ${MAX_MISSED_QUESTION_DAYS} days).`}
      />
    </Panel>
  );
}
