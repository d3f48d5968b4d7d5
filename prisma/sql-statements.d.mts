/** The statements of a migration script (sql-statements.mjs, plain JavaScript for the schema-engine shim). */
export function sqlStatements(script: string): string[];
