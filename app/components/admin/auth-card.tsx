// The frame of the back-office pages a person sees before being signed in (second step,
// invitation, lost password): the same card as the sign-in screen, readable at 360 px.
import { Link, useNavigation } from "react-router";
import { Logo } from "~/components/logo";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { asActionResult } from "~/schemas/action-result";

export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-8"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-2">
          <Logo className="h-8 w-8" />
          <span className="text-lg font-bold">Waymark Admin</span>
        </div>
        <h1 className="mt-6 text-xl font-semibold">{title}</h1>
        <div className="mt-4 space-y-4">{children}</div>
      </div>
    </main>
  );
}

/** The last card of a link's journey (password changed, account created): what happened, and
 * the way to the sign-in screen. */
export function SignInNextCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <AuthCard title={title}>
      <Notice>{children}</Notice>
      <Link to="/admin" className="inline-block text-emerald-700 underline">
        Go to sign-in
      </Link>
    </AuthCard>
  );
}

/** The card's full-width submit button, disabled while the form is posting (then saying
 * `busyLabel`, when given). */
export function SubmitButton({
  busyLabel,
  children,
}: {
  busyLabel?: string;
  children: React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/** The email an admin account signs in with (sign-in, lost password). */
export function AccountEmailField() {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      required
      maxLength={254}
    />
  );
}

/** The refusal an action answered (its ActionResult), as the card's form shows it. */
export function refusalOf(actionData: unknown): string | undefined {
  const result = asActionResult(actionData);
  return result && !result.ok ? (result.toast.description ?? result.toast.title) : undefined;
}

/** A form's refusal, beside it (also the account and team forms'; `testId` names which). */
export function FormError({
  message,
  testId = "form-error",
}: {
  message?: string;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
      data-testid={testId}
    >
      {message}
    </p>
  );
}

export function Notice({
  children,
  testId = "form-notice",
}: {
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <p
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** The QR code and the secret of a TOTP set-up. */
export function TotpSetupView({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (for example Google Authenticator, Authy,
        1Password or Aegis), or type the secret into it. Then enter the 6-digit code it shows.
      </p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto h-48 w-48 [&>svg]:h-full [&>svg]:w-full"
        // The SVG is generated on the server from our own otpauth URI by uqr.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm">
        <span className="text-slate-600">Secret: </span>
        <code data-testid="totp-secret" className="font-mono break-all select-all">
          {secret.replace(/(.{4})/g, "$1 ").trim()}
        </code>
      </p>
    </div>
  );
}

/** Recovery codes, shown once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Keep these 10 recovery codes somewhere safe. Each one signs you in once if you lose your
        phone. They are shown only now.
      </p>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

/** The six digits an authenticator app shows (set-up, new recovery codes). */
export function TotpCodeField({ label = "6-digit code" }: { label?: string }) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={6}
      pattern="[0-9]{6}"
    />
  );
}
