// The answer of a My Account form, shown beside it: the refusal, or what was done.
import type { ActionResult } from "~/schemas/action-result";

export type AccountResult = ActionResult<{ codes: string[] }>;

export function AccountMessage({ result }: { result: AccountResult }) {
  if (!result.ok)
    return (
      <p
        role="alert"
        className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        data-testid="account-error"
      >
        {result.toast.description ?? result.toast.title}
      </p>
    );
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
      data-testid="account-notice"
    >
      {result.toast.title}
    </p>
  );
}
