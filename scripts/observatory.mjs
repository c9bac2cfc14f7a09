#!/usr/bin/env node
// MDN HTTP Observatory (mdn-http-observatory-scan) against a production build, run locally:
// `next start` behind Debian's nginx, which terminates TLS with a throwaway self-signed
// certificate and redirects HTTP to HTTPS, the way the site is deployed. nginx listens on a
// loopback address of its own (127.0.0.77, ports 80 and 443, so no other server is in the way);
// the scanner reaches it under a made-up host name through a small DNS override, and trusts the
// certificate through OpenSSL's CA file.
//
//   npm run build && node scripts/observatory.mjs      # scans the .next build
//   NEXT_DIST_DIR=.next-e2e node scripts/observatory.mjs
//
// Prints the grade, the score and every test's result; exits 1 below OBSERVATORY_MIN_GRADE (A+).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, startNext } from '../test/reliability/next-process.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const NGINX = '/usr/sbin/nginx';
const grades = ['F', 'D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A', 'A+'];

/** Runs one scan; resolves with the scanner's own JSON ({ scan, tests }). */
export async function runObservatory({
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  host = 'granite-observatory.test',
  address = process.env.OBSERVATORY_ADDRESS ?? '127.0.0.77',
} = {}) {
  const dir = join(root, '.tmp', 'observatory');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  prepareScanner();
  ensureNginx();
  if (ensureBuild({ distDir, env: { SITE_URL: `https://${host}` } })) console.error(`[observatory] built ${distDir}`);
  const server = await startNext({ distDir, env: { DATA_DIR: join(dir, 'data'), SITE_URL: `https://${host}` } });
  let nginx;
  try {
    const { cert, key } = selfSignedCertificate(dir, host);
    nginx = await startTlsFront({ dir, host, address, cert, key, upstream: server.url });
    return scan({ dir, host, address, cert });
  } finally {
    nginx?.stop();
    await server.stop();
  }
}

/** The scanner's install step is disabled (no network); all it needs is a preload list file. */
function prepareScanner() {
  const preload = join(root, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.error('[observatory] installing Debian nginx-light…');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null'], {
    stdio: 'inherit',
  });
}

function selfSignedCertificate(dir, host) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

async function startTlsFront({ dir, host, address, cert, key, upstream }) {
  const config = `
# Written by scripts/observatory.mjs for one scan.
daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server {
    listen ${address}:80;
    server_name ${host};
    return 301 https://$host$request_uri;
  }
  server {
    listen ${address}:443 ssl;
    server_name ${host};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(NGINX, ['-e', join(dir, 'logs/error.log'), '-p', dir, '-c', file], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const probe = spawnSync('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', '--resolve', `${host}:80:${address}`, `http://${host}/`], {
      encoding: 'utf8',
    });
    if (probe.stdout === '301') return { stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`nginx did not start on ${address}:80/443 (see ${dir}/logs/error.log)`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

function scan({ dir, host, address, cert }) {
  // The scanner resolves `host` to nginx's loopback address; everything else resolves normally.
  const resolver = join(dir, 'resolve.mjs');
  writeFileSync(
    resolver,
    `import dns from 'node:dns';
const lookup = dns.lookup;
dns.lookup = function (hostname, options, callback) {
  if (hostname !== ${JSON.stringify(host)}) return lookup.apply(this, arguments);
  if (typeof options === 'function') [callback, options] = [options, {}];
  const all = typeof options === 'object' && options?.all;
  process.nextTick(() => (all ? callback(null, [{ address: ${JSON.stringify(address)}, family: 4 }]) : callback(null, ${JSON.stringify(address)}, 4)));
};
`,
  );
  const bin = join(root, 'node_modules/.bin/mdn-http-observatory-scan');
  const result = spawnSync(bin, [host], {
    cwd: root,
    encoding: 'utf8',
    // --use-openssl-ca: trust the CA file below (our certificate) instead of the bundled roots,
    // which the scanner's wrapper would otherwise pin through NODE_EXTRA_CA_CERTS.
    env: { ...process.env, NODE_OPTIONS: `--use-openssl-ca --import=${resolver}`, SSL_CERT_FILE: cert },
  });
  const output = JSON.parse(result.stdout || '{}');
  if (!output.scan) throw new Error(`the scan failed: ${result.stdout}${result.stderr}`);
  return output;
}

export function meetsGrade(grade, minimum) {
  return grades.indexOf(grade) >= grades.indexOf(minimum);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const minimum = process.env.OBSERVATORY_MIN_GRADE ?? 'A+';
  const { scan: summary, tests } = await runObservatory();
  console.log(`MDN HTTP Observatory: grade ${summary.grade}, score ${summary.score}/100, ${summary.testsPassed}/${summary.testsQuantity} tests passed`);
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${modifier.padStart(4)}  ${name}: ${test.result}`);
  }
  if (!meetsGrade(summary.grade, minimum)) {
    console.error(`grade ${summary.grade} is below ${minimum}`);
    process.exit(1);
  }
}
