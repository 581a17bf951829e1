// A part of a page whose code the browser fetches only when the visitor nears it or reaches into
// it (issue 34: the home page's 120 KB of JavaScript before interaction holds with a site's
// proofs, testimonials and email signup too). The server renders it in full, so it is on the
// first paint; a tap or a submit that comes before its code is held and replayed once React has
// taken the part over (or done the browser's own way, should the code not arrive).
import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ComponentType } from "react";

/** How far below (or above) the screen a part starts loading: one screen. */
const NEAR = "100% 0px";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
export function lazyWhenNear<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let open: () => void = () => {};
  const near = new Promise<void>((resolve) => (open = resolve));
  /** Resolved once the part is React's (its first effect), or once its code has failed. */
  let taken: () => void = () => {};
  const takenOver = new Promise<void>((resolve) => (taken = resolve));
  /** The server's HTML of the part, kept should its code not arrive. */
  let html = "";

  const Part = lazy<ComponentType<ComponentProps<C>>>(() =>
    typeof document === "undefined"
      ? load()
      : near.then(load).then(
          ({ default: Loaded }) => ({
            default: function TakenOver(props: ComponentProps<C>) {
              useEffect(taken, []);
              return <Loaded {...props} />;
            },
          }),
          () => {
            taken();
            // Its code did not arrive (a dropped connection): the server's HTML stays and works
            // the browser's own way, instead of the route's error page replacing the whole page.
            return { default: () => <div dangerouslySetInnerHTML={{ __html: html }} /> };
          },
        ),
  );

  return function WhenNear(props: ComponentProps<C>) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = box.current!;
      // Nothing rendered yet (a client-side navigation, not the server's HTML): load at once.
      if (!el.firstChild) return open();
      html = el.innerHTML;
      let held: HTMLElement | null = null;
      // A click before the code (a tap, or Enter in a form, which clicks its button) is held.
      // Caught on the window, ahead of React, which drops a click on a part it has not taken over.
      const hold = (event: MouseEvent) => {
        // An icon's <svg> or <path> is held as the HTML element around it (it has no click()).
        let target = event.target instanceof Element ? event.target : null;
        while (target && !(target instanceof HTMLElement)) target = target.parentElement;
        if (!target || !el.contains(target)) return;
        event.preventDefault();
        event.stopPropagation();
        held = target;
        open();
      };
      const seen = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && open(),
        { rootMargin: NEAR },
      );
      seen.observe(el);
      el.addEventListener("focusin", open);
      addEventListener("click", hold, true);
      const stop = () => {
        seen.disconnect();
        el.removeEventListener("focusin", open);
        removeEventListener("click", hold, true);
      };
      void takenOver.then(() => {
        stop();
        held?.click();
      });
      return stop;
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
