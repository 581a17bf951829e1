// The operator's first minute (issue 32): `npm start` ends with a short summary holding the full
// site and sign-in URLs and, when one was just made, the one-time password.
import { describe, expect, it } from "vitest";
import { startSummary } from "../../scripts/admin-account.ts";

describe("npm start's closing summary", () => {
  it("names the full site and sign-in URLs and the one-time password", () => {
    const text = startSummary("http://localhost:3000", {
      kind: "generated",
      email: "admin@example.com",
      password: "correct-horse-battery-staple-9",
    });
    expect(text).toContain("Site:            http://localhost:3000/");
    expect(text).toContain("Admin sign-in:   http://localhost:3000/admin");
    expect(text).toContain("Email:           admin@example.com");
    expect(text).toContain("Password:        correct-horse-battery-staple-9");
    expect(text.split("\n").length).toBeLessThan(15);
  });

  it("prints no password when the administrator came from the environment or existed", () => {
    for (const admin of [
      { kind: "from-env", email: "me@example.com" },
      { kind: "existing", email: "me@example.com" },
    ] as const) {
      const text = startSummary("http://localhost:8787/", admin);
      expect(text).toContain("Admin sign-in:   http://localhost:8787/admin");
      expect(text).toContain("me@example.com");
      expect(text).not.toContain("Password:");
    }
    expect(startSummary("http://localhost:8787", { kind: "none" })).not.toContain("Administrator");
  });
});
