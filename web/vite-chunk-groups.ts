import type { Rolldown } from 'vite';

// How the build groups modules into files. Left to itself, the bundler makes a chunk for every distinct
// set of screens sharing a module: a signed-in screen then needed 33 files, many under 1 KB, and on HTTP/1.1
// (six connections) each costs a round trip before the screen can paint (Lighthouse /taste 91). Grouped,
// a screen needs about six. Groups are checked in order; a module goes to the first that takes it.

const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/** The public pages' frame (headers, footers, the document title): shared by every screen, no contracts. */
const PAGE_KIT = path('web/src/(components/layout|lib/use-document-title)');

/** Small building blocks of the signed-in screens, and the libraries under them. */
const SCREEN_KIT = path(
  'web/src/(components|lib)/|node_modules/(@tanstack|@radix-ui/react-(avatar|primitive|context|use-layout-effect|use-callback-ref|use-is-hydrated))',
);

/** Code that loads only when opened (dialogs, menus, toasts and what they alone use) stays out of the kit. */
const ON_DEMAND = /report|dialog|sheet|dropdown|toast|advice|account-menu|select|checkbox|switch/;

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the first page needs, in the first script: one request instead of four.
  { name: 'boot', tags: ['$initial'], priority: 1 },
  // The kits keep what their modules import in its own chunk (no recursive capture), so the public
  // pages' frame never drags in the contracts (zod and every route's schema).
  { name: 'page-kit', test: PAGE_KIT, minShareCount: 2, includeDependenciesRecursively: false },
  {
    name: 'screen-kit',
    test: (id) => SCREEN_KIT.test(id) && !ON_DEMAND.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  // Every icon in one small file; the base they share stays with the first script.
  { name: 'icons', test: path('node_modules/lucide-react/dist/esm/icons/'), includeDependenciesRecursively: false },
];
