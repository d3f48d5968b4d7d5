/** Identity-provider settings from the environment; the emulator is the embedded default. */
export function identityConfig() {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || null;
  return {
    projectId: process.env.FIREBASE_PROJECT_ID || "demo-coach",
    // The emulator accepts any key; production needs the project's Web API key.
    apiKey: process.env.FIREBASE_API_KEY || (emulatorHost ? "emulator-key" : ""),
    emulatorHost,
    serviceAccount: process.env.FIREBASE_SERVICE_ACCOUNT || null,
  };
}

export function developerDomains(): string[] {
  return (process.env.DEVELOPER_EMAIL_DOMAINS ?? "").split(",").filter((d) => d.trim() !== "");
}
