import { useSearchParams } from "react-router";

/** Closes a dialog the query opened (?stats=, ?qr=): drops its parameter, keeping the rest and
 * the scroll position. */
export function useCloseParam(name: string): () => void {
  const [, setParams] = useSearchParams();
  return () =>
    setParams(
      (p) => {
        p.delete(name);
        return p;
      },
      { preventScrollReset: true },
    );
}
