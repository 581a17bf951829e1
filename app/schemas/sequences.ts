// Welcome sequences (issue 35): the inputs of the Sequences screen's forms, shared by the forms,
// the route's action and the operations in app/server/email/sequences.server.ts.
import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";
import { requiredText } from "./text";

const id = (message: string) => z.coerce.number().int().positive(message);
const languageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: "Choose a language.",
});
/** An unticked checkbox sends nothing; a ticked one "on". */
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
const optionalHour = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? null : v),
  z.coerce
    .number()
    .int()
    .min(0, "Use an hour from 0 to 24.")
    .max(24, "Use an hour from 0 to 24.")
    .nullable(),
);

export const SEQUENCE_TRIGGERS = ["signup", "import", "manual"] as const;
export type SequenceTrigger = (typeof SEQUENCE_TRIGGERS)[number];

/** A sequence's own fields: a new one, or an edit of `id`. */
export const sequenceSaveSchema = z
  .object({
    id: z.preprocess((v) => v || undefined, id("Unknown sequence.").optional()),
    name: requiredText("Give the sequence a name.", 200),
    trigger: z.enum(SEQUENCE_TRIGGERS, { error: "Choose when contacts join the sequence." }),
    windowStartHour: optionalHour,
    windowEndHour: optionalHour,
  })
  .refine((v) => (v.windowStartHour === null) === (v.windowEndHour === null), {
    message: "Give both hours of the send window, or neither.",
    path: ["windowEndHour"],
  })
  .refine(
    (v) =>
      v.windowStartHour === null || v.windowEndHour === null || v.windowStartHour < v.windowEndHour,
    { message: "The window must end after it starts.", path: ["windowEndHour"] },
  );
export type SequenceSave = z.infer<typeof sequenceSaveSchema>;

export const DELAY_UNITS = ["hours", "days"] as const;

/** A step: its delay after the previous step, its conditions and its text in one language (the
 * screen edits one language at a time; English first). */
export const stepSaveSchema = z.object({
  sequenceId: id("Unknown sequence."),
  stepId: z.preprocess((v) => v || undefined, id("Unknown step.").optional()),
  delay: z.coerce
    .number({ error: "Give the delay as a whole number." })
    .int("Give the delay as a whole number.")
    .min(0, "The delay cannot be negative.")
    .max(365, "Use at most 365."),
  delayUnit: z.enum(DELAY_UNITS, { error: "Choose hours or days." }),
  onlyIfNotJoined: checkbox,
  /** Languages the step is for; none ticked is every language. */
  languages: z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(languageCode).max(LANGUAGE_CODES.length),
  ),
  language: languageCode,
  subject: requiredText("Enter the email's subject.", 300),
  body: requiredText("Enter the email's text.", 50_000),
});
export type StepSave = z.infer<typeof stepSaveSchema>;

/** A sequence a button (start, pause, stop, delete) is for. */
export const sequenceIdSchema = z.object({ id: id("Unknown sequence.") });
export type SequenceId = z.infer<typeof sequenceIdSchema>;

/** A step a button (delete) is for. */
export const stepIdSchema = z.object({
  sequenceId: id("Unknown sequence."),
  stepId: id("Unknown step."),
});
export type StepId = z.infer<typeof stepIdSchema>;

/** Enrol a contact by hand (the Contacts screen). */
export const enrolContactSchema = z.object({
  contactId: id("Unknown contact."),
  sequenceId: id("Choose a sequence."),
});
export type EnrolContact = z.infer<typeof enrolContactSchema>;

/** A test send of the whole sequence in one language to a typed address. */
export const sequenceTestSendSchema = z.object({
  id: id("Unknown sequence."),
  language: languageCode,
  to: z.string().trim().pipe(z.email("Enter a valid email address.")),
});
export type SequenceTestSend = z.infer<typeof sequenceTestSendSchema>;
