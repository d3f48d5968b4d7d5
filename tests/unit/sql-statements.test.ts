import { describe, expect, it } from "vitest";
import { sqlStatements } from "../../prisma/sql-statements.mjs";

describe("sqlStatements (the migration adapter's cut of a script)", () => {
  it("cuts at each statement's end, not inside a function body, a string, an identifier or a comment", () => {
    const script = `-- a comment; with a semicolon
CREATE TABLE "a;b" (x text DEFAULT 'it''s; fine');
/* block; comment */ CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE t SET x = 1;
  RETURN NULL;
END
$$;
CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;
-- trailing comment only`;
    expect(sqlStatements(script)).toEqual([
      `-- a comment; with a semicolon\nCREATE TABLE "a;b" (x text DEFAULT 'it''s; fine')`,
      "/* block; comment */ CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  UPDATE t SET x = 1;\n  RETURN NULL;\nEND\n$$",
      "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$",
    ]);
  });

  it("keeps a positional parameter like $1 as text, not as a dollar quote", () => {
    expect(sqlStatements("SELECT $1::int; SELECT 2")).toEqual(["SELECT $1::int", "SELECT 2"]);
  });
});
