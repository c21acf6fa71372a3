#!/usr/bin/env python3
"""bench_import.py LECTERN WORK [ENTRIES]: imports a generated Pocket export of ENTRIES pages
(default 10,000) with `lectern import`, timed with its peak memory (wait4), against a peer in the
same run: the same rows read with Python's csv module and inserted into a SQLite table of their
own in one transaction, the floor of any import. Runs inside the build environment; prints a line
per measure, then one JSON object."""
import csv, json, os, random, sqlite3, subprocess, sys, time

lectern, work = sys.argv[1], sys.argv[2]
entries = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
os.makedirs(work, exist_ok=True)
export = os.path.join(work, "pocket.csv")
random.seed(7)
with open(export, "w", newline="") as f:
    out = csv.writer(f)
    out.writerow(["title", "url", "time_added", "tags", "status"])
    for i in range(entries):
        title = 'Post %d: "notes", on systems' % i if i % 7 == 0 else "Post number %d" % i
        tags = random.choice(["", "gpu", "gpu|cuda", "rust|async", "kernel"])
        out.writerow([title, "https://site%d.example.org/posts/%d/" % (i % 50, i),
                      1700000000 + i * 60, tags, "archive" if i % 3 == 0 else "unread"])

def lectern_run(library):
    start = time.monotonic()
    process = subprocess.Popen([lectern, "--library", library, "import", export],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    output = process.stdout.read().decode()
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), output.strip()

def peer_run(path):
    start = time.monotonic()
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE pages (url TEXT UNIQUE, title TEXT, added INTEGER, tags TEXT,"
               " status TEXT)")
    with open(export, newline="") as f:
        rows = list(csv.DictReader(f))
    with db:
        db.executemany("INSERT OR IGNORE INTO pages VALUES (?, ?, ?, ?, ?)",
                       [(r["url"], r["title"], int(r["time_added"]), r["tags"], r["status"])
                        for r in rows])
    db.close()
    return time.monotonic() - start

runs = []
for round_ in range(3):
    library = os.path.join(work, "library-%d" % round_)
    subprocess.run(["rm", "-rf", library], check=True)
    seconds, rss, code, output = lectern_run(library)
    peer_path = os.path.join(work, "peer-%d.sqlite" % round_)
    if os.path.exists(peer_path):
        os.remove(peer_path)
    peer = peer_run(peer_path)
    runs.append({"lectern": seconds, "peerSeconds": peer, "rssMiB": rss, "exit": code})
    print("round %d: lectern import %.2f s (peak %.0f MiB, exit %d: %s); csv+sqlite peer %.2f s"
          % (round_, seconds, rss, code, output.splitlines()[0] if output else "", peer))
best = min(runs, key=lambda r: r["lectern"])
print("best: %d entries in %.2f s, %.0f MiB peak; peer %.2f s; lectern/peer %.1f"
      % (entries, best["lectern"], best["rssMiB"], best["peerSeconds"],
         best["lectern"] / best["peerSeconds"]))
print(json.dumps({"entries": entries, "runs": runs}))
