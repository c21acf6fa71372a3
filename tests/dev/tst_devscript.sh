#!/usr/bin/env bash
# Tests of scripts/dev itself, run on the host by 'scripts/dev test' after the build: Lectern
# started through scripts/dev must keep the user's data where an installed Lectern would, see
# the user's files, and never lose a library when a build environment is replaced.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DEV="$ROOT/scripts/dev"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/lectern-devtest.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# The real build environment, used as it is; everything the tests write goes under $WORK.
INFO=$("$DEV" info)
export LECTERN_DEV_CACHE=${LECTERN_DEV_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lectern-dev}
export CCACHE_DIR=${CCACHE_DIR:-$LECTERN_DEV_CACHE/ccache}
case "$INFO" in sysroot*) export LECTERN_SYSROOT=${INFO#sysroot } ;; esac
export LECTERN_DEV_NOBUILD=1
FAKE_HOME="$WORK/home"
mkdir -p "$FAKE_HOME"
# An empty cache of build environments, so that no real library left in one is moved here.
CACHE_OVERRIDE="$WORK/cache"

passed=0 failed=0
pass() { passed=$((passed + 1)); printf 'PASS   %s\n' "$1"; }
fail() { failed=$((failed + 1)); printf 'FAIL!  %s\n' "$1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/       /'; }

# scripts/dev exec as a user whose home is $FAKE_HOME, with an empty data and config location.
as_user() {
  env -u XDG_DATA_HOME -u XDG_CONFIG_HOME -u LECTERN_LIBRARY_DIR HOME="$FAKE_HOME" \
    LECTERN_DEV_CACHE="$CACHE_OVERRIDE" "$DEV" exec -- "$@"
}

# 1. The home seen inside is the user's, and the library lands in its usual place there.
out=$(as_user sh -c 'echo "$HOME"' 2>&1)
[ "$out" = "$FAKE_HOME" ] && pass "the user's home is HOME inside" || fail "the user's home is HOME inside" "$out"

as_user lectern shelf add Papers >/dev/null 2>&1
as_user lectern shelf add Kernels >/dev/null 2>&1
out=$(as_user lectern shelf list 2>&1)
if [ -f "$FAKE_HOME/.local/share/lectern/library.sqlite" ] && grep -q Papers <<<"$out" && grep -q Kernels <<<"$out"; then
  pass "a library in the home persists between two commands"
else
  fail "a library in the home persists between two commands" "$out"
fi

# 2. A library under /tmp persists too (the host's /tmp, not a private one).
TMPLIB="$WORK/tmp-library"
as_user lectern --library "$TMPLIB" shelf add One >/dev/null 2>&1
as_user lectern --library "$TMPLIB" shelf add Two >/dev/null 2>&1
out=$(as_user lectern --library "$TMPLIB" shelf list 2>&1)
if [ -f "$TMPLIB/library.sqlite" ] && grep -q One <<<"$out" && grep -q Two <<<"$out"; then
  pass "a library under /tmp persists between two commands"
else
  fail "a library under /tmp persists between two commands" "$out"
fi

# 3. A file in the home can be imported.
mkdir -p "$FAKE_HOME/Downloads"
cat >"$FAKE_HOME/Downloads/subs.opml" <<'OPML'
<?xml version="1.0"?>
<opml version="2.0"><head><title>Reading</title></head><body>
<outline text="GPU"><outline type="rss" text="Kernel notes" xmlUrl="http://127.0.0.1:9/kernels.xml"/></outline>
</body></opml>
OPML
out=$(as_user lectern import-opml "$FAKE_HOME/Downloads/subs.opml" 2>&1)
listed=$(as_user lectern feed list 2>&1)
if grep -q "Kernel notes" <<<"$listed"; then
  pass "import-opml reads a file in the home"
else
  fail "import-opml reads a file in the home" "$out"$'\n'"$listed"
fi

# 4. The keychain: the session bus is reachable, or Lectern says why not.
mkdir -p "$WORK/run"
chmod 700 "$WORK/run"
: >"$WORK/run/bus-probe"
out=$(XDG_RUNTIME_DIR="$WORK/run" as_user sh -c 'test -e "$XDG_RUNTIME_DIR/bus-probe" && echo seen' 2>&1)
[ "$out" = seen ] && pass "the runtime folder (session bus) is shared" || fail "the runtime folder (session bus) is shared" "$out"
feed=$(as_user lectern feed list --json 2>/dev/null | grep -o '"id": *[0-9]*' | head -1 | grep -o '[0-9]*$')
out=$(printf 'secret\n' | as_user lectern feed login "${feed:-1}" alice 2>&1)
status=$?
if [ $status = 0 ] || grep -qi keychain <<<"$out"; then
  pass "a login reaches the keychain or says why not"
else
  fail "a login reaches the keychain or says why not" "exit $status: $out"
fi

# 5. A library left inside an old build environment is moved home once, never over another.
OLD="$CACHE_OVERRIDE/sysroot-0000old"
mkdir -p "$OLD/root/.local/share/lectern" "$OLD/root/.config/lectern" "$OLD/usr/lib"
echo old-library >"$OLD/root/.local/share/lectern/library.sqlite"
echo "[reader]" >"$OLD/root/.config/lectern/lectern.ini"
touch "$OLD/.lectern-ready"
rm -rf "$FAKE_HOME/.config/lectern"
out=$(as_user true 2>&1)
if [ "$(head -c 15 "$FAKE_HOME/.local/share/lectern/library.sqlite" 2>/dev/null)" = "SQLite format 3" ] \
  && [ "$(cat "$FAKE_HOME/.local/share/lectern-from-build-environment-"*/library.sqlite 2>/dev/null)" = old-library ] \
  && [ ! -e "$OLD/root/.local/share/lectern" ] && grep -q "unchanged" <<<"$out"; then
  pass "an old library is put beside the user's, which stays"
else
  fail "an old library is put beside the user's, which stays" "$out"
fi
if [ -f "$FAKE_HOME/.config/lectern/lectern.ini" ] && [ ! -e "$OLD/root/.config/lectern" ]; then
  pass "old settings move to the user's config folder"
else
  fail "old settings move to the user's config folder" "$out"
fi

# 6. Pruning an unused environment removes its system files only.
echo second-library >"$WORK/second.sqlite"
mkdir -p "$OLD/root/.local/share/lectern"
mv "$WORK/second.sqlite" "$OLD/root/.local/share/lectern/library.sqlite"
rm -rf "$FAKE_HOME/.local/share/lectern"
touch -d '20 days ago' "$OLD/.lectern-ready"
out=$(HOME="$FAKE_HOME" LECTERN_DEV_CACHE="$CACHE_OVERRIDE" "$DEV" prune 2>&1)
if [ ! -e "$OLD" ] && [ "$(cat "$FAKE_HOME/.local/share/lectern/library.sqlite" 2>/dev/null)" = second-library ]; then
  pass "pruning an old environment moves its library home first"
else
  fail "pruning an old environment moves its library home first" "$out"
fi
mkdir -p "$OLD/home/someone/notes"
touch -d '20 days ago' "$OLD/.lectern-ready"
out=$(HOME="$FAKE_HOME" LECTERN_DEV_CACHE="$CACHE_OVERRIDE" "$DEV" prune 2>&1)
if [ -d "$OLD/home/someone/notes" ] && grep -q "keeping" <<<"$out"; then
  pass "an environment that holds a user's files is kept"
else
  fail "an environment that holds a user's files is kept" "$out"
fi

printf 'scripts/dev: %d passed, %d failed\n' "$passed" "$failed"
[ "$failed" = 0 ]
