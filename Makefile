# The few verbs a person types. Everything runs with offline defaults on this machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.package-lock.json

# Every recipe, and every process it starts, runs on Node 24: the machine's node if it is 24 or newer,
# otherwise one installed once from the npm registry into .data/node24 (infra/node/ensure-node24.mjs).
NODE24_BIN := $(shell node infra/node/ensure-node24.mjs)
ifeq ($(NODE24_BIN),)
$(error Node 24 is not available (see the message above))
endif
export PATH := $(NODE24_BIN):$(PATH)

.PHONY: help dev test e2e stack-tests lint build bench up down clean

help:
	@echo "make dev    start the whole app (offline defaults) and print its address; AI_REPLICAS=3 runs three AI processes"
	@echo "            (Postgres and Redis: DATABASE_URL/REDIS_URL, the local servers, Docker, or started from .data/; SORSI_DATASTORE=embedded forces the last)"
	@echo "make test   lint, import rules, unit, service and end-to-end tests"
	@echo "make e2e    end-to-end tests in Chromium only"
	@echo "make stack-tests  whole-stack tests only (faults, replicas, draining, account deletion, Redis users, route × role access, the social bench on a small seed)"
	@echo "make bench  benchmarks (results go to docs/benchmarks.md by hand)"
	@echo "make up / make down   the stack in Docker Compose (where a Docker engine runs)"

$(NPM_STAMP): package-lock.json
	npm ci

build: $(NPM_STAMP)
	npm run build

dev: build
	node infra/dev/dev.mjs

lint: $(NPM_STAMP)
	npm run lint

test: build lint
	node infra/test/run-tests.mjs

e2e: build
	node node_modules/jest/bin/jest.js --selectProjects e2e --runInBand

stack-tests: build
	node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects stack --maxWorkers=1 --workerIdleMemoryLimit=1MB

bench: export FONTCONFIG_FILE := $(CURDIR)/infra/fonts/fonts.conf
bench: build
	npm run bench -w services/kit
	npm run bench -w gateway
	npm run bench:taste-load -w gateway
	npm run bench:tasting-lists -w gateway
	npm run bench -w services/tasting
	npm run bench -w services/social
	npm run bench:advice -w services/ai
	npm run bench -w services/ai
	npm run bench:scaling -w services/ai
	LIGHTHOUSE_SIGNED_IN=/taste,/browse node web/bench/lighthouse.mjs

up:
	docker compose up -d --build

down:
	docker compose down

clean:
	rm -rf node_modules */node_modules services/*/node_modules infra/*/node_modules */dist services/*/dist infra/*/dist .data
