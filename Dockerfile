# syntax=docker/dockerfile:1
# Luxid storefront: build with every dependency, run with production dependencies only.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --chown=root:root package.json ./
COPY --chown=root:root server ./server
COPY --chown=root:root db/migrations ./db/migrations
# npm run db:backup / db:restore / db:move-to-postgres, run with `docker compose exec` (Node runs them as they are).
COPY --chown=root:root scripts/backup-cli.ts scripts/db-backup.ts scripts/db-restore.ts scripts/db-move-to-postgres.ts ./scripts/
COPY --chown=root:root app/lib/backup ./app/lib/backup
COPY --chown=root:root app/lib/pglite-snapshot-path.server.ts ./app/lib/
# The app's files stay root-owned and read-only to it; only DATA_DIR (PGlite, outbox, voice notes) is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node directly (not npm), so SIGTERM reaches the server and it drains before exiting.
CMD ["node", "server/index.ts"]
