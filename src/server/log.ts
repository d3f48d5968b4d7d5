/** Structured one-line logs; the level comes from LOG_LEVEL (debug, info, warn, error; default info). */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function enabled(level: Level): boolean {
  const configured = (process.env.LOG_LEVEL as Level | undefined) ?? "info";
  return LEVELS[level] >= (LEVELS[configured] ?? LEVELS.info);
}

function write(level: Level, message: string, data?: Record<string, unknown>) {
  if (!enabled(level)) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...data });
  (level === "error" || level === "warn" ? console.error : console.log)(line);
}

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write("debug", message, data),
  info: (message: string, data?: Record<string, unknown>) => write("info", message, data),
  warn: (message: string, data?: Record<string, unknown>) => write("warn", message, data),
  error: (message: string, data?: Record<string, unknown>) => write("error", message, data),
};

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, name: error.name, stack: error.stack };
  return { error: String(error) };
}
