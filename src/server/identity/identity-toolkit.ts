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

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!res.ok) throw new IdentityProviderError(body.error?.message ?? `HTTP_${res.status}`);
  return body;
}

export async function signInWithPassword(email: string, password: string): Promise<ProviderTokens> {
  const body = await call<{ idToken: string; refreshToken: string; expiresIn: string; localId: string }>(
    endpoint("identitytoolkit", "accounts:signInWithPassword"),
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return {
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: Date.now() + Number(body.expiresIn) * 1000,
    uid: body.localId,
  };
}

export async function refreshTokens(refreshToken: string): Promise<ProviderTokens> {
  const body = await call<{ id_token: string; refresh_token: string; expires_in: string; user_id: string }>(
    endpoint("securetoken", "token"),
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
    },
  );
  return {
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    expiresAt: Date.now() + Number(body.expires_in) * 1000,
    uid: body.user_id,
  };
}

export async function sendPasswordResetEmail(email: string): Promise<void> {
  await call(endpoint("identitytoolkit", "accounts:sendOobCode"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ requestType: "PASSWORD_RESET", email }),
  });
}
