#!/usr/bin/env bash
# Starts an earlier release on a database this checkout migrated, and shows that its team area
# signs nobody in while its public site works (docs/deploying.md "Upgrades and rollback"). Heavy: it builds
# the earlier release (minutes), so it is run by hand, not by `npm test`:
#
#   bash scripts/check-rollback.sh c332b51 [build-dir]
#
# build-dir: a folder that already holds that release's build (its checkout after `npm ci` and
# `npm run build`); otherwise one is made under /tmp. Needs PostgreSQL 15's binaries.
set -euo pipefail
release=${1:?usage: check-rollback.sh <commit> [build-dir]}
here=$(cd "$(dirname "$0")/.." && pwd)
old=${2:-/tmp/release-$release}
pg_bin=${PG_BIN_DIR:-/usr/lib/postgresql/15/bin}
work=$(mktemp -d /tmp/rollback-check.XXXXXX)
chmod 755 "$work"
pg_port=${PG_PORT:-55438}
app_port=${APP_PORT:-3938}
url="postgresql://postgres@127.0.0.1:$pg_port/granite"
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D $work/pg -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if [ ! -f "$old/.next/standalone/server.js" ]; then
  echo "== building $release in $old (minutes)"
  mkdir -p "$old"
  git -C "$here" archive "$release" | tar -x -C "$old"
  (cd "$old" && npm ci --prefer-offline --no-audit --no-fund >/dev/null && NEXT_TELEMETRY_DISABLED=1 npm run build >/dev/null)
fi

echo "== a throwaway PostgreSQL 15, migrated by this checkout"
mkdir -p "$work/pg" && chown postgres "$work/pg"
su postgres -s /bin/sh -c "$pg_bin/initdb -D $work/pg -U postgres --auth=trust --no-sync -E UTF8 --locale=C" >/dev/null
su postgres -s /bin/sh -c "$pg_bin/pg_ctl -D $work/pg -o '-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1' -l $work/pg/server.log -w start" >/dev/null
su postgres -s /bin/sh -c "$pg_bin/createdb -h 127.0.0.1 -p $pg_port -U postgres granite"
(cd "$here" && DATABASE_URL=$url npm run -s db:migrate | tail -1)
# A member (argon2id, as lib/team/password.ts hashes) with a session this release made.
hash=$(cd "$here" && node -e "import('@node-rs/argon2').then((a) => a.hash('correct horse battery staple', { algorithm: 2 })).then((h) => console.log(h))")
token=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))")
session_id=$(node -e "console.log(require('crypto').createHash('sha256').update(process.argv[1]).digest('hex'))" "$token")
psql() { printf '%s\n' "$1" | su postgres -s /bin/sh -c "$pg_bin/psql -h 127.0.0.1 -p $pg_port -U postgres -d granite -Atq -v ON_ERROR_STOP=1"; }
psql "INSERT INTO users (username, \"passwordHash\") VALUES ('ada', '$hash')"
psql "INSERT INTO member_sessions (id, \"userId\", \"expiresAt\") SELECT '$session_id', id, now() + interval '1 day' FROM users WHERE username = 'ada'"
echo "members: $(psql 'SELECT count(*) FROM users'), sessions: $(psql 'SELECT count(*) FROM member_sessions'), security level: $(psql 'SELECT level FROM security_level')"

echo "== $release's release step on this database"
(cd "$old/.next/standalone" && DATABASE_URL=$url node migrate.mjs 2>&1 | tail -2)

echo "== $release started on it"
env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production APP_MODE=production PORT=$app_port HOSTNAME=127.0.0.1 \
  DATABASE_URL=$url SITE_URL=http://127.0.0.1:$app_port APP_SECRET=rollback-check-secret-0123456789abcdef \
  RESEND_API_KEY=re_rollback_check RESEND_BASE_URL=http://127.0.0.1:9 MAIL_FROM='Granite <hello@granite.test>' MAIL_TO_TEAM=team@granite.test \
  OUTBOX_WORKER=off DATA_DIR="$work/data" \
  node "$old/.next/standalone/server.js" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -fs -o /dev/null "http://127.0.0.1:$app_port/api/health" && break; sleep 1; done

status() { curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "$@"; }
site="http://127.0.0.1:$app_port"
echo "public home page:        $(status "$site/en")"
echo "public contact page:     $(status "$site/en/contact")"
echo "team sign-in page:       $(status "$site/en/team/sign-in")"
signin=$(curl -s -o /dev/null -D - -X POST "$site/api/team/sign-in" -H "Origin: $site" -H 'Sec-Fetch-Site: same-origin' \
  -H 'Content-Type: application/x-www-form-urlencoded' --data 'locale=en&username=ada&password=correct+horse+battery+staple')
echo "sign-in with the right password: $(grep -i '^location:' <<<"$signin" | tr -d '\r')"
echo "  session cookie set: $(grep -ci '^set-cookie: granite_team_session=[A-Za-z0-9_-]\{43\}' <<<"$signin" || true)"
echo "team page with a session this release made: $(status -b "granite_team_session=$token" "$site/en/team/leads")"
echo "== what $release logged about the team area"
grep -E '"level":"(error|warn)"' "$work/server.log" | cut -c1-300 | head -8
