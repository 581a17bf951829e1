// "Change your password": the form every signed-in person has on My Account, and the owner on the
// Settings screen's Admin Account card. The action is app/server/auth/change-password.server.ts.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CHANGE_PASSWORD, PASSWORD_MIN_LENGTH } from "~/schemas/admin";

/** A new password and its confirmation: the change form, a reset link and an invitation. */
export function NewPasswordFields({
  name = "password",
  label = "New password",
  confirmLabel = "Confirm new password",
  errors = {},
}: {
  name?: string;
  label?: string;
  confirmLabel?: string;
  errors?: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
        error={errors[name]}
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}

export function ChangePasswordForm({ errors }: { errors: Record<string, string> }) {
  const navigation = useNavigation();
  const changing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === CHANGE_PASSWORD;
  return (
    <Form method="post" className="space-y-3" aria-label="Change your password">
      <input type="hidden" name="intent" value={CHANGE_PASSWORD} />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields name="newPassword" errors={errors} />
      <Button type="submit" variant="secondary" disabled={changing}>
        {changing ? "Changing…" : "Change password"}
      </Button>
    </Form>
  );
}
