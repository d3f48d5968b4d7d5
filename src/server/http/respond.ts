import { ZodError } from "zod";
import { localizeEnvelope } from "@/i18n/error-messages";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { AppError } from "@/lib/errors";
import { describeError, log } from "@/server/log";
import { callerLocale } from "./caller-locale";

export function zodToAppError(error: ZodError, prefix?: string): AppError {
  return new AppError("VALIDATION_ERROR", {
    fields: error.issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
      message: issue.message,
    })),
  });
}

/** Prisma's known request errors that mean "bad input" rather than "bug". */
function fromPrisma(error: unknown): AppError | null {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string" || !/^P\d{4}$/.test(code)) return null;
  if (code === "P2025") return new AppError("BAD_REQUEST", { message: "Record not found", status: 404 });
  if (code === "P2002") {
    const target = (error as { meta?: { target?: unknown } }).meta?.target;
    const field = Array.isArray(target) ? target.join(", ") : "Record";
    return new AppError("BAD_REQUEST", { message: `${field} already exists`, status: 409 });
  }
  return null;
}

/** The §8 answer to a failed call; its messages in the caller's language (callerLocale, caller-locale.ts). */
export function errorResponse(error: unknown, where: string, req?: Request): Response {
  const locale = req ? callerLocale(req) : DEFAULT_LOCALE;
  const appError =
    error instanceof AppError ? error : error instanceof ZodError ? zodToAppError(error) : fromPrisma(error);
  if (appError)
    return Response.json(localizeEnvelope(appError.toEnvelope(), locale), { status: appError.status });
  // Anything else is a bug: log all of it, answer none of it.
  log.error("unexpected error", { where, ...describeError(error) });
  const internal = new AppError("INTERNAL_ERROR");
  return Response.json(localizeEnvelope(internal.toEnvelope(), locale), { status: internal.status });
}
