// The answer of a Team form, shown where the form is: the refusal, or what was done (with the
// invitation link to pass on when no email could carry it).
import { FormError } from "~/components/admin/auth-card";
import { CopyButton } from "~/components/ui/copy-button";
import type { ActionResult } from "~/schemas/action-result";

export type TeamResult = ActionResult<{ link: string }>;

export function ResultMessage({ result }: { result: TeamResult }) {
  if (!result.ok)
    return (
      <FormError message={result.toast.description ?? result.toast.title} testId="team-error" />
    );
  return (
    <div
      role="status"
      className="space-y-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="team-notice"
    >
      <p>{result.toast.title}</p>
      {result.link ? (
        <>
          <p>
            <code data-testid="invitation-link" className="font-mono break-all select-all">
              {result.link}
            </code>
          </p>
          <CopyButton text={result.link} label="Copy invitation link" />
        </>
      ) : null}
    </div>
  );
}
