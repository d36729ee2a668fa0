/**
 * Modules loaded on demand that must also work offline: the sign-in pages (an installed app opened
 * offline without a session shows them: left to the first install's warm-up of what the page loaded, a
 * reload just after the worker took over found no sign-in page), the notice dialog (notices seen before
 * open offline), the bell's unread count, the phone menu drawer, the top navigation inside the other
 * areas' layouts (loaded when the browser is idle), the service-worker client, and a resource page's detail
 * and form (a record seen in a list opens offline; a form keeps what is typed until back online). Their chunks are precached
 * with the shell (scripts/routePreloads.ts lists them in dist/offline-chunks.json, vite.config.ts
 * adds them to the precache), so the page never has to load them early just to get them cached.
 * Paths from the project root, or package names.
 */
export const OFFLINE_MODULES = [
  'src/app/pages/auth.ts',
  'src/features/auth/LoginPage.tsx',
  'src/features/auth/LoginWLHPage.tsx',
  'src/features/notices/NoticeDetail.tsx',
  'src/features/notices/UnreadBell.tsx',
  'src/ui/Drawer.tsx',
  'src/app/layouts/TopNav.tsx',
  'workbox-window',
  // the HTTP client (src/api/http.ts loads it with the first call) and every area's route table (src/app/routeTables.ts)
  'ky',
  'src/api/contract/routes/index.ts',
  'src/ui/resource/RecordDetail.tsx',
  'src/ui/resource/RecordForm.tsx',
];

export const OFFLINE_CHUNKS_FILE = 'offline-chunks.json';
