# syntax=docker/dockerfile:1
# The admin portal remote (static Module Federation build) behind the shared frontend server, /api proxied to the API.
# Build from the repository root:
#   docker build -f deploy/admin.Dockerfile -t phonehub-admin .

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app and the frontend server, bundled with everything it imports (storefront-server:build).
RUN npx nx run-many -t build -p admin storefront-server --skip-nx-cache

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    ADMIN_PORT=4202
WORKDIR /app
# No node_modules: the server is one self-contained file, and the app is its sibling in dist/apps.
COPY --from=build --chown=root:root /app/dist/apps/frontend-server ./dist/apps/frontend-server
COPY --from=build --chown=root:root /app/dist/apps/admin ./dist/apps/admin
USER node
EXPOSE 4202
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.ADMIN_PORT || 4202) + '/app.config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/apps/frontend-server/main.cjs", "admin"]
