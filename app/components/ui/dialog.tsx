// A modal dialog on the native <dialog> element: showModal() keeps focus inside and Escape
// closes it; a click on the backdrop closes it too; focus returns to what opened it. Full width
// on a phone, with its content scrolling inside.
import { useEffect, useId, useRef } from "react";
import { buttonClass } from "./button";
import { HeadingRow } from "./heading-row";

export function Dialog({
  title,
  subtitle,
  onClose,
  children,
  className = "max-w-2xl",
  ...rest
}: {
  title: string;
  subtitle?: React.ReactNode;
  /** Called once the dialog has closed (Escape, the close button or the backdrop). */
  onClose: () => void;
  children: React.ReactNode;
  className?: string;
} & Omit<React.DialogHTMLAttributes<HTMLDialogElement>, "title">) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    // A click lands on the <dialog> itself only outside its content box, i.e. on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape closes it natively
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}
      {...rest}
    >
      <div className="space-y-4 p-4 sm:p-6">
        <HeadingRow
          heading={
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
          }
          note={
            subtitle ? <div className="text-xs break-all text-slate-500">{subtitle}</div> : null
          }
          end={
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className={buttonClass("ghost", "shrink-0 px-3 text-lg")}
              aria-label="Close"
            >
              ×
            </button>
          }
        />
        {children}
      </div>
    </dialog>
  );
}
