// A step's form: its delay after the previous step, its conditions, and its text in one language
// (English first; the others fall back to it).
import { Form } from "react-router";
import { LanguageCheckboxes } from "~/components/language-checkboxes";
import { Button } from "~/components/ui/button";
import { LanguageSelect } from "~/components/admin/language-select";
import { bindFields, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import type { StepRow } from "~/data/sequences";
import type { FieldErrors } from "~/schemas/action-result";
import { LANGUAGES } from "~/i18n/languages";

const STEP_LANGUAGES = LANGUAGES.map((l) => ({ code: l.code, label: l.name }));

export function StepForm({
  sequenceId,
  step,
  errors,
}: {
  sequenceId: number;
  step?: StepRow;
  errors: FieldErrors;
}) {
  const days = step && step.delayHours % 24 === 0 && step.delayHours > 0;
  const english = step?.texts.find((t) => t.language === "en");
  const text = bindFields(english, errors);
  return (
    <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save-step" />
      <input type="hidden" name="sequenceId" value={sequenceId} />
      {step ? <input type="hidden" name="stepId" value={step.id} /> : null}
      <TextField
        label="Delay after the previous step"
        name="delay"
        type="number"
        min={0}
        max={365}
        defaultValue={step ? (days ? step.delayHours / 24 : step.delayHours) : 1}
        error={errors.delay}
        hint="The first step counts from when the contact joins the sequence."
      />
      <SelectField label="Unit" name="delayUnit" defaultValue={days ? "days" : "hours"}>
        <option value="hours">Hours</option>
        <option value="days">Days</option>
      </SelectField>
      <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="onlyIfNotJoined" defaultChecked={step?.onlyIfNotJoined} />
        Only to contacts who have not clicked Join yet
      </label>
      <LanguageCheckboxes
        legend="Only for these languages (none ticked: every language)"
        languages={STEP_LANGUAGES}
        checked={step?.languages ?? []}
        className="sm:col-span-2"
      />
      <LanguageSelect
        label="Text language"
        name="language"
        defaultValue="en"
        error={errors.language}
      />
      <TextField label="Subject" {...text("subject")} required maxLength={300} />
      <TextAreaField
        label="Text"
        {...text("body")}
        required
        rows={6}
        className="sm:col-span-2"
        hint="Placeholders: {name}, {surname}, {email}, {country}, {language}. Links to the site carry the step and the contact's sponsor."
      />
      <div className="sm:col-span-2">
        <Button type="submit">{step ? "Save step" : "Add step"}</Button>
      </div>
    </Form>
  );
}
