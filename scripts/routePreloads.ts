import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloadTable } from '../src/api/contract/routeHints.ts';
import { OFFLINE_CHUNKS_FILE, OFFLINE_MODULES } from '../src/pwa/offlineModules.ts';
import type { AppRoute, RouteArea } from '../src/api/contract/routes/meta.ts';

type TableRoute = { route: AppRoute; area: RouteArea };
type Layouts = Record<string, () => unknown>;

/** The module a loader like `() => import('../../features/x/Page.tsx')` imports, resolved from the file that declares it. */
function importedModule(load: () => unknown, declaredIn: string): string {
  const m = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(load.toString());
  if (!m) throw new Error(`route loader is not a plain import(): ${load.toString()}`);
  return resolve(dirname(declaredIn), m[1]);
}

/**
 * Writes dist/route-preloads.json: for each app route, the page and layout chunks (with their
 * imports and styles) that the entry does not load already. The server and the service worker
 * put them in that route's HTML (src/api/contract/routeHints.ts), so a first visit downloads them
 * alongside the entry instead of after it has run. The route tables are read at build time (through tsx),
 * so the list follows them.
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'cy-route-preloads',
    apply: 'build',
    enforce: 'post',
    // After Vite has dropped the chunks that held only CSS.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const { tsImport } = await import('tsx/esm/api');
        const routesFile = resolve(root, 'src/api/contract/routes/index.ts');
        const layoutsFile = resolve(root, 'src/app/layouts/index.ts');
        const { ALL_ROUTES } = (await tsImport(pathToFileURL(routesFile).href, import.meta.url)) as { ALL_ROUTES: TableRoute[] };
        const { LAYOUTS } = (await tsImport(pathToFileURL(layoutsFile).href, import.meta.url)) as { LAYOUTS: Layouts };
        const table = routeTable(bundle as unknown as OutputBundle, ALL_ROUTES, LAYOUTS, root, layoutsFile);
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
        const importer = resolve(root, 'src/main.tsx');
        const offline = await Promise.all(
          OFFLINE_MODULES.map(async (m) => (m.startsWith('src/') ? resolve(root, m) : ((await this.resolve(m, importer))?.id ?? m))),
        );
        this.emitFile({ type: 'asset', fileName: OFFLINE_CHUNKS_FILE, source: JSON.stringify(offlineChunks(bundle as unknown as OutputBundle, offline)) });
      },
    },
  };
}

/** The bundle's chunks indexed by file and by the modules they hold, and the closure of a chunk's static imports and styles. */
function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The chunk holding a module: its own (facade) chunk, else whichever chunk it was grouped into.
  const byModule = new Map<string, OutputChunk>();
  for (const c of chunks) for (const id of c.moduleIds) if (!byModule.has(id) || c.facadeModuleId === id) byModule.set(id, c);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk');

  const closure = (start: OutputChunk) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (c: OutputChunk) => {
      if (scripts.has(c.fileName)) return;
      scripts.add(c.fileName);
      for (const css of (c as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) styles.add(css);
      for (const f of c.imports) {
        const next = byFile.get(f);
        if (next) visit(next);
      }
    };
    visit(start);
    return { scripts, styles };
  };
  const chunkOfModule = (id: string) => {
    const chunk = byModule.get(id);
    if (!chunk) throw new Error(`no chunk for ${id}`);
    return chunk;
  };
  return { entry, closure, chunkOfModule };
}

/** The chunks and styles of the offline modules (src/pwa/offlineModules.ts) beyond the shell. */
function offlineChunks(bundle: OutputBundle, modules: string[]): string[] {
  const { entry, closure, chunkOfModule } = chunkGraph(bundle);
  const shell = closure(entry);
  const files = new Set<string>();
  for (const id of modules) {
    const c = closure(chunkOfModule(id));
    for (const f of [...c.scripts, ...c.styles]) if (!shell.scripts.has(f) && !shell.styles.has(f)) files.add(f);
  }
  return [...files];
}

function routeTable(bundle: OutputBundle, routes: TableRoute[], layouts: Layouts, root: string, layoutsFile: string): RoutePreloadTable {
  const { entry, closure, chunkOfModule } = chunkGraph(bundle);
  const shell = closure(entry);
  const chunkOf = (load: () => unknown, declaredIn: string) => chunkOfModule(importedModule(load, declaredIn));

  const table: RoutePreloadTable = { files: [], routes: [] };
  const index = new Map<string, number>();
  const indexOf = (f: string) => {
    if (!index.has(f)) index.set(f, table.files.push(f) - 1);
    return index.get(f)!;
  };
  for (const { route, area } of routes) {
    if (route.redirect) continue;
    const kind = route.layout ?? area.layout;
    const starts = [
      route.page && chunkOfModule(resolve(root, `src/features/${route.page}.tsx`)),
      // the page's feature list (src/app/pages.ts) is loaded first, to find the page
      route.page && chunkOfModule(resolve(root, `src/app/pages/${route.page.split('/')[0]}.ts`)),
      kind !== 'none' ? chunkOf(layouts[kind], layoutsFile) : undefined,
    ];
    const files = new Set<string>();
    for (const start of starts) {
      if (!start) continue;
      const c = closure(start);
      for (const f of c.scripts) if (!shell.scripts.has(f)) files.add(f);
      for (const f of c.styles) if (!shell.styles.has(f)) files.add(f);
    }
    table.routes.push({ path: route.path, files: [...files].map(indexOf) });
  }
  return table;
}
