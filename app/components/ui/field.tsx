import { createElement, useId } from "react";
import { HeadingRow } from "./heading-row";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm md:min-h-0 md:text-sm focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/40 aria-[invalid=true]:border-red-500";

type Described = { label: string; hint?: string; error?: string; id?: string; className?: string };

/**
 * The fields of a form that edits `values`: `{...field("name")}` gives a field its name, its
 * saved value and its error from the action, so the three cannot drift apart.
 */
export function bindFields<T extends object>(
  values: T | null | undefined,
  errors: Record<string, string>,
) {
  return <K extends keyof T & string>(name: K) => ({
    name,
    defaultValue: values?.[name],
    error: errors[name],
  });
}

/** The same for the form's on/off fields: `{...toggle("name")}` gives a `ToggleField` its name
 * and saved state. */
export function bindToggles<T extends object>(values: T | null | undefined) {
  return <K extends BooleanKeys<T>>(name: K) => ({ name, defaultChecked: values?.[name] === true });
}

type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

/** What a required whole number from 1 to `max` (a count, a number of days) adds to a field. */
export function wholeNumber(max: number) {
  return { type: "number", inputMode: "numeric", min: 1, max, required: true } as const;
}

/** Label, hint and error around one control, wired for screen readers. */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  className,
  children,
}: Described & {
  children: (a11y: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    className: string;
    dir: "auto";
  }) => React.ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: inputId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        className: inputClass,
        // Text typed in a right-to-left script shows right-to-left, whatever the page's direction.
        dir: "auto",
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ControlProps = {
  input: React.InputHTMLAttributes<HTMLInputElement>;
  textarea: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
  select: React.SelectHTMLAttributes<HTMLSelectElement>;
};

/** A labelled control of one element type with its hint and error (FieldFrame around it). */
function framedField<T extends keyof ControlProps>(element: T) {
  return function Field({
    label,
    hint,
    error,
    id,
    className,
    ...control
  }: Described & ControlProps[T]) {
    return (
      <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
        {(a11y) => createElement(element, { ...a11y, ...control })}
      </FieldFrame>
    );
  };
}

/** A labelled input with its hint and error. */
export const TextField = framedField("input");

/** A labelled textarea with its hint and error. */
export const TextAreaField = framedField("textarea");

/** A labelled on/off switch (a checkbox with role="switch"). */
export function ToggleField({
  label,
  hint,
  name,
  defaultChecked,
}: {
  label: string;
  hint?: string;
  name: string;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <HeadingRow
      className="py-2"
      heading={
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      }
      note={hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      end={
        <input
          id={id}
          type="checkbox"
          role="switch"
          name={name}
          defaultChecked={defaultChecked}
          // shrink-0: beside a long hint on a phone the switch kept shrinking to a sliver.
          className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-emerald-700 checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
        />
      }
    />
  );
}

/** A labelled select with its hint and error; options are its children. */
export const SelectField = framedField("select");
