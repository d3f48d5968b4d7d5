/**
 * A migration script cut into its statements, at each `;` that ends one: not inside a quoted string or identifier,
 * a dollar-quoted body (a function's), or a comment. @prisma/adapter-pg cuts at every `;`, which breaks any
 * PL/pgSQL function (migration-adapter.mjs, fix 5).
 */
/** @param {string} script @returns {string[]} */
export function sqlStatements(script) {
  const statements = [];
  let start = 0;
  let i = 0;
  const skipTo = (end, from) => {
    const at = script.indexOf(end, from);
    return at === -1 ? script.length : at + end.length;
  };
  while (i < script.length) {
    const c = script[i];
    if (c === "'" || c === '"') {
      // A doubled quote inside is two quoted runs back to back, which this handles the same way.
      i = skipTo(c, i + 1);
    } else if (c === "-" && script[i + 1] === "-") {
      i = skipTo("\n", i + 2);
    } else if (c === "/" && script[i + 1] === "*") {
      i = skipTo("*/", i + 2);
    } else if (c === "$") {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      i = tag ? skipTo(tag, i + tag.length) : i + 1;
    } else if (c === ";") {
      statements.push(script.slice(start, i));
      i++;
      start = i;
    } else {
      i++;
    }
  }
  statements.push(script.slice(start));
  return statements.map((s) => s.trim()).filter((s) => s.length > 0 && !/^(--[^\n]*\n?\s*)*$/.test(s));
}
