// Lectern's article extraction. It runs in an isolated page that has no network: the fetched
// page is parsed with DOMParser (its scripts never run and nothing it names is loaded), the
// parts Readability would lose are made plain (code languages, TeX, lazy images), then
// Readability (or the feed's own selector) finds the article. Every image of the result is
// replaced by a token that Lectern swaps for the stored copy.
"use strict";

var lectern = (function () {
  const MAX_CODE_ANCESTORS = 4;

  function absolute(value, base) {
    try {
      return new URL(value.trim(), base).href;
    } catch (e) {
      return "";
    }
  }

  function isWeb(url) {
    return /^https?:\/\//i.test(url);
  }

  // DOMParser's document has the extractor's own address: a <base> makes relative URLs
  // resolve against the page (through the page's own <base>, when it has one).
  function setBase(doc, pageUrl) {
    const own = doc.querySelector("base[href]");
    const href = own ? absolute(own.getAttribute("href"), pageUrl) || pageUrl : pageUrl;
    doc.querySelectorAll("base").forEach((b) => b.remove());
    const base = doc.createElement("base");
    base.setAttribute("href", href);
    (doc.head || doc.documentElement).prepend(base);
    return href;
  }

  function selectAll(root, selectors) {
    if (!selectors) return [];
    try {
      return Array.from(root.querySelectorAll(selectors));
    } catch (e) {
      return []; // a malformed rule selects nothing
    }
  }

  // --- code ---------------------------------------------------------------------------------

  function languageFromClasses(element) {
    const classes = (element.getAttribute("class") || "").split(/\s+/);
    for (const c of classes) {
      let m = /^(?:language|lang|highlight-source|highlight)-([A-Za-z0-9_+#.-]+)$/.exec(c);
      if (m && !/^(?:text|plaintext|none|rouge|js-file-line)$/i.test(m[1])) return m[1];
      m = /^brush:([A-Za-z0-9_+#-]+);?$/.exec(c);
      if (m) return m[1];
    }
    // WordPress SyntaxHighlighter writes "brush: cpp; gutter: true" as one class attribute.
    const brush = /brush:\s*([A-Za-z0-9_+#-]+)/.exec(element.getAttribute("class") || "");
    if (brush) return brush[1];
    const data = element.getAttribute("data-lang") || element.getAttribute("data-language");
    return data ? data.trim() : "";
  }

  function languageOf(pre) {
    const code = pre.querySelector("code");
    let found = languageFromClasses(pre) || (code ? languageFromClasses(code) : "");
    let node = pre.parentElement;
    for (let i = 0; !found && node && i < MAX_CODE_ANCESTORS; ++i, node = node.parentElement)
      found = languageFromClasses(node);
    return found.toLowerCase();
  }

  // Line-number gutters are not code: Rouge and Pygments tables, Chroma's line spans.
  function removeGutters(root) {
    selectAll(root, "td.rouge-gutter, td.gutter, td.linenos, .lineno, span.linenos, span.lnt, " +
      "table.lntable td:first-child, .line-numbers-rows").forEach((e) => e.remove());
  }

  // Each block becomes <pre><code class="language-x">text</code></pre>: the reader highlights
  // it again, and Readability keeps a plain block where it may drop a table or a wrapper.
  function normalizeCode(doc) {
    removeGutters(doc);
    for (const table of selectAll(doc, "table.rouge-table, table.lntable, table.highlighttable")) {
      const pre = table.querySelector("pre");
      if (pre) table.replaceWith(pre);
    }
    for (const pre of Array.from(doc.querySelectorAll("pre"))) {
      if (pre.parentElement && pre.parentElement.closest("pre")) continue;
      const language = languageOf(pre);
      const text = pre.textContent.replace(/\n$/, "");
      const fresh = doc.createElement("pre");
      const code = doc.createElement("code");
      if (language) code.className = "language-" + language;
      code.textContent = text;
      fresh.appendChild(code);
      // The highlighter's wrapper (div.highlight, figure.highlight, ...) goes with it.
      let outer = pre;
      while (outer.parentElement && outer.parentElement.children.length === 1 &&
             /(^|\s)(highlight|highlighter-rouge|language-|code-block|codehilite|wp-block-code)/
               .test(outer.parentElement.className || ""))
        outer = outer.parentElement;
      outer.replaceWith(fresh);
    }
  }

  // --- math ---------------------------------------------------------------------------------

  function texNode(doc, tex, display) {
    return doc.createTextNode(display ? "\\[" + tex + "\\]" : "\\(" + tex + "\\)");
  }

  function normalizeMath(doc) {
    // MathJax 2 keeps the source in a script beside its rendering.
    for (const script of selectAll(doc, 'script[type^="math/tex"]')) {
      const display = /mode\s*=\s*display/.test(script.getAttribute("type"));
      let prev = script.previousElementSibling;
      while (prev && /MathJax/.test(prev.className || "")) {
        const gone = prev;
        prev = prev.previousElementSibling;
        gone.remove();
      }
      script.replaceWith(texNode(doc, script.textContent, display));
    }
    // KaTeX keeps it in a MathML annotation.
    for (const katex of selectAll(doc, ".katex-display, .katex")) {
      if (!katex.isConnected) continue;
      const annotation = katex.querySelector('annotation[encoding="application/x-tex"]');
      if (!annotation) continue;
      const display = katex.classList.contains("katex-display") ||
        !!katex.closest(".katex-display");
      const outer = katex.closest(".katex-display") || katex;
      outer.replaceWith(texNode(doc, annotation.textContent.trim(), display));
    }
    // MathJax 3 can keep a MathML copy for assistive technology: keep that, drop the drawing.
    for (const container of selectAll(doc, "mjx-container")) {
      const math = container.querySelector("mjx-assistive-mml math, math");
      if (math) container.replaceWith(math);
    }
  }

  // --- images -------------------------------------------------------------------------------

  function parseSrcset(srcset, base) {
    const out = [];
    for (const part of (srcset || "").split(/,\s+/)) {
      const bits = part.trim().split(/\s+/);
      if (!bits[0]) continue;
      const url = absolute(bits[0].replace(/,$/, ""), base);
      if (!isWeb(url)) continue;
      const d = bits[1] || "1x";
      const m = /^(\d+(?:\.\d+)?)([wx])$/.exec(d);
      if (!m) continue;
      out.push({ url: url, w: m[2] === "w" ? parseFloat(m[1]) : 0, x: m[2] === "x" ? parseFloat(m[1]) : 0 });
    }
    return out;
  }

  // The smallest candidate at least as wide as the reader shows it, else the widest.
  function bestCandidate(candidates, width) {
    const byWidth = candidates.filter((c) => c.w > 0).sort((a, b) => a.w - b.w);
    if (byWidth.length) return (byWidth.find((c) => c.w >= width) || byWidth[byWidth.length - 1]).url;
    const byDensity = candidates.filter((c) => c.x > 0).sort((a, b) => a.x - b.x);
    if (byDensity.length) return (byDensity.find((c) => c.x >= 2) || byDensity[byDensity.length - 1]).url;
    return "";
  }

  function isPlaceholder(src) {
    return !src || /^data:/i.test(src) || /(placeholder|spacer|blank|lazy|loading|transparent)[^/]*\.(gif|png|svg)/i.test(src);
  }

  function resolveLazyImages(doc, base, width) {
    // Images inside <noscript> are the real ones where a script would have swapped them in.
    for (const noscript of Array.from(doc.querySelectorAll("noscript"))) {
      // Without scripting (as here) a noscript's content is parsed as elements; with it, as text.
      const img = noscript.querySelector("img") ||
        new DOMParser().parseFromString(noscript.textContent, "text/html").querySelector("img");
      if (!img) continue;
      const prev = noscript.previousElementSibling;
      if (prev && prev.tagName === "IMG" && isPlaceholder(prev.getAttribute("src"))) prev.remove();
      noscript.replaceWith(doc.importNode(img, true));
    }
    for (const img of Array.from(doc.querySelectorAll("img"))) {
      const lazy = ["data-src", "data-lazy-src", "data-original", "data-actualsrc", "data-hi-res-src", "data-url"]
        .map((a) => img.getAttribute(a)).find((v) => v && v.trim());
      let candidates = parseSrcset(img.getAttribute("data-srcset") || img.getAttribute("data-lazy-srcset"), base)
        .concat(parseSrcset(img.getAttribute("srcset"), base));
      const picture = img.closest("picture");
      if (picture) {
        for (const source of picture.querySelectorAll("source")) {
          candidates = candidates.concat(parseSrcset(source.getAttribute("srcset") || source.getAttribute("data-srcset"), base));
        }
      }
      let src = bestCandidate(candidates, width);
      if (!src && lazy) src = absolute(lazy, base);
      if (!src) src = absolute(img.getAttribute("src") || "", base);
      if (!isWeb(src) && !/^data:image\/(png|jpeg|gif|webp);/i.test(src)) {
        img.remove();
        continue;
      }
      img.setAttribute("src", src);
      ["srcset", "sizes", "data-src", "data-srcset", "data-lazy-src", "data-lazy-srcset", "data-original",
       "loading", "decoding"].forEach((a) => img.removeAttribute(a));
      if (picture) picture.replaceWith(img);
    }
  }

  // --- the article ----------------------------------------------------------------------------

  function byRule(doc, selector) {
    const found = selectAll(doc, selector);
    if (!found.length) return null;
    const holder = doc.createElement("div");
    found.forEach((e) => holder.appendChild(e.cloneNode(true)));
    return { title: doc.title, byline: "", content: holder.innerHTML };
  }

  // Built-in rules for page kinds whose article Readability cannot tell from what surrounds
  // it: the elements that are the article, or null.
  function builtInRule(doc) {
    const generator = (doc.querySelector('meta[name="generator"]') || {}).content || "";
    // A Discourse topic: the first post is the article, the replies are not.
    if (/^Discourse\b/.test(generator)) {
      const first = doc.querySelector('#post_1 [itemprop="text"], .crawler-post [itemprop="text"], ' +
        '.topic-post .cooked');
      if (first) return [first];
    }
    // An arXiv-style abstract page: the abstract, without its "Abstract:" label.
    if (doc.querySelector('meta[name="citation_arxiv_id"], meta[name="citation_abstract"]')) {
      const abstract = doc.querySelector("blockquote.abstract");
      if (abstract) {
        abstract.querySelectorAll(".descriptor").forEach((e) => e.remove());
        return [abstract];
      }
    }
    return null;
  }

  function extract(input) {
    const doc = new DOMParser().parseFromString(input.html, "text/html");
    const base = setBase(doc, input.url);
    // bare: Readability alone, as a peer in benchmarks.
    if (!input.bare) {
      selectAll(doc, "script:not([type^='math/tex']), style, iframe, object, embed, form, button, input, textarea, select")
        .forEach((e) => e.remove());
      if (input.strip) selectAll(doc, input.strip).forEach((e) => e.remove());
      normalizeMath(doc);
      normalizeCode(doc);
      resolveLazyImages(doc, base, input.width || 1600);
    }

    let article = input.selector ? byRule(doc, input.selector) : null;
    const builtIn = article || input.bare ? null : builtInRule(doc);
    if (builtIn) {
      const holder = doc.createElement("div");
      builtIn.forEach((e) => holder.appendChild(e.cloneNode(true)));
      article = { title: doc.title, content: holder.innerHTML };
    }
    if (!article) {
      const readability = new Readability(doc, { keepClasses: true, charThreshold: 250 });
      article = readability.parse();
    }
    if (!article || !article.content) return { error: "no article was found on the page" };

    const out = new DOMParser().parseFromString("<!doctype html><div id='lectern-article'></div>", "text/html");
    setBase(out, base);
    const root = out.getElementById("lectern-article");
    root.innerHTML = article.content;
    const images = [];
    for (const img of Array.from(root.querySelectorAll("img"))) {
      const src = absolute(img.getAttribute("src") || "", base);
      if (!isWeb(src)) continue; // inline raster data stays as it is
      let index = images.indexOf(src);
      if (index < 0) index = images.push(src) - 1;
      // A fresh element with the token first and no "<" or ">" in its attributes: Lectern finds
      // it in the HTML as written, to swap in the stored copy or a placeholder.
      const fresh = out.createElement("img");
      fresh.setAttribute("src", "lectern-capture-image:" + index);
      const alt = (img.getAttribute("alt") || "").replace(/[<>"]/g, "");
      if (alt) fresh.setAttribute("alt", alt);
      for (const size of ["width", "height"]) {
        if (/^\d{1,5}$/.test(img.getAttribute(size) || "")) fresh.setAttribute(size, img.getAttribute(size));
      }
      img.replaceWith(fresh);
    }
    root.querySelectorAll("picture source").forEach((s) => s.remove());
    // Links point at the page's site, never at the extractor's own address.
    for (const a of Array.from(root.querySelectorAll("a[href]"))) {
      const href = a.getAttribute("href");
      if (href.startsWith("#")) continue;
      const abs = absolute(href, base);
      if (abs) a.setAttribute("href", abs);
      else a.removeAttribute("href");
    }
    const text = root.textContent.replace(/[ \t]+/g, " ").replace(/\n\s*\n+/g, "\n\n").trim();
    return { title: article.title || doc.title || "", html: root.innerHTML, text: text, images: images };
  }

  return {
    run: function (input) {
      try {
        return JSON.stringify(extract(input));
      } catch (e) {
        return JSON.stringify({ error: "the extractor failed: " + e });
      }
    },
  };
})();
