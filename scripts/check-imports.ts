// `npm run lint` (with Biome): the import rules of docs/architecture.md, checked on resolved paths.
// - no import cycles in src/ or server/, type-only imports included (Biome's rule skips some of those);
// - a feature imports no other feature (shared pieces go to src/ui, src/lib or src/api);
// - only src/main.tsx imports src/app (the shell: router, layouts, page registry), and src/prerender,
//   the app's entry on the server (it draws pages in their layouts);
// - src/api imports neither src/ui, src/state, src/storage, src/features nor src/app;
// - src/lib imports nothing of src/ but the contract;
// - src/api/contract imports nothing outside itself (both sides read it);
// - in src/, only the contract's *.schema.ts files import zod, and other files import them for types only
//   (the server validates with them; zod stays out of the pages' chunks);
// - server/ imports from src/ only the contract;
// - route modules (server/routes) run no SQL: they parse, call a service and answer;
// - only the service worker imports its caching table (src/pwa/cacheRules.ts);
// - antd-mobile's overlays (Popup, CenterPopup, ActionSheet, Dialog) only through src/ui/overlay, whose
//   wrappers close them with Escape and give focus back (docs/accessibility.md);
// - the clock rule (scripts/clockRule.ts): dates are read and shown only by the China-time module;
// - and the form message rule (scripts/formRule.ts): antd-mobile forms follow the one message timing.
// Dynamic import() counts for the boundaries, not for cycles (it is how areas load lazily).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { clockProblems } from './clockRule.ts';
import { formProblems } from './formRule.ts';

const root = resolve(import.meta.dirname, '..');
const rel = (f: string) => relative(root, f).replaceAll('\\', '/');

interface Edge {
  to: string;
  dynamic: boolean;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (existsSync(target) && statSync(target).isFile()) edges.push({ to: target, dynamic: !!m[2] });
  }
  return edges;
}

const files = [...walk(join(root, 'src')), ...walk(join(root, 'server'))];
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const problems: string[] = [];

// ---- boundaries ---------------------------------------------------------------------------------
const featureOf = (p: string) => /^src\/features\/([^/]+)\//.exec(p)?.[1];
for (const [file, edges] of graph) {
  const from = rel(file);
  for (const { to } of edges) {
    const target = rel(to);
    if (!target.startsWith('src/') && !target.startsWith('server/')) continue;
    const fa = featureOf(from);
    const fb = featureOf(target);
    if (fa && fb && fa !== fb) problems.push(`${from} → ${target}: a feature imports another feature (move the shared part to src/ui, src/lib or src/api)`);
    if (target.startsWith('src/app/') && !from.startsWith('src/app/') && !from.startsWith('src/prerender/') && from !== 'src/main.tsx')
      problems.push(`${from} → ${target}: only src/main.tsx imports the shell (move what is shared to src/lib, src/ui or src/state)`);
    if (from.startsWith('src/api/') && /^src\/(ui|state|storage|features|app)\//.test(target))
      problems.push(`${from} → ${target}: the API layer imports UI, state or storage`);
    if (from.startsWith('src/lib/') && !target.startsWith('src/lib/') && !target.startsWith('src/api/contract/'))
      problems.push(`${from} → ${target}: src/lib imports nothing of src/ but the contract`);
    if (from.startsWith('src/api/contract/') && !target.startsWith('src/api/contract/'))
      problems.push(`${from} → ${target}: the contract imports outside itself`);
    if (from.startsWith('server/') && target.startsWith('src/') && !target.startsWith('src/api/contract/'))
      problems.push(`${from} → ${target}: server/ reaches the client outside the contract`);
    if (from.startsWith('src/') && target.startsWith('server/')) problems.push(`${from} → ${target}: the client imports the server`);
    if (target === 'src/pwa/cacheRules.ts' && from !== 'src/pwa/sw.ts')
      problems.push(`${from} → ${target}: only the service worker imports its caching table (the page side's part is src/pwa/cacheKeys.ts)`);
  }
}

// ---- zod only in the contract's schema files, which the client reads for types ---------------------
for (const file of files) {
  const from = rel(file);
  if (!from.startsWith('src/') || from.endsWith('.schema.ts')) continue;
  const text = readFileSync(file, 'utf8');
  if (/(?:^|\n)\s*import\s+(?!type\s)[^;]*?from\s+['"]zod['"]/.test(text)) problems.push(`${from}: imports zod outside a src/api/contract/*.schema.ts file`);
  if (/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+['"][^'"]+\.schema\.ts['"]/.test(text))
    problems.push(`${from}: imports a *.schema.ts file for more than its types (zod would reach the client)`);
}

// ---- no SQL in route modules ---------------------------------------------------------------------
const SQL_CALL = /\.(?:query|one|exec|tx)\s*[<(]/;
for (const file of files) {
  const from = rel(file);
  if (!from.startsWith('server/routes/')) continue;
  for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    const code = line.replace(/c\.req\.query\(/g, ''); // Hono's query string, not the database
    if (SQL_CALL.test(code)) problems.push(`${from}:${i + 1}: a route module runs SQL (move it into a service: server/services)`);
  }
}

// ---- overlays only through their keyboard wrappers ----------------------------------------------
const OVERLAY_RE = /['"]antd-mobile\/es\/components\/(popup|center-popup|action-sheet|dialog)['"]/;
for (const file of files) {
  const from = rel(file);
  const used = OVERLAY_RE.exec(readFileSync(file, 'utf8'))?.[1];
  if (used && from.startsWith('src/') && !from.startsWith('src/ui/overlay/'))
    problems.push(`${from}: imports antd-mobile's ${used} directly (use src/ui/overlay: Escape closes it and focus goes back)`);
}

// ---- the clock rule -----------------------------------------------------------------------------
for (const file of files) problems.push(...clockProblems(rel(file), readFileSync(file, 'utf8')));

// ---- the form message rule --------------------------------------------------------------------------
for (const file of files) problems.push(...formProblems(rel(file), readFileSync(file, 'utf8')));

// ---- cycles (Tarjan's strongly connected components over static imports) --------------------------
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
function connect(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const { to, dynamic } of graph.get(v) ?? []) {
    if (dynamic || !graph.has(to)) continue;
    if (!index.has(to)) {
      connect(to);
      low.set(v, Math.min(low.get(v)!, low.get(to)!));
    } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
  }
  if (low.get(v) === index.get(v)) {
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) problems.push(`import cycle: ${scc.map(rel).sort().join(' ↔ ')}`);
  }
}
for (const f of graph.keys()) if (!index.has(f)) connect(f);

if (problems.length) {
  console.error(`${problems.length} import, clock or form rule(s) broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`import rules hold over ${files.length} files`);
