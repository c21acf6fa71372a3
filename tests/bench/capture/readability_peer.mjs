// The peer of `lectern capture` in bench-capture: Node with jsdom and Mozilla Readability, the
// way many read-it-later tools capture a page. It fetches each page, extracts the article and
// fetches its images, PAGES at once, and prints one JSON line.
// Usage: node readability_peer.mjs FEED_URL PAGES
import { JSDOM, VirtualConsole } from "jsdom";
import { Readability } from "@mozilla/readability";

const [feedUrl, parallel] = [process.argv[2], Number(process.argv[3] || 4)];
const started = performance.now();
const feed = await (await fetch(feedUrl)).text();
const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1);
let captured = 0, images = 0, failed = 0;

async function capture(url) {
  const html = await (await fetch(url)).text();
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  const article = new Readability(dom.window.document).parse();
  if (!article) { failed++; return; }
  const content = new JSDOM(article.content, { url });
  const sources = [...new Set([...content.window.document.querySelectorAll("img")]
    .map((img) => img.src).filter((src) => src.startsWith("http")))];
  for (let i = 0; i < sources.length; i += 4) {
    await Promise.all(sources.slice(i, i + 4).map(async (src) => {
      const response = await fetch(src);
      if (response.ok) { await response.arrayBuffer(); images++; }
    }));
  }
  captured++;
}

const queue = [...links];
await Promise.all(Array.from({ length: parallel }, async () => {
  while (queue.length) {
    try { await capture(queue.shift()); } catch (e) { failed++; }
  }
}));
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ pages: links.length, captured, failed, images, seconds,
  pagesPerSecond: captured / seconds, peakRssMB: process.resourceUsage().maxRSS / 1024 }));
