/**
 * Module hooks registered by `confirm-footprint.ts` before it loads the server: every function of
 * `apps/server/src/routes` and `apps/server/src/modules` (tests left out) starts by calling
 * `globalThis.__horodocEntered?.(file, name)`, so the bench sees, at run time, which of our functions are
 * entered and from where. Written in plain JavaScript: hooks run on their own thread, before tsx's code would
 * load there. The source instrumented is tsx's output; nothing on disk changes.
 */
import ts from 'typescript';

const SRC = new URL('../../apps/server/src/', import.meta.url).href;
const TRACED = /^(routes|modules)\/.*(?<!\.test)\.ts$/;

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  const file = url.startsWith(SRC) ? url.slice(SRC.length).split('?')[0] : undefined;
  if (!file || !TRACED.test(file) || loaded.source == null) return loaded;
  return { ...loaded, source: instrument(String(loaded.source), file) };
}

/** The code with a call to the tracer at the start of each function's body. */
function instrument(code, file) {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** @type {{ at: number; text: string }[]} */
  const edits = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const call = `globalThis.__horodocEntered?.(${JSON.stringify(file)}, ${JSON.stringify(nameOf(node))})`;
      if (ts.isBlock(node.body)) edits.push({ at: node.body.getStart(source) + 1, text: `${call};` });
      else {
        edits.push({ at: node.body.getStart(source), text: `(${call}, ` });
        edits.push({ at: node.body.end, text: ')' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  edits.sort((a, b) => b.at - a.at);
  let out = code;
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The name a reader would look for: the function's, the method's, or the variable or key it is bound to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return ts.isIdentifier(parent.name) ? parent.name.text : '(anonymous)';
  }
  return '(anonymous)';
}
