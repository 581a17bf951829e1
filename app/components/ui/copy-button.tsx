// A button that copies a text (a link shown once, a token) and says so beside itself; where the
// browser refuses the clipboard (no permission, not a secure page) it says to copy by hand.
import { useState } from "react";
import { Button } from "./button";

export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        type="button"
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setState("copied");
          } catch {
            setState("failed");
          }
        }}
      >
        {label}
      </Button>
      <span role="status" className="text-xs">
        {state === "copied"
          ? "Copied"
          : state === "failed"
            ? "The browser did not allow copying: select the text and copy it."
            : ""}
      </span>
    </span>
  );
}
