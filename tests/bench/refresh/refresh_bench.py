#!/usr/bin/env python3
"""Refresh benchmark driver; scripts/bench-refresh runs it inside the build environment.

Copies corpus feeds into a scratch folder (FEEDS copies, cycling through the files, so sizes
are mixed), serves them with one nginx listening on --hosts loopback addresses 127.0.1.1 ...
(127.0.0.1 alone for --hosts 1), feed i on address i % HOSTS, so that per-host limits act as
they do on real feeds (static files: ETag and Last-Modified, so a second fetch is a 304), then
measures, in the same run and against the same server:
  - lectern --library L refresh at its defaults, then with --jobs J --per-host J for each J in
    --jobs: cold (empty library, every feed a 200) and warm (every feed a 304);
  - newsboat -x reload with reload-threads T, cold (empty cache) and warm, for each T;
  - bench_refresh_stall: the longest event-loop gap while the library refreshes.
Wall time, CPU time (user + system) and peak RSS come from wait4() on each process. The last
line printed is one JSON object with every figure and the ratios newsboat / lectern, for
Lectern at its defaults and for its best tuned run.
"""
import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from xml.sax.saxutils import quoteattr

FEED_SUFFIXES = (".xml", ".rss", ".atom", ".rdf", ".rss0", ".rss1", ".rss2")


def say(message):
    print(f"bench-refresh: {message}", file=sys.stderr, flush=True)


def measure(command, env=None, cwd=None):
    """Runs command; returns wall seconds, CPU seconds, peak RSS (MiB), exit code, output."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               env=env, cwd=cwd)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return {
        "wall": round(wall, 3),
        "cpu": round(usage.ru_utime + usage.ru_stime, 3),
        "rssMiB": round(usage.ru_maxrss / 1024, 1),
        "exit": process.returncode,
    }, output.decode("utf-8", "replace")


def corpus_files(corpus, lectern):
    """XML feeds of the corpus that Lectern parses: each copy should be a real refresh."""
    files = []
    for folder, _, names in os.walk(corpus):
        for name in sorted(names):
            if name.lower().endswith(FEED_SUFFIXES):
                files.append(os.path.join(folder, name))
    files.sort()
    kept = []
    for path in files:
        result = subprocess.run([lectern, "parse", path], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        if result.returncode == 0:
            kept.append(path)
    say(f"{len(kept)} of {len(files)} corpus feeds parse; copies cycle through them")
    return kept


def host_addresses(hosts):
    """Linux routes all of 127/8 to lo, so each 127.0.1.x is a distinct local server name."""
    if hosts == 1:
        return ["127.0.0.1"]
    if not 1 <= hosts <= 254:
        raise SystemExit("bench-refresh: --hosts must be from 1 to 254")
    return [f"127.0.1.{n}" for n in range(1, hosts + 1)]


def free_port():
    # Bound on every address, so the port is free on each loopback address nginx takes.
    with socket.socket() as probe:
        probe.bind(("0.0.0.0", 0))
        return probe.getsockname()[1]


def start_nginx(work, root, addresses, port):
    conf_dir = os.path.join(work, "nginx")
    os.makedirs(os.path.join(conf_dir, "logs"), exist_ok=True)
    conf = os.path.join(conf_dir, "nginx.conf")
    listens = "\n".join(f"        listen {address}:{port};" for address in addresses)
    with open(conf, "w") as out:
        out.write(f"""
