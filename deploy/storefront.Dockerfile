# syntax=docker/dockerfile:1
# The storefront's web server (pages with their SEO head, sitemap, robots.txt) with the built storefront; it also balances /api over the API instances named in API_UPSTREAMS.
# Build from the repository root:
#   docker build -f deploy/storefront.Dockerfile -t phonehub-storefront .

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The app and the frontend server, bundled with everything it imports (storefront-server:build).
RUN npx nx run-many -t build -p storefront storefront-server --skip-nx-cache

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    STOREFRONT_PORT=4200
WORKDIR /app
# No node_modules: the server is one self-contained file, and the app is its sibling in dist/apps.
COPY --from=build --chown=root:root /app/dist/apps/frontend-server ./dist/apps/frontend-server
COPY --from=build --chown=root:root /app/dist/apps/storefront ./dist/apps/storefront
USER node
EXPOSE 4200
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.STOREFRONT_PORT || 4200) + '/app.config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "dist/apps/frontend-server/main.cjs", "storefront"]
