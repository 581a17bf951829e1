import { useState } from "react";
import { useLocation } from "react-router";

/**
 * The open state of a <details> element, which opens without JavaScript; React keeps it in step.
 * It is open for the page it was opened on: moving to another page closes it.
 */
export function usePageDisclosure() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return {
    open: openOn === pathname,
    onToggle: (e: React.SyntheticEvent<HTMLDetailsElement>) =>
      setOpenOn(e.currentTarget.open ? pathname : null),
    close: () => setOpenOn(null),
  };
}
