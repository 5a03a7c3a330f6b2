# syntax=docker/dockerfile:1
# The Outchi image (README "Scaling past one machine"): the app by default, the job queue's worker
# with `node dist/.server/worker.mjs` (compose.yaml). e2e/deployImage.test.ts replays the runtime
# stage outside Docker: keep it to WORKDIR, COPY, RUN, ENV, USER, EXPOSE, HEALTHCHECK and CMD.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Production dependencies only; none of them needs an install script (sharp and argon2 come built).
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts
# What the server reads at run time: the built renderer and server (dist/, with dist/.server and
# dist/.ssr) and the content files; DATA_DIR (/app/data) is the node user's.
COPY --from=build /app/dist ./dist
COPY content ./content
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/.server/main.mjs"]
