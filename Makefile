# cartlua — the two commands of the README's quick start, and a few more.
#   make run    set up, build, and run the coin stream (Scripts/coins.lua)
#   make test   set up and run every test
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
CARTLUA = .build/release/cartlua

.PHONY: setup build run test clean

setup:
	@scripts/setup.sh

build: setup
	@$(SWIFT) build -c release --product cartlua --quiet

run: build
	@$(CARTLUA) run Scripts/coins.lua

test:
	@scripts/setup.sh --tests
	$(SWIFT) test

clean:
	rm -rf .build

# The benchmark suite of "Fast at any size" (Benchmarks/run.sh): builds release, then prints
# startup, throughput, scaling, memory and Lua ↔ Swift figures against the targets (~5 min).
.PHONY: bench
bench:
	@SWIFT=$(SWIFT) Benchmarks/run.sh
