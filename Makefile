# cartlua — the two commands of the README's quick start, and a few more.
#   make run    set up, build, and run the coin stream (Scripts/coins.lua)
#   make test   set up and run every test
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
CARTLUA = .build/release/cartlua

.PHONY: setup build run test clean

setup:
	@tools/setup.sh

# SwiftPM is run through tools/swiftpm.sh, which runs it once more when SwiftPM itself is killed
# by a signal as it starts (a libdispatch crash of the toolchain; the script says which).
build: setup
	@tools/swiftpm.sh $(SWIFT) build -c release --product cartlua --quiet

run: build
	@$(CARTLUA) run Scripts/coins.lua

test:
	@tools/setup.sh --tests
	@tools/swiftpm.sh $(SWIFT) build --build-tests
	tools/swiftpm.sh $(SWIFT) test --skip-build

clean:
	rm -rf .build

# The benchmark suite (Benchmarks/run.sh): builds release, then times cartlua against the tuned
# Lua and C peers of the coins-N yardstick (../shared/bench when there, else Benchmarks/) and
# prints start-up, throughput, N = 100000, creation and Lua ↔ Swift figures against issue 15's
# targets (~4 min); then `cartlua test -j 2` against `-j 1` on 40 scripts (Benchmarks/test_parallel.sh).
.PHONY: bench
bench:
	@SWIFT=$(SWIFT) Benchmarks/run.sh
	@SWIFT=$(SWIFT) Benchmarks/test_parallel.sh

# Sanitizers (README "Running untrusted scripts"). Both build apart from the usual build folders.
#   make asan       the Lua host's tests (bindings, sandbox, fuzz) under AddressSanitizer
#   make valgrind   a release run of the coin stream under valgrind's leak check
.PHONY: asan valgrind
ASAN_BUILD = .build/asan

asan:
	@tools/setup.sh --tests
	$(SWIFT) build --scratch-path $(ASAN_BUILD) --sanitize=address --build-tests
	LSAN_OPTIONS=suppressions=$(CURDIR)/tools/lsan.supp $(SWIFT) test --scratch-path $(ASAN_BUILD) --sanitize=address --skip-build --disable-xctest --filter CartLuaTests

valgrind: build
	@command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 --suppressions=tools/valgrind.supp $(CARTLUA) run Scripts/coins.lua -o /dev/null
