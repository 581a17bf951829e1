// The answer of a My Account form, shown beside it: the refusal, or what was done.
import { FormError, Notice } from "~/components/admin/auth-card";
import type { ActionResult } from "~/schemas/action-result";

export type AccountResult = ActionResult<{ codes: string[] }>;

export function AccountMessage({ result }: { result: AccountResult }) {
  if (!result.ok)
    return (
      <FormError message={result.toast.description ?? result.toast.title} testId="account-error" />
    );
  return <Notice testId="account-notice">{result.toast.title}</Notice>;
}
