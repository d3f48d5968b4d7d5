/**
 * The browser's way to call the API: adds the §7 headers, turns the error envelope into an ApiError, and runs
 * the account flows of §4/§8 — an expired session shows 'Your session has expired. Please sign in again.'
 * (at most once every 2 s) and signs out; an account that may no longer be used is signed out with its
 * message. Failures toast for 5 s except on GET, which does not toast unless asked to.
 */
"use client";

import { signOut } from "next-auth/react";
import { browserTimeZone } from "./browser-time-zone";
import { HEADERS } from "./constants";
import { clearContext, selectedContext } from "./dashboard-context";
import {
  ACCOUNT_MESSAGES,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldError,
  isErrorEnvelope,
} from "./errors";
import { toastError, toastSessionExpired, toastText } from "./toast";

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Toast the failure; defaults to true except for GET. */
  toastOnError?: boolean;
  signal?: AbortSignal;
}

async function endSession(query: string) {
  clearContext();
  await signOut({ redirectTo: `/sign-in?${query}` });
}

/** An API call's fetch options: a JSON body, or FormData as multipart (the browser sets its content type). */
export function apiRequestInit(
  method: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): RequestInit {
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !multipart) headers["content-type"] = "application/json";
  const payload = body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body);
  return { method, headers, body: payload, credentials: "same-origin", signal };
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const { organizationId, teamId } = selectedContext();
  const headers: Record<string, string> = {
    [HEADERS.timezone]: browserTimeZone(),
    [HEADERS.frontendRoute]: window.location.pathname,
  };
  if (organizationId) headers[HEADERS.organization] = organizationId;
  if (teamId) headers[HEADERS.team] = teamId;
  const res = await fetch(`/api${path}`, apiRequestInit(method, headers, options.body, options.signal));
  const body = await res.json().catch(() => null);
  if (res.ok) return body as T;

  const envelope = isErrorEnvelope(body) ? body.error : null;
  const error = envelope
    ? new ApiError(envelope.code, envelope.message, res.status, envelope.fields)
    : new ApiError("INTERNAL_ERROR", "Unexpected Error", res.status);

  if (error.code === "EXPIRED_SECTION") {
    toastSessionExpired();
    await endSession("expired=1");
  } else if (error.code === "USER_NOT_ACTIVE") {
    // The plain code (not one of its account texts) means the account itself was deactivated; the server sends
    // it in the page's language, so it is compared as a toast would show it.
    const plain = toastText(ERROR_CATALOGUE.USER_NOT_ACTIVE.message);
    const message = error.message === plain ? ACCOUNT_MESSAGES.accountInactive : error.message;
    toastError(message, { long: true });
    await endSession("signed-out=1");
  } else if (options.toastOnError ?? method !== "GET") {
    toastError(error.message);
  }
  throw error;
}
