import { config } from 'zod';

// Imported first by main.tsx, before any schema exists: zod compiles object parsers with `new Function`
// unless told not to, and under the gateway's CSP (no 'unsafe-eval') that attempt is a policy violation
// the browser records on every signed-in page (Lighthouse best practices: inspector issues).
config({ jitless: true });
