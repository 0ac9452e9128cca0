-- luacheck's settings for cartlua's own Lua chunks, prelude.lua and expect.lua (PreludeFileTests
-- runs luacheck with them and fails on any warning). Both are Lua 5.4, run in the script's
-- sandbox (Environment.swift).
std = "lua54"
-- A few argument checks are one long line each. Lines are never rewrapped just for length: a
-- chunk's line numbers show in tracebacks ("cartlua prelude:209: in function 'require'").
max_line_length = 160

-- The prelude replaces library functions with deterministic, sandbox-aware ones (print, pairs,
-- string.format, …) and adds `log` and `expect`; every other field stays read-only.
files["prelude.lua"] = {
  globals = {"tostring", "print", "log", "pairs", "load", "require", "expect"},
  read_globals = {
    coroutine = {fields = {resume = {read_only = false}, close = {read_only = false}, wrap = {read_only = false}}},
    math = {fields = {randomseed = {read_only = false}}},
    string = {fields = {format = {read_only = false}}},
  },
}
