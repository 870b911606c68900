import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Route files parse input, check access and shape answers; the SQL they need lives in the dataset and
 * store modules (docs/api.md, "Where SQL lives"). This reads every route file's string and template
 * literals for SQL, and its calls for statements run on a database or transaction.
 */
const ROUTES = dirname(fileURLToPath(import.meta.url));

/** SQL as this code base writes it: upper-case keywords, casts, array comparisons. */
const SQL =
  /\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TEMP\s+)?TABLE|ALTER\s+TABLE|DROP\s+TABLE|TRUNCATE)\b|::(int|bigint|text|float8|date|numeric)\b|=\s*ANY\s*\(/;

/** `db.query(…)`, `tx.exec(…)`, `deps.db.transaction(…)`: a statement run from the route file itself. */
const RUNS_STATEMENT = /(^|\.)(db|tx)$/;

function sqlIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROUTES, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (SQL.test(node.text)) found.push(`${at(node)} ${node.text.trim().slice(0, 80)}`);
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') found.push(`${at(node)} sql\`…\``);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['query', 'exec', 'transaction'].includes(node.expression.name.text) &&
      RUNS_STATEMENT.test(node.expression.expression.getText(source))
    ) {
      found.push(`${at(node)} ${node.expression.getText(source)}(…)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route files', () => {
  it('hold no SQL: their queries live in dataset and store modules', () => {
    const files = readdirSync(ROUTES).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(sqlIn)).toEqual([]);
  });
});
