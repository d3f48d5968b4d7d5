/**
 * The identity provider's REST API (Firebase Identity Toolkit and Secure Token), which the emulator serves
 * under the same paths. Server-side only: the browser never talks to the provider directly, so the same code
 * works with the emulator on loopback and with Firebase in production.
 */
import { identityConfig } from "./config";

export interface ProviderTokens {
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which idToken expires. */
  expiresAt: number;
  uid: string;
}

export class IdentityProviderError extends Error {
  constructor(readonly providerCode: string) {
    super(providerCode);
    this.name = "IdentityProviderError";
  }

  /** Wrong e-mail or password, in either the old or the privacy-preserving wording of the provider. */
  get isInvalidCredentials(): boolean {
    return ["INVALID_LOGIN_CREDENTIALS", "INVALID_PASSWORD", "EMAIL_NOT_FOUND", "INVALID_EMAIL"].includes(
      this.providerCode.split(" ")[0],
    );
  }
}

function endpoint(service: "identitytoolkit" | "securetoken", path: string): string {
  const { emulatorHost, apiKey } = identityConfig();
  const base = emulatorHost
    ? `http://${emulatorHost}/${service}.googleapis.com`
    : `https://${service}.googleapis.com`;
  return `${base}/v1/${path}?key=${encodeURIComponent(apiKey)}`;
}

/** A POST to the provider: JSON, or a form for the Secure Token service. */
async function post<T>(
  service: "identitytoolkit" | "securetoken",
  path: string,
  payload: Record<string, unknown> | URLSearchParams,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const form = payload instanceof URLSearchParams;
  const res = await fetch(endpoint(service, path), {
    method: "POST",
    headers: {
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      ...extraHeaders,
    },
    body: form ? payload.toString() : JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new IdentityProviderError(body.error?.message ?? `HTTP_${res.status}`);
  return body;
}

/** The two services name the same tokens differently; `expiresIn` is in seconds, as text. */
function tokensOf(idToken: string, refreshToken: string, expiresIn: string, uid: string): ProviderTokens {
  return { idToken, refreshToken, expiresAt: Date.now() + Number(expiresIn) * 1000, uid };
}

export async function signInWithPassword(email: string, password: string): Promise<ProviderTokens> {
  const body = await post<{ idToken: string; refreshToken: string; expiresIn: string; localId: string }>(
    "identitytoolkit",
    "accounts:signInWithPassword",
    { email, password, returnSecureToken: true },
  );
  return tokensOf(body.idToken, body.refreshToken, body.expiresIn, body.localId);
}

export async function refreshTokens(refreshToken: string): Promise<ProviderTokens> {
  const body = await post<{ id_token: string; refresh_token: string; expires_in: string; user_id: string }>(
    "securetoken",
    "token",
    new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
  );
  return tokensOf(body.id_token, body.refresh_token, body.expires_in, body.user_id);
}

/**
 * The e-mail is written in `languageCode` (a BCP 47 tag such as "es-ES"): the header the provider's own SDKs send
 * for `auth.languageCode`, which picks the template's translation.
 */
export async function sendPasswordResetEmail(email: string, languageCode: string): Promise<void> {
  await post(
    "identitytoolkit",
    "accounts:sendOobCode",
    { requestType: "PASSWORD_RESET", email },
    { "X-Firebase-Locale": languageCode },
  );
}
