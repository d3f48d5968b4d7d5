// Stand-in for the `server-only` package in vitest (see vitest.config.ts): importing it must do nothing.
export {};
