# Production image: build everything in one stage, run a slim non-root runtime in the next.
# Used by docker-compose.yml; needs a DATABASE_URL (the embedded database is for local use only).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# npm 11 honours package.json's allowScripts (only approved install scripts run).
RUN npm install -g npm@11
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY ui-kit/package.json ui-kit/
COPY agronomy/package.json agronomy/
RUN npm ci
COPY . .
# No source maps in the image: the browser build makes none; the backend's (tsc) are dropped here.
RUN npm run build && find backend/dist frontend/dist -name '*.map' -delete && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/agronomy/package.json ./agronomy/
COPY --from=build /app/agronomy/dist ./agronomy/dist
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/public ./backend/public
COPY --from=build /app/frontend/dist ./frontend/dist
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-old-space-size=256", "backend/dist/main.js"]
