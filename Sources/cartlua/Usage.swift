/// cartlua's own help and version, and `run`'s help and usage line (RunCommand's table of options
/// takes them from here; the other commands keep theirs in their own tables).
enum Usage {
    static let version = "0.1.0"

    static let main = """
    cartlua — Core Animation's model, headless, driven by Lua scripts on a virtual clock.

    usage:
      cartlua run SCRIPT [options]       run a script and write what every layer does over time
      cartlua test [PATH…]               run regression scripts (*_test.lua); "N passed, N failed"
      cartlua watch SCRIPT [options]     re-run on every save and report what changed
      cartlua preview SCRIPT [options]   a live page: stage, tracks, curves, params as controls
      cartlua explain SCRIPT [options]   a timeline of every animation in the terminal
      cartlua export SCRIPT --swift      Swift (Core Animation) code that rebuilds the run's animations
      cartlua params SCRIPT              the script's params: name, type, default, help
      cartlua lint SCRIPT…               Core Animation pitfalls (snap-backs, retained delegates, …)
      cartlua types                      LuaLS annotations (---@meta) of the whole API
      cartlua --help | --version

    Run `cartlua COMMAND --help` for a command's options. Scripts and their API: README.md.

    """

    static let run = """
    usage: cartlua run SCRIPT [options]

    Runs SCRIPT on a virtual clock and writes its trace: every layer of the window at each
    sample time, the animation events and the script's log lines.

    options:
      --fps N            sample rate (default 60); samples at t = k/N from 0
      --at T1,T2,…       sample exactly these times instead (the run lasts until the last)
      --until T          stop at virtual time T (default: when idle)
      --max-time T       cut the run at virtual time T, whatever its end (default: 60 s for a
                         run that would end only when idle; none with --until or --at)
      --format F         text (default on a terminal) | jsonl (default otherwise) | none
                         pictures: svg (motion sheet) | html (player) | png (frame or
                         contact sheet) | gif — export: lottie (a Lottie/Bodymovin document,
                         e.g. -o anim.json --format lottie); FILE's extension picks one too
      -o FILE            write the trace to FILE instead of standard output (`-o -`: standard
                         output; an extension cartlua does not write, such as .jpg, needs --format)
      --set NAME=VALUE   override a param() of the script (repeatable)
      --screen WxH       screen size in points (default 375x812)
      --seed N           math.random's seed (default 0)
      --record G.jsonl   also write the trace to G.jsonl, as a golden
      --check G.jsonl    compare the run with the golden G.jsonl; report the first divergence
      --tolerance X      with --check: numbers may differ by up to X (default 0.0001)
      limits (README "Running untrusted scripts"; each fails the run with exit 1):
      --max-instructions N   Lua instructions in all (default 1000000000; 0: none)
      --max-memory MIB       memory Lua may hold (default 512; 0: none)
      --max-layers N         layers a script may make (default 1000000)
      --max-pending-calls N  delayed calls pending at once (default 1000000)
      --max-output MIB       size of the trace (default 1024)
      -h, --help         this help

    exit status: 0 success; 1 the script failed or the run reached the time cap (the trace up
    to there is kept), or the run differs from the golden; 2 bad usage.

    """

    static let runLine = "usage: cartlua run SCRIPT [--fps N | --at T1,T2,…] [--until T] [--max-time T] [--format F] [-o FILE] [--set NAME=VALUE]… [--screen WxH] [--seed N] [--record G.jsonl | --check G.jsonl [--tolerance X]]"
}
