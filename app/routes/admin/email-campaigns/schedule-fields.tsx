import { TextField } from "~/components/ui/field";

/** The date and time a campaign goes out, entered in the admin's own time zone (the browser's);
 * the server turns it into UTC with the zone the form sends along. */
export function SendAtField({
  value,
  onChange,
  timeZone,
  label = "Send at",
}: {
  value: string;
  onChange: (value: string) => void;
  timeZone: string | null;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={
        timeZone
          ? `In your time zone, ${timeZone}. Recipients are chosen when it starts (within 5 minutes of this time).`
          : "In your time zone."
      }
    />
  );
}

/** "Send now" or "Schedule for later", as one labelled group of radio buttons. */
export function WhenChoice({
  when,
  onChange,
}: {
  when: "now" | "later";
  onChange: (when: "now" | "later") => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">When to send</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {(
          [
            ["now", "Send now"],
            ["later", "Schedule for later"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm md:min-h-0">
            <input
              type="radio"
              name="campaign-when"
              value={value}
              checked={when === value}
              onChange={() => onChange(value)}
              className="accent-emerald-600"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
