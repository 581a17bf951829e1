type Variant = "primary" | "secondary" | "danger" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-300",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
};

/** A button's classes; padding given in `extra` ("px-2 py-1") replaces the default one (two
 * paddings on one element leave the stylesheet's order to pick, which made row actions wide). */
export function buttonClass(variant: Variant = "primary", extra = "") {
  const px = /(^|\s)px?-/.test(extra) ? "" : "px-4";
  const py = /(^|\s)py?-/.test(extra) ? "" : "py-2";
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md ${px} ${py} text-sm md:min-h-9 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
