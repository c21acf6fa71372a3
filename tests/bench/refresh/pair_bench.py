#!/usr/bin/env python3
"""Paired refresh runs; scripts/bench-refresh-pair runs it inside the build environment.

Serves --feeds copies of the corpus feeds from one nginx on --hosts loopback addresses (as
refresh_bench.py does), then, for each of --rounds rounds, runs `lectern refresh` cold (a fresh
library) then warm with each binary in turn, so that two builds meet the same machine state
within seconds of each other. A machine whose speed drifts (a shared host) moves a single run
by more than most changes are worth; alternating pairs show a change's sign and size. Prints a
line per run, then one JSON object with every figure.
"""
import argparse
import json
import os
import shutil
import subprocess
import tempfile
from xml.sax.saxutils import quoteattr

import refresh_bench as rb


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--feeds", type=int, default=1000)
    parser.add_argument("--hosts", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("binaries", nargs="+", help="lectern binaries (or scripts that run one)")
    args = parser.parse_args()

    root = os.path.join(args.work, "feeds")
    os.makedirs(root, exist_ok=True)
    files = rb.corpus_files(args.corpus, args.binaries[0])
    if not files:
        raise SystemExit("bench-refresh-pair: no usable feeds in " + args.corpus)
    for i in range(args.feeds):
        shutil.copyfile(files[i % len(files)], os.path.join(root, f"feed{i:04d}.xml"))
    addresses = rb.host_addresses(args.hosts)
    port = rb.free_port()
    nginx = rb.start_nginx(args.work, root, addresses, port)
    runs = []
    try:
        opml = os.path.join(args.work, "feeds.opml")
        with open(opml, "w") as out:
            out.write('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head>'
                      "<title>pairs</title></head><body>\n")
            for i in range(args.feeds):
                url = f"http://{addresses[i % len(addresses)]}:{port}/feed{i:04d}.xml"
                out.write(f"<outline type=\"rss\" text=\"feed {i}\" xmlUrl={quoteattr(url)}/>\n")
            out.write("</body></opml>\n")
        for round_ in range(args.rounds):
            for binary in args.binaries:
                library = tempfile.mkdtemp(prefix="library-", dir=args.work)
                subprocess.run([binary, "--library", library, "import-opml", opml],
                                  check=True, stdout=subprocess.DEVNULL)
                command = [binary, "--library", library, "refresh"]
                cold, _ = rb.measure(command)
                warm, _ = rb.measure(command)
                shutil.rmtree(library, ignore_errors=True)
                runs.append({"round": round_, "binary": binary, "cold": cold, "warm": warm})
                rb.say(f"round {round_} {binary}: cold {cold['wall']} s (cpu {cold['cpu']} s), "
                       f"warm {warm['wall']} s (cpu {warm['cpu']} s)")
    finally:
        nginx.terminate()
        nginx.wait()
    print(json.dumps({"feeds": args.feeds, "hosts": len(addresses), "runs": runs}))


if __name__ == "__main__":
    main()
