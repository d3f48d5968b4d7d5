/**
 * The §8 error catalogue: one place that maps each code to its message and HTTP status.
 * Shared by client and server, so it must not import anything server-only.
 */
export const ERROR_CATALOGUE = {
  REQUIRED: { message: "This field is required", status: 400 },
  USER_EMAIL_ALREADY_REGISTERED: { message: "User with given email already exists", status: 409 },
  ORGANIZATION_NOT_EXISTS: { message: "Organization not found", status: 404 },
  TEAM_NOT_EXISTS: { message: "Team not found", status: 404 },
  NOT_AUTHORIZED: { message: "User not authorized", status: 401 },
  FORBIDDEN: { message: "Forbidden", status: 403 },
  BAD_REQUEST: { message: "Error", status: 400 },
  INTERNAL_ERROR: { message: "Unexpected Error", status: 500 },
  ONLY_ATHLETE: { message: "Only athletes can access this feature", status: 403 },
  VALIDATION_ERROR: { message: "Validation Error", status: 400 },
  USER_NOT_ACTIVE: { message: "User not allowed", status: 403 },
  CHAT_CLOSED: { message: "This chat is closed, create a new one to continue.", status: 409 },
  SIGN_IN_INVALID: { message: "Invalid email or password", status: 401 },
  EXPIRED_SECTION: { message: "Your section expired, please, login again", status: 401 },
} as const satisfies Record<string, { message: string; status: number }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Texts of §8 that are not tied to a code but are shown to the user. */
export const ACCOUNT_MESSAGES = {
  accountInactive: "Your account is not active. Please contact support.",
  sessionExpired: "Your session has expired. Please sign in again.",
  organizationInactive: "The organization you belong is no longer active, please contact support!",
  noOrganization: "You are not a member of any organization, please contact support!",
  passwordResetSent: "Password reset email sent, check your spam folder",
  passwordResetFailed: "Error sending password reset email",
} as const;

/** A field-level failure, as returned inside a VALIDATION_ERROR envelope. */
export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorEnvelope {
  error: {
    isAppError: true;
    code: ErrorCode;
    message: string;
    fields?: FieldError[];
  };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];

  constructor(code: ErrorCode, options: { message?: string; fields?: FieldError[]; status?: number } = {}) {
    const entry = ERROR_CATALOGUE[code];
    super(options.message ?? entry.message);
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? entry.status;
    this.fields = options.fields;
  }

  toEnvelope(): ErrorEnvelope {
    return {
      error: {
        isAppError: true,
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

/**
 * '{item} not found' from §5. Organisations and teams have their own codes; other entities have none in §8,
 * so they answer BAD_REQUEST with the §5 text and a 404 status.
 */
export function notFound(item: string): AppError {
  if (item === "Organization") return new AppError("ORGANIZATION_NOT_EXISTS", { status: 404 });
  if (item === "Team") return new AppError("TEAM_NOT_EXISTS", { status: 404 });
  return new AppError("BAD_REQUEST", { message: `${item} not found`, status: 404 });
}

export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === "object" && error !== null && (error as { isAppError?: unknown }).isAppError === true
  );
}
