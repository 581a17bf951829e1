// What the member page's forms share: a labelled input, and the server's answer under a form read
// out in the page's language.
import { useI18n } from "~/components/i18n-provider";
import type { ActionResult } from "~/schemas/action-result";
import { say } from "./say";

const INPUT =
  "block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base";

/** A text input with its label above it; `className` adds to the input's own classes. */
export function MemberField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} {...input} className={className ? `${className} ${INPUT}` : INPUT} />
    </>
  );
}

/** The answer to a form, when there is one: a status when it worked, an alert when not. */
export function MemberAnswer({ answer, id }: { answer: ActionResult | null; id?: string }) {
  const { t } = useI18n();
  if (!answer) return null;
  return (
    <p
      id={id}
      role={answer.ok ? "status" : "alert"}
      className={answer.ok ? "text-emerald-800" : "text-red-700"}
    >
      {say(t, answer.toast.title)}
    </p>
  );
}
