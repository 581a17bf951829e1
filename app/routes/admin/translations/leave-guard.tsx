// Asks before unsaved translation edits are left behind (issue 32): a link or Back to another
// screen opens a question (switching languages on this screen keeps the edits, so it passes);
// a reload or closing the tab gets the browser's own question.
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

export function LeaveGuard({ unsaved }: { unsaved: { name: string; count: number }[] }) {
  const dirty = unsaved.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  if (blocker.state !== "blocked") return null;
  const total = unsaved.reduce((n, u) => n + u.count, 0);
  const where = unsaved.map((u) => `${u.name} (${u.count})`).join(", ");
  return (
    <Dialog title="Leave without saving?" onClose={() => blocker.reset?.()} className="max-w-md">
      <p className="text-sm">
        {total === 1 ? "1 unsaved edit" : `${total} unsaved edits`} will be lost: {where}.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
        <Button onClick={() => blocker.reset?.()}>Stay on this page</Button>
      </div>
    </Dialog>
  );
}
