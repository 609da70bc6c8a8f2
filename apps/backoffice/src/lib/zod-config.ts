// zod 4 probes `new Function` for its JIT the first time a schema is built: under the strict
// script-src (no 'unsafe-eval') the probe is a reported CSP violation. Jitless validation is
// plenty fast for forms. Imported first by main.tsx, before any module builds a schema.
import { z } from 'zod';

z.config({ jitless: true });
