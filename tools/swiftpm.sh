#!/usr/bin/env bash
# tools/swiftpm.sh SWIFT ARGS…: runs a SwiftPM command (`swift build …`, `swift test …`), and once
# more when SwiftPM itself is killed by a signal. Swift 6.3's SwiftPM on Debian 12 now and then
# dies as it starts, a SIGSEGV in libdispatch's `_dispatch_event_loop_drain` (swiftlang/swift
# issue 87033; twice in some thirty builds on this machine), before anything of the project
# has run. A build that fails, or a test that fails or crashes, makes SwiftPM exit 1: that is
# never run again.
"$@"
rc=$?
if [ "$rc" -ge 128 ]; then
  echo "swiftpm.sh: '$*' was killed by signal $((rc - 128)); running it once more" >&2
  "$@"
  rc=$?
fi
exit "$rc"
