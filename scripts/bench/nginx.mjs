// nginx as the yardstick for serving static HTML: Debian's nginx-light, installed with apt when
// missing, run in the foreground on a loopback port with a config written into .tmp/.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stopGroup, tracked, waitForHttp } from './server.mjs';

const NGINX = '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('Installing Debian nginx-light (first run on this machine)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

/**
 * Serves `files` ({ urlPath: { body, type } }) with the given extra headers. One worker process:
 * `next start` serves from one process too, so the ratio compares one process with one process.
 */
export async function startNginx({ port, files, headers = {}, gzip = false }) {
  ensureNginx();
  const dir = resolve('.tmp/bench-nginx');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'root'), { recursive: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const locations = Object.entries(files).map(([urlPath, { body, type }], index) => {
    const file = `page-${index}.html`;
    writeFileSync(join(dir, 'root', file), body);
    return `    location = ${urlPath} { default_type "${type}"; try_files /${file} =404; }`;
  });
  const addHeaders = Object.entries(headers).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
  const config = `
# Written by scripts/bench/nginx.mjs for one bench run.
daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=100;
  server_tokens off;
  # Node keeps a connection open for any number of requests; nginx's default closes it after 1000.
  keepalive_requests 1000000;
  keepalive_timeout 5s;
  gzip ${gzip ? 'on' : 'off'};
  gzip_types text/html;
  # The level Node's compression middleware (and so next start) uses by default.
  gzip_comp_level 6;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
${addHeaders.join('\n')}
${locations.join('\n')}
  }
}
`;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = spawn(NGINX, ['-e', join(dir, 'logs/error.log'), '-p', dir, '-c', configFile], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = tracked(() => stopGroup(child.pid));
  try {
    await waitForHttp(url + Object.keys(files)[0], () => child.exitCode !== null, 15_000);
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start on port ${port} (see ${dir}/logs/error.log): ${error.message}`);
  }
  return { url, pid: child.pid, stop };
}

function quote(value) {
  return `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/**
 * nginx as the cache of docs/deploying.md in front of `next start` ("Several instances"): proxy_cache keeps
 * each page with its headers (its own Content-Security-Policy included) for as long as the
 * origin's Cache-Control allows, nothing overridden.
 */
export async function startCachingProxy({ port, upstream, probePath }) {
  ensureNginx();
  const dir = resolve('.tmp/bench-nginx-cache');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const config = `
# Written by scripts/bench/nginx.mjs: the caching proxy of docs/deploying.md, for one bench run.
daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server_tokens off;
  keepalive_requests 1000000;
  keepalive_timeout 5s;
  proxy_cache_path ${dir}/cache keys_zone=granite:10m max_size=200m inactive=1d;
  upstream granite { server ${upstream}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://granite;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache granite;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const child = spawn(NGINX, ['-e', join(dir, 'logs/error.log'), '-p', dir, '-c', configFile], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = tracked(() => stopGroup(child.pid));
  try {
    await waitForHttp(url + probePath, () => child.exitCode !== null, 15_000);
  } catch (error) {
    await stop();
    throw new Error(`nginx (cache) did not start on port ${port} (see ${dir}/logs/error.log): ${error.message}`);
  }
  return { url, pid: child.pid, stop };
}
