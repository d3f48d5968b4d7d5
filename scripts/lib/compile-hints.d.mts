// Types of compile-hints.mjs for its TypeScript test.

export const COMPILE_HINT: string;
export function addCompileHints(distDir: string): Promise<string[]>;
