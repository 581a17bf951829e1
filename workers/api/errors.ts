import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";

/** API error codes and their statuses: the one table every endpoint answers from. */
export const API_ERRORS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

export class ApiError extends Error {
  code: ApiErrorCode;
  details?: unknown;
  constructor(code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export function apiError(c: Context, code: ApiErrorCode, message: string, details?: unknown) {
  return c.json({ error: { code, message, ...(details ? { details } : {}) } }, API_ERRORS[code]);
}

export const apiNotFound: NotFoundHandler = (c) => apiError(c, "not_found", "Not found");

/** Known errors keep their code; anything else is logged and becomes a 500 that leaks nothing. */
export const apiErrorHandler: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return apiError(c, err.code, err.message, err.details);
  if (err instanceof HTTPException && err.status < 500) {
    const code = (Object.entries(API_ERRORS).find(([, s]) => s === err.status)?.[0] ??
      "bad_request") as ApiErrorCode;
    return apiError(c, code, err.message || code);
  }
  console.error("API error", err);
  return apiError(c, "internal_error", "Something went wrong. Please try again.");
};

/** zValidator hook: a failed schema becomes a 400 with each field's message. */
export const validationHook = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  c: Context,
) => {
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      const key = issue.path.map(String).join(".") || "body";
      fields[key] ??= issue.message;
    }
    return apiError(c, "bad_request", "Invalid input", { fields });
  }
};
