/** A line icon on a 24-unit grid, drawn in the text colour. It is decoration: the control it sits
 * in carries the name. Other SVG attributes (a thinner stroke, round joins) pass through. */
export function LineIcon({
  d,
  className,
  ...svg
}: { d: string; className: string } & Omit<React.SVGProps<SVGSVGElement>, "children">) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...svg}
    >
      <path d={d} />
    </svg>
  );
}
