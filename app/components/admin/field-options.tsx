// The options of a select, from a list of values and their labels.

export type SelectOption = { value: string | number; label: string };

/** One `<option>` per pair, in order (inside a SelectField or a plain select). */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
