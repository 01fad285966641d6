import path from 'node:path';
import ts from 'typescript';
import { ROOT } from '../lib/emulatorEnv';

/**
 * Which secrets each function's code reads: a function deployed without a secret it reads gets an
 * empty value at run time, and the Emulator Suite (whose stand-ins need no secret) never shows it.
 * The functions' source is followed from each export of `functions/src/index.ts` through every
 * function it names, as the type-checker resolves the names, to each `.value()` read of a secret
 * defined with `defineSecret`.
 */

const FUNCTIONS_SRC = path.join(ROOT, 'functions', 'src');

/** The secret a `defineSecret('NAME')` declaration defines, or null. */
function definedSecret(declaration: ts.Declaration): string | null {
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
  const call = declaration.initializer;
  if (!ts.isCallExpression(call) || call.expression.getText() !== 'defineSecret') return null;
  const [name] = call.arguments;
  return name && ts.isStringLiteral(name) ? name.text : null;
}

/** The body to follow for a name that resolves to a function of the functions' own source. */
function functionBody(declaration: ts.Declaration): ts.Node | null {
  if (!declaration.getSourceFile().fileName.startsWith(FUNCTIONS_SRC)) return null;
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration))
    return declaration.body ?? null;
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer &&
    (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
  )
    return declaration.initializer.body;
  return null;
}

/**
 * The secrets each exported function can read.
 * @param entry - the functions' entry
 * @returns function name → secret names, sorted (functions that read none included, with none)
 */
export function secretsReadByFunction(
  entry = path.join(FUNCTIONS_SRC, 'index.ts'),
): Record<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'functions', 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram([entry], config?.options ?? {});
  const checker = program.getTypeChecker();
  const resolve = (node: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  const readsOf = (start: ts.Node): string[] => {
    const secrets = new Set<string>();
    const followed = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        for (const declaration of resolve(node)) {
          const secret = definedSecret(declaration);
          const parent = node.parent;
          if (
            secret &&
            ts.isPropertyAccessExpression(parent) &&
            parent.name.text === 'value' &&
            ts.isCallExpression(parent.parent)
          )
            secrets.add(secret);
          const body = functionBody(declaration);
          if (body && !followed.has(body)) {
            followed.add(body);
            visit(body);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(start);
    return [...secrets].sort();
  };
  const source = program.getSourceFile(entry);
  const result: Record<string, string[]> = {};
  for (const statement of source?.statements ?? []) {
    if (
      !ts.isVariableStatement(statement) ||
      !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
      continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        result[declaration.name.text] = readsOf(declaration.initializer);
  }
  return result;
}
