import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's Chromium, installed on demand: the test machines are root and reach apt only.
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    console.log('Installing Debian chromium (first run on this machine)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  }
  return path;
}

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
