#!/usr/bin/env python3
"""Refresh benchmark driver; scripts/bench-refresh runs it inside the build environment.

Copies corpus feeds into a scratch folder (FEEDS copies, cycling through the files, so sizes
are mixed), serves them with nginx on 127.0.0.1 (static files: ETag and Last-Modified, so a
second fetch is a 304), then measures, in the same run and against the same server:
  - lectern --library L refresh --jobs J: cold (empty library, every feed a 200) and warm
    (every feed a 304), for each J in --jobs;
  - newsboat -x reload with reload-threads T, cold (empty cache) and warm, for each T;
  - bench_refresh_stall: the longest event-loop gap while the library refreshes.
Wall time, CPU time (user + system) and peak RSS come from wait4() on each process. The last
line printed is one JSON object with every figure and the ratios newsboat / lectern.
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


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_nginx(work, root, port):
    conf_dir = os.path.join(work, "nginx")
    os.makedirs(os.path.join(conf_dir, "logs"), exist_ok=True)
    conf = os.path.join(conf_dir, "nginx.conf")
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
        listen 127.0.0.1:{port};
        root {root};
    }}
}}
""")
    process = subprocess.Popen(["nginx", "-p", conf_dir, "-c", conf])
    for _ in range(100):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("bench-refresh: nginx did not start; see " + conf_dir + "/logs/error.log")


def lectern_runs(lectern, work, opml, jobs_list):
    runs = []
    for jobs in jobs_list:
        library = tempfile.mkdtemp(prefix=f"lectern-j{jobs}-", dir=work)
        subprocess.run([lectern, "--library", library, "import-opml", opml], check=True,
                       stdout=subprocess.DEVNULL)
        # Every feed comes from one local server here, where real ones come from as many hosts:
        # the per-host limit is raised to the job count so that it does not cap the run.
        command = [lectern, "--library", library, "refresh", "--jobs", str(jobs),
                   "--per-host", str(jobs)]
        cold, cold_out = measure(command)
        warm, warm_out = measure(command)
        cold["summary"] = cold_out.strip().splitlines()[-1] if cold_out.strip() else ""
        warm["summary"] = warm_out.strip().splitlines()[-1] if warm_out.strip() else ""
        say(f"lectern --jobs {jobs}: cold {cold['wall']} s, warm {warm['wall']} s")
        say(f"  cold: {cold['summary']}")
        say(f"  warm: {warm['summary']}")
        runs.append({"jobs": jobs, "cold": cold, "warm": warm})
        shutil.rmtree(library, ignore_errors=True)
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--lectern", required=True)
    parser.add_argument("--stall", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--feeds", type=int, default=1000)
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

    port = free_port()
    nginx = start_nginx(work, root, port)
    try:
        urls = [f"http://127.0.0.1:{port}/feed{i:04d}.xml" for i in range(args.feeds)]
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
        lectern = lectern_runs(args.lectern, state, opml, jobs_list)
        newsboat = newsboat_runs(state, urls_file, threads_list)
        best_jobs = best(lectern, "cold")["jobs"]
        stalls = stall_runs(args.lectern, args.stall, state, opml, best_jobs)
    finally:
        nginx.terminate()
        nginx.wait()
        if args.state_dir:
            shutil.rmtree(args.state_dir, ignore_errors=True)

    result = {"feeds": args.feeds, "bytes": total_bytes, "corpusFiles": len(files),
              "stateOnTmpfs": bool(args.state_dir),
              "lectern": lectern, "newsboat": newsboat, "stall": stalls}
    for phase in ("cold", "warm"):
        ours = best(lectern, phase)
        theirs = best(newsboat, phase)
        result[f"{phase}Best"] = {
            "lecternJobs": ours["jobs"], "lecternWall": ours[phase]["wall"],
            "lecternCpu": ours[phase]["cpu"], "lecternRssMiB": ours[phase]["rssMiB"],
            "newsboatThreads": theirs["threads"], "newsboatWall": theirs[phase]["wall"],
            "newsboatCpu": theirs[phase]["cpu"], "newsboatRssMiB": theirs[phase]["rssMiB"],
            "ratioWall": round(theirs[phase]["wall"] / max(ours[phase]["wall"], 1e-6), 2),
            "ratioCpu": round(theirs[phase]["cpu"] / max(ours[phase]["cpu"], 1e-6), 2),
        }
        say(f"{phase}: lectern {ours[phase]['wall']} s (jobs {ours['jobs']}, cpu "
            f"{ours[phase]['cpu']} s, {ours[phase]['rssMiB']} MiB) vs newsboat "
            f"{theirs[phase]['wall']} s (threads {theirs['threads']}, cpu {theirs[phase]['cpu']} s, "
            f"{theirs[phase]['rssMiB']} MiB): newsboat/lectern = "
            f"{result[phase + 'Best']['ratioWall']}x")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
