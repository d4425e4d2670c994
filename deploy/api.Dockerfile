# syntax=docker/dockerfile:1
# The PhoneHub API. Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t phonehub-api .
# Run several of these behind a load balancer on one PostgreSQL (DATABASE_URL) and Redis (REDIS_URL);
# see compose.yaml and the README's Deploy section.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run api:build --skip-nx-cache

# Production dependencies only: no build tools, and no embedded PostgreSQL (a development convenience;
# production refuses to start without DATABASE_URL).
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=runtime-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist/apps/api ./dist/apps/api
COPY --chown=root:root package.json ./
# Uploads and the mail outbox live in DATA_DIR (mount a volume there); nothing else is writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Readiness: 503 while draining after SIGTERM, or when PostgreSQL (or Redis, the job queue) does not answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: health says 503 for SHUTDOWN_DELAY_MS, requests in flight finish, the pool closes, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "dist/apps/api/main.js"]
