import type { Plugin } from 'vite';

/** The contract's source files (its tests never reach the bundle). */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.)[^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** Whether evaluating the expression runs code: a call, a `new` or a property read. */
function runsCode(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const n = node as Node;
  if (FUNCTION.has(n.type)) return false;
  if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'MemberExpression')
    return true;
  return Object.values(n).some((child) =>
    Array.isArray(child) ? child.some(runsCode) : runsCode(child),
  );
}

/**
 * The contract declares its zod schemas at the top of each module. Rolldown keeps the parts of
 * an unused schema it cannot prove pure (`id.nullable()`, `base.shape`), and with them zod
 * (25 KB gzip) on every page that needs one constant of the module. This wraps each top-level
 * constant whose value runs code in a pure-annotated arrow call, so an unused schema goes
 * away whole and a page only downloads zod when a form of its own validates with it.
 */
export function pureContract(): Plugin {
  return {
    name: 'jaunt-pure-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: { at: number; text: string }[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (!init || !runsCode(init)) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' });
          edits.push({ at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) {
        out = out.slice(0, at) + text + out.slice(at);
      }
      return { code: out, map: null };
    },
  };
}
