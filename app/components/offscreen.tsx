// Content the browser may skip laying out and painting until it nears the viewport
// (`content-visibility: auto`), sized meanwhile by its last rendered size or an estimate. It stays
// in the HTML, the accessibility tree and in-page search (issue 34: complex scripts' layout is the
// largest main-thread work on a slow phone; decision 0053).

/** For an element that is itself the box: a page section, or a card of a list. */
export const OFFSCREEN = {
  section: "[contain-intrinsic-size:auto_32rem] [content-visibility:auto]",
  card: "[contain-intrinsic-size:auto_16rem] [content-visibility:auto]",
} as const;

export function Offscreen({ children }: { children: React.ReactNode }) {
  return <div className={OFFSCREEN.section}>{children}</div>;
}
