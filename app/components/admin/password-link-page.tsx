// The page a one-time link opens to choose a password (reset, invitation): the form; after it,
// the card that leads to sign-in; for a link that is used up or expired, why and what to do.
import { Form } from "react-router";
import { asActionResult } from "~/schemas/action-result";
import { AuthCard, FormError, refusalOf, SignInNextCard, SubmitButton } from "./auth-card";

export function PasswordLinkPage({
  link,
  actionData,
  title,
  intro,
  submit,
  invalid,
  done,
  children,
}: {
  /** The loader's answer: whether the link may be used. */
  link: { ok: true } | { ok: false; error: string };
  actionData: unknown;
  title: string;
  intro?: React.ReactNode;
  submit: { label: string; busyLabel: string };
  invalid: { title: string; next: React.ReactNode };
  done: { title: string; text: string };
  /** The form's fields. */
  children: React.ReactNode;
}) {
  if (asActionResult(actionData)?.ok) {
    return <SignInNextCard title={done.title}>{done.text}</SignInNextCard>;
  }
  if (!link.ok) {
    return (
      <AuthCard title={invalid.title}>
        <FormError message={link.error} />
        {invalid.next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      {intro}
      <Form method="post" className="space-y-4">
        {children}
        <FormError message={refusalOf(actionData)} />
        <SubmitButton busyLabel={submit.busyLabel}>{submit.label}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
