import { standaloneChecks } from './standalone-checks';

// The Docker image's steps without Docker (e2e/standalone-checks.ts), on the machine's Node.
standaloneChecks(async () => process.execPath);
