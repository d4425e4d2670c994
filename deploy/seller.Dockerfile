# syntax=docker/dockerfile:1
# The seller portal remote (static Module Federation build) behind the shared frontend server, /api proxied to the API.
# Build from the repository root:
#   docker build -f deploy/seller.Dockerfile -t phonehub-seller .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run seller:build --skip-nx-cache

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    SELLER_PORT=4201
WORKDIR /app
# The server runs from its TypeScript sources with tsx (which reads the path aliases through
# tsconfig.json), as npm start and the cluster script run it.
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json tsconfig.base.json tsconfig.json ./
COPY --chown=root:root tools/scripts ./tools/scripts
COPY --chown=root:root libs ./libs
COPY --from=build --chown=root:root /app/dist/apps/seller ./dist/apps/seller
USER node
EXPOSE 4201
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.SELLER_PORT || 4201) + '/app.config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node_modules/.bin/tsx", "tools/scripts/serve-app.ts", "seller"]
