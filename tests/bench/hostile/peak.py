#!/usr/bin/env python3
"""Runs a command and prints one JSON line: its peak RSS (MiB), wall time and last stderr line."""
import json
import resource
import subprocess
import sys
import time

start = time.time()
run = subprocess.run(sys.argv[1:], capture_output=True, text=True)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"peakMiB": usage.ru_maxrss // 1024, "seconds": round(time.time() - start, 2),
                  "exit": run.returncode,
                  "said": (run.stderr.strip().splitlines() or [""])[-1][:200]}))
