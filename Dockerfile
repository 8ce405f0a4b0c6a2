# The idledger node image: `idledger` (Node.js 22) with the pinned CometBFT it runs as its child.
#   docker build -t idledger .
#   docker run --rm -v idledger:/home/node/.idledger idledger init node0 --chain-id my-chain-1
#   docker run -d -v idledger:/home/node/.idledger -p 26656:26656 idledger        # idledger start
# Inside a container, set the listen addresses of the ports you publish to 0.0.0.0 (config.toml [rpc] laddr,
# app.toml [grpc] and [api] address); docker-compose.yml runs a whole testnet (docs/testnet.md).

# CometBFT, built by the same script and pin as on a developer's machine; static, so that it runs on any Debian.
FROM golang:1.24-bookworm AS cometbft
WORKDIR /src
COPY scripts/install-cometbft.sh scripts/
COPY scripts/cometbft-patches scripts/cometbft-patches/
RUN CGO_ENABLED=0 bash scripts/install-cometbft.sh

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# --ignore-scripts: the package's own prepare script (the build) needs the sources, copied below; the native
# dependencies (classic-level, secp256k1) load the prebuilt binaries they ship.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY cli cli
COPY lib lib
COPY abci-app abci-app
COPY services services
# The build takes scripts/ too: the benchmarks and testnet.sh's helpers.
COPY scripts scripts
RUN npm run build && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

# What `idledger` finds beside dist/ at run time: package.json (the package root), cometbft-config/ (the config.toml
# templates), proto/descriptors/ (gRPC reflection), scripts/install-cometbft.sh with .bin/cometbft (it returns at once
# when the binary has the pinned version), scripts/testnet.sh for docker-compose.yml's init service, and the event
# form's page files (services/event-api/src/form/page/).
FROM node:22-bookworm-slim
WORKDIR /app
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules node_modules
COPY --from=build /src/dist dist
COPY bin bin
COPY cometbft-config cometbft-config
COPY proto/descriptors proto/descriptors
COPY scripts/install-cometbft.sh scripts/testnet.sh scripts/
COPY services/event-api/src/form/page services/event-api/src/form/page
COPY --from=cometbft /src/.bin/cometbft .bin/cometbft
RUN ln -s /app/bin/idledger.js /usr/local/bin/idledger \
  && mkdir -p /home/node/.idledger && chown node:node /home/node/.idledger
USER node
ENV IDLEDGER_HOME=/home/node/.idledger
EXPOSE 26656 26657 26658 9090 1317
ENTRYPOINT ["idledger"]
CMD ["start"]
