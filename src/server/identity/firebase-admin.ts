import { type App, cert, getApps, initializeApp } from "firebase-admin/app";
import { type Auth, getAuth } from "firebase-admin/auth";
import { identityConfig } from "./config";

let app: App | undefined;

/**
 * firebase-admin, pointed at the emulator when FIREBASE_AUTH_EMULATOR_HOST is set (the SDK reads that variable
 * itself), else at the real project with the service-account JSON from FIREBASE_SERVICE_ACCOUNT or, failing
 * that, Google's application-default credentials.
 */
export function adminAuth(): Auth {
  if (!app) {
    const { projectId, serviceAccount, emulatorHost } = identityConfig();
    app =
      getApps().find((a) => a.name === "coach") ??
      initializeApp(
        serviceAccount && !emulatorHost
          ? { credential: cert(JSON.parse(serviceAccount)), projectId }
          : { projectId },
        "coach",
      );
  }
  return getAuth(app);
}
