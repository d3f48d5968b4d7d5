#!/usr/bin/env node
/**
 * The interface's texts come from the message catalogues (docs/i18n.md): this fails on a page or component that
 * shows a literal with letters to people — JSX text, a user-visible attribute (aria-label, title, placeholder,
 * alt, label…), an object's label-like property (a column header, an option's label), or a toast's text. What must stay literal (a key name, a unit) says so with an
 * `i18n-exempt: <why>` comment on its line or the line before. Also fails when a language's catalogue index is
 * stale (scripts/i18n-index.mjs --check), or the areas each dashboard page sends to the browser are
 * (scripts/i18n-page-areas.mjs --check).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIRS = ["src/components", "src/app"];
const SKIP = [/^src\/app\/api\//];
const ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "heading",
  "emptyText",
  "emptyMessage",
  "confirmLabel",
  "cancelLabel",
]);
/** Object properties that become visible text (column headers, option and menu labels, empty states). */
const PROPERTIES = new Set([
  "header",
  "label",
  "title",
  "description",
  "placeholder",
  "emptyText",
  "message",
]);
const TOASTS =
  /^(?:toast|toastSuccess|toastError|toastInfo|toastWarning)$|^toast\.(?:success|error|info|warning|message)$/;
/** Text with letters; a catalogue key held in a variable ("fields.bio.label", "fields.") is not text. */
const LETTERS = /[A-Za-zÀ-ÿ]{2,}/;
const KEY = /^[\w-]*(?:\.[\w-]*)+$/;
const WORDS = { test: (text) => LETTERS.test(text) && !KEY.test(text.trim()) };

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function literalParts(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.PlusToken,
    ].includes(node.operatorToken.kind)
  )
    return [...literalParts(node.left), ...literalParts(node.right)];
  return [];
}

export function literalsIn(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split("\n");
  const exempt = (node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    return /i18n-exempt/.test(lines[line] ?? "") || /i18n-exempt/.test(lines[line - 1] ?? "");
  };
  const found = [];
  const report = (node, what) => {
    if (exempt(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${what}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, `text "${node.text.trim().slice(0, 60)}"`);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const words = literalParts(node.expression).filter((t) => WORDS.test(t));
      if (words.length) report(node, `text "${words[0].slice(0, 60)}"`);
    }
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const words = value ? literalParts(value).filter((t) => WORDS.test(t)) : [];
      if (words.length) report(node, `${node.name.getText(source)}="${words[0].slice(0, 60)}"`);
    }
    if (ts.isPropertyAssignment(node) && PROPERTIES.has(node.name.getText(source).replace(/["']/g, ""))) {
      const words = literalParts(node.initializer).filter((t) => WORDS.test(t));
      if (words.length) report(node, `${node.name.getText(source)}: "${words[0].slice(0, 60)}"`);
    }
    if (ts.isCallExpression(node) && TOASTS.test(node.expression.getText(source)) && node.arguments[0]) {
      const words = literalParts(node.arguments[0]).filter((t) => WORDS.test(t));
      if (words.length) report(node, `toast "${words[0].slice(0, 60)}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const dir of DIRS) {
    for (const full of files(path.join(ROOT, dir))) {
      const rel = path.relative(ROOT, full);
      if (SKIP.some((re) => re.test(rel))) continue;
      problems.push(...literalsIn(rel, readFileSync(full, "utf8")));
    }
  }
  try {
    execFileSync(process.execPath, [path.join(ROOT, "scripts/i18n-index.mjs"), "--check"], {
      stdio: "inherit",
    });
  } catch {
    problems.push("src/i18n/messages/en-US/index.ts: stale");
  }
  try {
    execFileSync(process.execPath, [path.join(ROOT, "scripts/i18n-page-areas.mjs"), "--check"], {
      stdio: "inherit",
    });
  } catch {
    problems.push("src/i18n/page-areas.ts or a dashboard page: see above");
  }
  if (problems.length > 0) {
    console.error(`${problems.length} user-visible literals outside the catalogues (docs/i18n.md):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log("interface texts: all from the catalogues");
}
