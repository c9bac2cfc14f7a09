# syntax=docker/dockerfile:1
# The production image: the standalone server, its static files and the migrate command,
# nothing else — no source tree, no dev dependencies, a non-root user, a read-only filesystem
# is fine (compose.yaml mounts /tmp only). e2e/standalone.test.ts runs these steps without
# Docker (same three copies, read-only, as an unprivileged user, against PostgreSQL 15).
#
#   docker build --build-arg SITE_URL=https://www.example.com -t granite-site .
#   docker run --rm -e DATABASE_URL=… granite-site node migrate.mjs     # release step
#   docker run -p 3000:3000 --env-file .env.production granite-site
#   docker run --rm -it -e DATABASE_URL=… granite-site node team-user.mjs add <username>

# Node 24 LTS (supported until April 2028; package.json `engines` allows >= 22.12), pinned to
# the multi-architecture index digest of the 24.21.0 bookworm-slim tag, so a rebuild gets the
# same base. The digest comes from a public project's pinned Dockerfile, not checked against
# Docker Hub from here: confirm it with `docker buildx imagetools inspect
# node:24.21.0-bookworm-slim` before relying on it, and update tag and digest together.
# e2e/standalone-node-lts.test.ts runs the standalone output on this exact Node version.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# What `npm ci` needs, including its postinstall (prisma generate): the schema and its config.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/postinstall.mjs scripts/engine-hint.mjs ./scripts/
# `npm install`, not `npm ci`: npm 11 judges this lockfile out of sync (it lacks entries for
# other platforms' optional builds of @swc/core and tailwind's oxide) although it installs the
# locked versions. `npm install --omit=dev` works too (prisma generate runs as a peer of
# @prisma/client).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# Baked into the prerendered pages (canonical and hreflang URLs, sitemap, analytics).
ARG SITE_URL
ARG NEXT_PUBLIC_GA_ID
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} NEXT_PUBLIC_GA_ID=${NEXT_PUBLIC_GA_ID}
# next build, then scripts/post-build.mjs: the CSP manifest, standalone/migrate.mjs and
# standalone/team-user.mjs (the team-account commands, plain Node like migrate.mjs).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
# Owned by root, read-only for the server's user. The standalone folder holds server.js,
# migrate.mjs and team-user.mjs.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
USER node
EXPOSE 3000
# Liveness only; orchestrators should route traffic on /api/ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 handles SIGTERM itself (lib/lifecycle/shutdown.ts): readiness 503, in-flight requests
# finished, outbox batch finished, pool closed, exit 0. Keep the stop grace period ≥ 30 s.
CMD ["node", "server.js"]
