// New administrator passwords: at least 12 characters and not one of the 10,000 most common
// passwords (app/server/auth/common-passwords.ts), for the password change and the bootstrap
// account alike (issue 15).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findAdminByEmail } from "~/data/admin-users";
import { getDb } from "~/data/db";
import { signIn } from "~/server/auth/auth.server";
import { COMMON_PASSWORDS } from "~/server/auth/common-passwords";
import { changePasswordServerSchema } from "~/server/auth/new-password.server";
import {
  generatePassword,
  isCommonPassword,
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from "~/server/auth/password.server";

const db = getDb(env.DB);

describe("the common-password list", () => {
  it("holds the 10,000 most common passwords, most common first", () => {
    const list = COMMON_PASSWORDS.split("\n");
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
    expect(list).toContain("1qaz2wsx3edc");
  });
});

describe("new administrator passwords", () => {
  it.each([
    ["a listed password of 12+ characters", "1qaz2wsx3edc"],
    ["a listed password in capitals", "QAZWSXEDCRFV"],
    ["a common word with a capital, digits and a symbol", "Password1234!"],
    ["a common word said twice", "monkeymonkey"],
    ["a common word with symbols around it", "!!superman2024!!"],
  ])("attack: %s is refused as too common", (_label, password) => {
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
  });

  it("anything shorter than 12 characters is refused, counted as a person sees them", () => {
    expect(passwordProblem("Xk9#mQ2$vL7")).toBe(PASSWORD_TOO_SHORT);
    // 11 emoji are 22 UTF-16 units but 11 characters.
    expect(passwordProblem("🦊".repeat(11))).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("🦊".repeat(12))).toBeNull();
  });

  it("accepts uncommon passphrases and every generated random password", () => {
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("Xk9#mQ2$vL7p")).toBeNull();
    expect(isCommonPassword("blue-kettle-orbit-41")).toBe(false);
    for (let i = 0; i < 200; i++) expect(passwordProblem(generatePassword())).toBeNull();
  });

  it("the password-change form refuses a common new password with the reason on that field", () => {
    const parsed = changePasswordServerSchema.safeParse({
      currentPassword: "whatever-it-was",
      newPassword: "Password1234!",
      confirmPassword: "Password1234!",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({ path: ["newPassword"], message: PASSWORD_TOO_COMMON }),
    ]);
    expect(
      changePasswordServerSchema.safeParse({
        currentPassword: "whatever-it-was",
        newPassword: "blue-kettle-orbit-41",
        confirmPassword: "blue-kettle-orbit-41",
      }).success,
    ).toBe(true);
  });

  it("attack: a weak ADMIN_PASSWORD never creates the bootstrap account, and cannot be signed in with", async () => {
    const email = `weak-${crypto.randomUUID()}@example.com`;
    const weak = { ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: "Password1234!" };
    const request = new Request("https://waymark.test/admin", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.51.100.77" },
    });
    const result = await signIn(db, weak, request, { email, password: "Password1234!" });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(await findAdminByEmail(db, email)).toBeNull();
  });
});
