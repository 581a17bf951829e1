// A checkbox and its text in one label, for a choice that acts at once (a filter, a consent
// box) rather than a field of a saved form (those are ToggleField).

type CheckboxProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "type" | "checked" | "onChange" | "className"
>;

/** A controlled checkbox inside its label, so the whole text is the click target. `wraps`: the
 * text runs over several lines, and the box stays beside the first. */
export function CheckboxLabel({
  checked,
  onCheckedChange,
  wraps = false,
  children,
  ...input
}: CheckboxProps & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  wraps?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className={wraps ? "flex items-start gap-2 text-sm" : "flex items-center gap-2 text-sm"}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className={wraps ? "mt-1 accent-emerald-600" : "accent-emerald-600"}
        {...input}
      />
      {children}
    </label>
  );
}
