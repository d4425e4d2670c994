# syntax=docker/dockerfile:1
# The storefront's web server (pages with their SEO head, sitemap, robots.txt) with the built storefront; it also balances /api over the API instances named in API_UPSTREAMS.
# Build from the repository root:
#   docker build -f deploy/storefront.Dockerfile -t phonehub-storefront .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run storefront:build --skip-nx-cache

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    STOREFRONT_PORT=4200
WORKDIR /app
# The server runs from its TypeScript sources with tsx (which reads the path aliases through
# tsconfig.json), as npm start and the cluster script run it.
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json tsconfig.base.json tsconfig.json ./
COPY --chown=root:root tools/scripts ./tools/scripts
COPY --chown=root:root libs ./libs
COPY --chown=root:root apps/storefront/server ./apps/storefront/server
COPY --from=build --chown=root:root /app/dist/apps/storefront ./dist/apps/storefront
USER node
EXPOSE 4200
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.STOREFRONT_PORT || 4200) + '/app.config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node_modules/.bin/tsx", "tools/scripts/serve-app.ts", "storefront"]
