# Sourced by the benchmarks that run lectern with its browser engine.

# The peak memory of a process and all its descendants until it ends, in MiB: the sum of each
# process's proportional set size (shared pages counted once across the tree, which a sum of
# RSS would count in every QtWebEngine process), and the sum of RSS beside it.
peak_tree_memory() { # pid -> "PSS RSS"
  local pid=$1 peak_pss=0 peak_rss=0 pss rss
  while kill -0 "$pid" 2>/dev/null; do
    read -r pss rss < <(ps -e -o pid=,ppid= | awk -v root="$pid" '
      { parent[$1] = $2 }
      END { for (p in parent) { q = p; while (q != "" && q != 0 && q != root) q = parent[q];
                                if (q == root) print p } print root }' |
      while read -r p; do
        awk '/^Pss:/ { pss = $2 } /^Rss:/ { rss = $2 } END { print pss + 0, rss + 0 }' \
          "/proc/$p/smaps_rollup" 2>/dev/null || true
      done | awk '{ pss += $1; rss += $2 } END { print int(pss / 1024), int(rss / 1024) }')
    [ "${pss:-0}" -gt "$peak_pss" ] && peak_pss=$pss
    [ "${rss:-0}" -gt "$peak_rss" ] && peak_rss=$rss
    sleep 0.1
  done
  echo "$peak_pss $peak_rss"
}
