# Oddsgate in production: one image, three roles (gateway, platform, worker), no TypeScript at run time.
# Build: docker build -t oddsgate .   Run: see compose.yaml (the same commands as the README's roles).

# --- build: the web app, the generated files and the server bundles -------------------------------
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# --- run: production packages only, the built files, an unprivileged user --------------------------
FROM node:20.20-bookworm-slim AS run
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the bundles read at run time: the server bundles, the web build, locales, the persisted operations.
COPY --from=build /app/dist ./dist
COPY --from=build /app/locales ./locales
COPY --from=build /app/web/persisted-operations.json ./web/persisted-operations.json
# The embedded database's folder (a one-container demo); a deployment sets DATABASE_URL instead.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000 4001
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/gateway.mjs"]
