/**
 * A user agent in a few words ("Chrome 159 on Windows"), for lists a person reads (the audit trail); the full
 * string stays available beside it. Unknown agents are shown as they are, cut short.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, "Edge"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/Chrome\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** `on` joins the browser and the system in the reader's language ("Chrome 159 on Windows" in English). */
export function browserSummary(
  userAgent: string,
  on: (browser: string, system: string) => string = (browser, system) => `${browser} on ${system}`,
): string {
  const browser = BROWSERS.map(([pattern, name]) => {
    const version = pattern.exec(userAgent)?.[1];
    return version ? `${name} ${version}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
  return system ? on(browser, system) : browser;
}
