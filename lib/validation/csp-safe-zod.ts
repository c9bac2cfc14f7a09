import { z } from 'zod';

// The pages' Content-Security-Policy has no 'unsafe-eval'. Unless told not to compile parsers,
// zod probes `new Function` on first use; the throw is caught, but the browser still reports a
// CSP violation for every form. Imported for its effect by each form schema.
z.config({ jitless: true });