worker_processes 1;
daemon off;
pid {conf_dir}/nginx.pid;
error_log {conf_dir}/logs/error.log warn;
user root;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    client_body_temp_path {conf_dir}/body;
    proxy_temp_path {conf_dir}/proxy;
    fastcgi_temp_path {conf_dir}/fastcgi;
    uwsgi_temp_path {conf_dir}/uwsgi;
    scgi_temp_path {conf_dir}/scgi;
    types {{ application/rss+xml xml; }}
    sendfile on;
    keepalive_requests 100000;
    server {{
{listens}
        root {root};
    }}
}}
""")
    process = subprocess.Popen(["nginx", "-p", conf_dir, "-c", conf])
    pending = list(addresses)
    for _ in range(100):
        while pending:
            try:
                with socket.create_connection((pending[0], port), timeout=0.2):
                    pending.pop(0)
            except OSError:
                break
        if not pending:
            return process
        if process.poll() is not None:
            break
        time.sleep(0.05)
    process.kill()
    raise SystemExit(f"bench-refresh: nginx does not answer on {pending[0]}:{port}; see "
                     + conf_dir + "/logs/error.log")


def summary(output):
    """The "Refreshed N feeds" line: other notes (capture pending) may come after it."""
    lines = output.strip().splitlines()
    counts = [line for line in lines if line.startswith("Refreshed")]
    return (counts or lines or [""])[-1]


def lectern_run(lectern, work, opml, label, options):
    """Cold then warm `lectern refresh OPTIONS` on a fresh library."""
    library = tempfile.mkdtemp(prefix=f"lectern-{label}-", dir=work)
    subprocess.run([lectern, "--library", library, "import-opml", opml], check=True,
                   stdout=subprocess.DEVNULL)
    command = [lectern, "--library", library, "refresh"] + options
    cold, cold_out = measure(command)
    warm, warm_out = measure(command)
    cold["summary"] = summary(cold_out)
    warm["summary"] = summary(warm_out)
    for phase, run in (("cold", cold), ("warm", warm)):
        if run["exit"] != 0:
            say(f"lectern {label} {phase} exited with {run['exit']}")
    say(f"lectern {label}: cold {cold['wall']} s, warm {warm['wall']} s")
    say(f"  cold: {cold['summary']}")
    say(f"  warm: {warm['summary']}")
    shutil.rmtree(library, ignore_errors=True)
    return {"cold": cold, "warm": warm}


def lectern_runs(lectern, work, opml, jobs_list):
    runs = []
    for jobs in jobs_list:
        # --per-host J, so the per-host limit never caps a tuned run, even on one host; over
        # many hosts it rarely binds anyway.
        run = lectern_run(lectern, work, opml, f"--jobs {jobs} --per-host {jobs}",
                          ["--jobs", str(jobs), "--per-host", str(jobs)])
        runs.append(dict(jobs=jobs, perHost=jobs, **run))
    return runs


def newsboat_runs(work, urls, threads_list):
    runs = []
    for threads in threads_list:
        home = tempfile.mkdtemp(prefix=f"newsboat-t{threads}-", dir=work)
        config = os.path.join(home, "config")
        with open(config, "w") as out:
            out.write(f"reload-threads {threads}\n")
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        command = ["newsboat", "-u", urls, "-c", os.path.join(home, "cache.db"), "-C", config,
                   "-x", "reload"]
        cold, cold_out = measure(command, env=env, cwd=home)
        warm, warm_out = measure(command, env=env, cwd=home)
        if cold["exit"] != 0 or warm["exit"] != 0:
            say(f"newsboat exited with {cold['exit']}/{warm['exit']}: {cold_out[-400:]}")
        say(f"newsboat reload-threads {threads}: cold {cold['wall']} s, warm {warm['wall']} s")
        runs.append({"threads": threads, "cold": cold, "warm": warm})
        shutil.rmtree(home, ignore_errors=True)
    return runs


def stall_runs(lectern, stall, work, opml, jobs):
    results = {}
    for mode in ("core", "window"):
        library = tempfile.mkdtemp(prefix=f"stall-{mode}-", dir=work)
        subprocess.run([lectern, "--library", library, "import-opml", opml], check=True,
                       stdout=subprocess.DEVNULL)
        command = [stall, "--library", library, "--jobs", str(jobs)]
        if mode == "window":
            command.append("--window")
        output = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True).stdout
        for line in output.strip().splitlines()[:-1]:
            say(f"stall ({mode}) {line}")
        results[mode] = json.loads(output.strip().splitlines()[-1])
        shutil.rmtree(library, ignore_errors=True)
    return results


def best(runs, phase):
    return min(runs, key=lambda run: run[phase]["wall"])


def versus(ours, theirs, phase):
    """Lectern's run against newsboat's best, for one phase."""
    return {
        "lecternWall": ours[phase]["wall"], "lecternCpu": ours[phase]["cpu"],
        "lecternRssMiB": ours[phase]["rssMiB"],
        "newsboatThreads": theirs["threads"], "newsboatWall": theirs[phase]["wall"],
        "newsboatCpu": theirs[phase]["cpu"], "newsboatRssMiB": theirs[phase]["rssMiB"],
        "ratioWall": round(theirs[phase]["wall"] / max(ours[phase]["wall"], 1e-6), 2),
        "ratioCpu": round(theirs[phase]["cpu"] / max(ours[phase]["cpu"], 1e-6), 2),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--lectern", required=True)
    parser.add_argument("--stall", help="bench_refresh_stall; without it no stall runs")
    parser.add_argument("--work", required=True)
    parser.add_argument("--feeds", type=int, default=1000)
    parser.add_argument("--hosts", type=int, default=50)
    parser.add_argument("--jobs", default="8,16,32")
    parser.add_argument("--threads", default="8,16,32,64")
    parser.add_argument("--state-dir", help="where libraries and caches go (default: --work); "
                        "a tmpfs here takes fsync out of the figures, to see what it costs")
    args = parser.parse_args()
    state = args.state_dir or args.work
    os.makedirs(state, exist_ok=True)

    work = args.work
    root = os.path.join(work, "feeds")
    os.makedirs(root, exist_ok=True)
    files = corpus_files(args.corpus, args.lectern)
    if not files:
        raise SystemExit("bench-refresh: no usable feeds in " + args.corpus)
    total_bytes = 0
    for i in range(args.feeds):
        source = files[i % len(files)]
        shutil.copyfile(source, os.path.join(root, f"feed{i:04d}.xml"))
        total_bytes += os.path.getsize(source)
    say(f"{args.feeds} feeds, {total_bytes / 1e6:.1f} MB, in {root}")

    addresses = host_addresses(args.hosts)
    port = free_port()
    nginx = start_nginx(work, root, addresses, port)
    say(f"nginx on {len(addresses)} address(es), {addresses[0]} ... {addresses[-1]}, port {port}")
    try:
        urls = [f"http://{addresses[i % len(addresses)]}:{port}/feed{i:04d}.xml"
                for i in range(args.feeds)]
        urls_file = os.path.join(work, "urls")
        with open(urls_file, "w") as out:
            out.write("\n".join(urls) + "\n")
        opml = os.path.join(work, "feeds.opml")
        with open(opml, "w") as out:
            out.write('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0"><head>'
                      "<title>bench</title></head><body>\n")
            for i, url in enumerate(urls):
                out.write(f"<outline type=\"rss\" text=\"feed {i}\" xmlUrl={quoteattr(url)}/>\n")
            out.write("</body></opml>\n")

        jobs_list = [int(j) for j in args.jobs.split(",")]
        threads_list = [int(t) for t in args.threads.split(",")]
        defaults = lectern_run(args.lectern, state, opml, "defaults", [])
        lectern = lectern_runs(args.lectern, state, opml, jobs_list)
        newsboat = newsboat_runs(state, urls_file, threads_list)
        best_jobs = best(lectern, "cold")["jobs"]
        stalls = None
        if args.stall:
            stalls = stall_runs(args.lectern, args.stall, state, opml, best_jobs)
        else:
            say("no bench_refresh_stall: stall runs skipped")
    finally:
        nginx.terminate()
        nginx.wait()
        if args.state_dir:
            shutil.rmtree(args.state_dir, ignore_errors=True)

    result = {"feeds": args.feeds, "hosts": len(addresses), "bytes": total_bytes,
              "corpusFiles": len(files), "stateOnTmpfs": bool(args.state_dir),
              "lecternDefaults": defaults, "lectern": lectern, "newsboat": newsboat,
              "stall": stalls, "defaults": {}, "tuned": {}}
    # newsboat's figure in each phase is its fastest reload-threads in that phase.
    for phase in ("cold", "warm"):
        theirs = best(newsboat, phase)
        tuned = best(lectern, phase)
        result["defaults"][phase] = versus(defaults, theirs, phase)
        result["tuned"][phase] = dict(lecternJobs=tuned["jobs"], lecternPerHost=tuned["perHost"],
                                      **versus(tuned, theirs, phase))
        for label, ours, detail in (("defaults", defaults, "defaults"),
                                    ("tuned", tuned, f"jobs {tuned['jobs']}")):
            figures = result[label][phase]
            say(f"{phase} {label}: lectern {ours[phase]['wall']} s ({detail}, cpu "
                f"{ours[phase]['cpu']} s, {ours[phase]['rssMiB']} MiB) vs newsboat "
                f"{theirs[phase]['wall']} s (threads {theirs['threads']}, cpu "
                f"{theirs[phase]['cpu']} s, {theirs[phase]['rssMiB']} MiB): newsboat/lectern = "
                f"{figures['ratioWall']}x wall, {figures['ratioCpu']}x cpu")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
