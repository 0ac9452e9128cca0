/// `cartlua test`'s own options (`run`'s come from RunOptionGroups.swift): how the scripts are
/// chosen, run and reported.
extension OptionGroup where Request == TestCommand.Request {
    static var testRun: OptionGroup {
        OptionGroup([
            .value("-j", "--jobs") { r, name, s throws(CommandLineError) in
                guard let n = Int(s), n >= 1, n <= 1024 else {
                    throw CommandLineError(message: "\(name): '\(s)' is not a whole number from 1 to 1024")
                }
                r.jobs = n
            },
            .value("--filter") { r, _, s throws(CommandLineError) in
                guard !s.isEmpty else { throw CommandLineError(message: "--filter: the pattern is empty") }
                r.filters.append(s)
            },
            .value("--shard") { r, _, s throws(CommandLineError) in r.shard = try shard(s) },
            OptionSpec(["--fail-fast"], .flag { $0.failFast = true }),
            .value("--format", shownDefault: { $0.format.rawValue }) { r, _, s throws(CommandLineError) in
                guard let f = TestCommand.Format(rawValue: s) else {
                    throw CommandLineError(message: "--format: unknown report format '\(s)' (expected text or tap)")
                }
                r.format = f
            },
            .value("--junit") { r, _, path throws(CommandLineError) in r.junitPath = path },
        ])
    }

    /// `--shard K/N`'s value: whole numbers, 1 ≤ K ≤ N.
    private static func shard(_ s: String) throws(CommandLineError) -> TestFiles.Shard {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000_000, k >= 1, k <= n else {
            throw CommandLineError(message: "--shard expects K/N with 1 ≤ K ≤ N (e.g. 2/4), got '\(s)'")
        }
        return TestFiles.Shard(index: k, count: n)
    }
}
