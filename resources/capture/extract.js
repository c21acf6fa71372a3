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
    // A theme's bar over a block (its language label and copy button) is not part of it.
    selectAll(doc, ".code-header, .code-toolbar > .toolbar, .highlight-tools").forEach((e) => e.remove());
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
      // Rouge's table sits in a <code> of its own (Chirpy): that wrapper goes too, or it would be
      // an empty inline box before the block.
      let outer = pre;
      while (outer.parentElement && outer.parentElement.children.length === 1 &&
             (outer.parentElement.tagName === "CODE" ||
              /(^|\s)(highlight|highlighter-rouge|language-|code-block|codehilite|wp-block-code)/
                .test(outer.parentElement.className || "")))
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
      if (!noscript.isConnected) continue;
      // A page that puts all its text in <noscript> (for readers without scripts, as here).
      if (noscript.textContent.trim().length > 200 && noscript.querySelector("p, div")) {
        noscript.replaceWith(...Array.from(noscript.childNodes));
        continue;
      }
      // Without scripting (as here) a noscript's content is parsed as elements; with it, as text.
      const img = noscript.querySelector("img") ||
        new DOMParser().parseFromString(noscript.textContent, "text/html").querySelector("img");
      if (!img) continue;
      // The scripted image beside it is the same picture: one of the two is kept.
      const prev = noscript.previousElementSibling;
      if (prev && prev.tagName === "IMG") prev.remove();
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

  // --- what is not the article ---------------------------------------------------------------

  // Parts of a page named for what they are: share rows, related posts, ads, breadcrumbs,
  // subscribe boxes, comment counters. Matched as whole words of a class or id ("share-bar",
  // "relatedArticles"), never inside another word ("shared", "headline"), and not as a state
  // of something else ("has-sidebar", "no-comments").
  const BOILERPLATE =
    /^(?:share|shares|sharing|sharebar|sharedaddy|shareaholic|addthis|addtoany|a2a|social|socials|socialmedia|related|relatedposts|yarpp|recommended|recommendations|newsletter|subscribe|subscription|signup|optin|breadcrumb|breadcrumbs|crumbs|advert|adverts|advertisement|advertising|ad|ads|adslot|adsense|sponsor|sponsored|promo|cookie|cookies|consent|gdpr|paywall|rating|ratings|comments|disqus|pagination|pager|popular|trending|mostread|outbrain|taboola|tags|tagcloud|tagslist|categories|saboxplugin|authorbox|copyright|credits)$/;
  // Lines about the article rather than of it (its date, its author, where it was filed), when
  // short: a long block under such a name is content.
  const META = /^(?:meta|date|dateline|published|posted|byline|timestamp|updated|credit|caption-source)$/;
  const STATE_PREFIX = /^(?:has|with|no|is|show|hide|js|wp|single|page|template|post|type|category|tag)$/;

  function classWords(element) {
    const words = [];
    const names = ((element.getAttribute("class") || "") + " " + (element.id || "")).split(/\s+/);
    for (const name of names) {
      // camelCase and snake/kebab parts become words of their own
      const parts = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/)
        .filter(Boolean);
      if (parts.length > 1 && STATE_PREFIX.test(parts[0])) continue;
      words.push(...parts);
    }
    return words;
  }

  function linkShare(element) {
    const all = element.textContent.replace(/\s+/g, "").length;
    if (!all) return 0;
    let linked = 0;
    for (const a of element.querySelectorAll("a")) linked += a.textContent.replace(/\s+/g, "").length;
    return linked / all;
  }

  // Named as boilerplate, and shaped like it: short, or mostly links. A long run of prose under
  // such a name is the article on a page whose theme names things oddly ("entry share",
  // "cuerpo-ad", "product_categories-joghurt").
  function isBoilerplate(element) {
    const words = classWords(element);
    const named = words.some((w) => BOILERPLATE.test(w));
    const meta = !named && words.some((w) => META.test(w));
    const aboutAuthor = words.includes("author") && words.some((w) => /^(?:bio|box|description|info|about)$/.test(w));
    if (!named && !meta && !aboutAuthor) return false;
    if (element.querySelector("h1, pre, math")) return false;
    const length = element.textContent.replace(/\s+/g, " ").trim().length;
    if (meta) return length < 120;
    if (aboutAuthor) return length < 800;
    return length < 250 || linkShare(element) > 0.5;
  }

  // Before Readability: navigation, dialogs and what is named as boilerplate.
  function removeBoilerplateIn(root) {
    selectAll(root, "nav, [role=navigation], [role=search], [role=dialog], [aria-modal=true]")
      .forEach((e) => e.remove());
    for (const element of Array.from(root.querySelectorAll("[class], [id]"))) {
      if (element.isConnected && isBoilerplate(element)) element.remove();
    }
  }

  function removeBoilerplate(doc) {
    if (doc.body) removeBoilerplateIn(doc.body);
  }

  // Words of a short heading or label over links to other articles: "Read more:", "Related
  // posts", "Lesen Sie auch", "Das könnte Sie auch interessieren", "Lea también:", "Czytaj też",
  // "À lire aussi", "相关文章", ...
  const MORE_ARTICLES = new RegExp("(?<!\\p{L})(?:related|read (?:more|also|next)|see also|more (?:on|from|stories)|" +
    "also like|recommended|most (?:read|popular)|popular|trending|interessieren|auch interessant|" +
    "lesen sie|weitere (?:artikel|beiträge|themen|links|informationen)|weiterführende|" +
    "mehr (?:zum|dazu|themen|von)|zum thema|siehe auch|schon gelesen|empfohlene|entdecke|meistgelesen|" +
    "meist-diskutiert|lea(?: también| más)?|mire|leia|veja|à lire|lire aussi|voir aussi|même sujet|" +
    "czytaj|zobacz|przeczytaj|leggi anche)(?!\\p{L})|相关|延伸阅读|推荐阅读", "iu");

  function squashed(element) {
    return element.textContent.replace(/\s+/g, " ").trim();
  }

  // The text of a block before its first link: "Read more: <a>…</a>" gives "Read more:".
  function labelOf(block) {
    const link = block.querySelector("a");
    if (!link) return squashed(block);
    const range = block.ownerDocument.createRange();
    range.setStart(block, 0);
    range.setEndBefore(link);
    return range.toString().replace(/\s+/g, " ").trim();
  }

  function isHeading(element) {
    return /^H[2-6]$/.test(element.tagName);
  }

  // A list of other articles: three or more items, each a heading with a link.
  function isTeaserList(element) {
    let teasers = 0;
    for (const child of element.children) {
      const heading = child.matches("h2, h3, h4") ? child : child.querySelector("h2, h3, h4");
      if (heading && heading.querySelector("a[href]")) ++teasers;
    }
    return teasers >= 3 && teasers * 2 >= element.children.length;
  }

  // After Readability, in the article it found: named boilerplate, "Read more: <link>" lines,
  // headed lists of other articles and lists of teasers.
  function pruneArticle(root) {
    removeBoilerplateIn(root);
    for (const block of Array.from(root.querySelectorAll("p, li, h2, h3, h4, h5, h6, div"))) {
      if (!block.isConnected) continue;
      const text = squashed(block);
      // A heading, or a short line set as one: bold throughout, or a label ending in a colon.
      const bold = block.children.length === 1 && /^(?:STRONG|B)$/.test(block.children[0].tagName) &&
        squashed(block.children[0]) === text;
      const asHeading = isHeading(block) ||
        (text.length < 80 && !block.querySelector("a, img") && (bold || /[:：]$/.test(text)));
      if (asHeading && text.length < 80 && MORE_ARTICLES.test(text)) {
        // A heading over links to other articles goes with them; over prose it stays.
        let next = block.nextElementSibling;
        const links = [];
        while (next && !isHeading(next) && (linkShare(next) > 0.5 || isTeaserList(next))) {
          links.push(next);
          next = next.nextElementSibling;
        }
        while (next && !squashed(next) && !next.querySelector("img")) next = next.nextElementSibling;
        if (links.length || !next) {
          links.forEach((e) => e.remove());
          block.remove();
        }
        continue;
      }
      if ((block.tagName === "P" || block.tagName === "LI") && text.length < 300 &&
          linkShare(block) > 0.5 && labelOf(block).length < 40 && MORE_ARTICLES.test(labelOf(block)))
        block.remove();
    }
    for (const list of Array.from(root.querySelectorAll("ul, ol, div, section"))) {
      if (list.isConnected && isTeaserList(list) && linkShare(list) > 0.3) list.remove();
    }
  }

  // The lead (standfirst) that many news pages set under the headline, apart from the body that
  // Readability keeps: named as one, or a subtitle right under the headline, and close to it.
  const LEAD = /^(?:lead|lede|intro|introduction|standfirst|teaser|summary|subtitle|subheadline|subline|excerpt|deck|dek|chapo|chapeau|bajada|sapo|abstract)$/;

  function leadsOf(doc) {
    const h1 = doc.querySelector("h1");
    if (!h1) return [];
    const leads = [];
    let between = 0;
    const walker = doc.createTreeWalker(doc.body, 1 /* elements */);
    walker.currentNode = h1;
    for (let node = walker.nextNode(); node && between < 600 && leads.length < 2; node = walker.nextNode()) {
      if (h1.contains(node)) continue;
      const text = squashed(node);
      const named = classWords(node).some((w) => LEAD.test(w));
      const subtitle = node === h1.nextElementSibling && /^H[2-4]$/.test(node.tagName) &&
        !!node.closest("header, hgroup");
      if ((named || subtitle) && text.length >= 40 && text.length <= 800 && linkShare(node) < 0.3 &&
          !node.querySelector("h1, h2, h3, article, img")) {
        leads.push(text);
        walker.currentNode = lastDescendant(node);
        continue;
      }
      if (!node.children.length) between += text.length;
    }
    return leads;
  }

  function lastDescendant(node) {
    while (node.lastElementChild) node = node.lastElementChild;
    return node;
  }

  // The leads the article does not hold yet, put before it.
  function addLeads(root, leads) {
    const have = squashed(root);
    for (const lead of leads.slice().reverse()) {
      if (have.includes(lead)) continue;
      const p = root.ownerDocument.createElement("p");
      p.className = "lectern-lead";
      p.textContent = lead;
      root.prepend(p);
    }
  }

  // A listing page (a category, the blog's front page) fetched by the address of one of its
  // articles: that article is the one wanted, not all twenty.
  function articleNamedBy(doc, pageUrl) {
    const tops = Array.from(doc.querySelectorAll("article")).filter(
      (a) => !a.parentElement || !a.parentElement.closest("article"));
    if (tops.length < 3) return null;
    const same = (href) => {
      const url = absolute(href, pageUrl).replace(/#.*$/, "").replace(/\/$/, "");
      return url && url === pageUrl.replace(/#.*$/, "").replace(/\/$/, "");
    };
    const named = tops.filter((a) =>
      Array.from(a.querySelectorAll("h1 a[href], h2 a[href], h3 a[href]")).some((l) => same(l.getAttribute("href"))));
    return named.length === 1 ? named[0] : null;
  }

  // --- plain text ------------------------------------------------------------------------------

  const BLOCKS = new Set(["ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DETAILS", "DIV", "DL",
    "DT", "FIGCAPTION", "FIGURE", "FOOTER", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR",
    "LI", "MAIN", "OL", "P", "PRE", "SECTION", "SUMMARY", "TABLE", "TR", "UL"]);

  // The article's text as search and `lectern show` see it: a line break between blocks (so
  // words of two paragraphs never run together), code as written, no ruby readings (振り仮名)
  // inside the words they annotate, no soft hyphens or zero-width spaces inside words.
  function plainText(root) {
    // Breaks between blocks are marked first and made lines last, so that tidying the spaces
    // around them never touches the lines and indentation of code.
    const BREAK = "\u0001", LINE = "\u0002";
    const parts = [];
    const walk = (node, pre) => {
      for (const child of node.childNodes) {
        if (child.nodeType === 3) {
          const value = child.nodeValue.replace(/[\u00AD\u200B\u2060\uFEFF]/g, "");
          parts.push(pre ? value.replace(/\n/g, LINE) : value.replace(/\s+/g, " "));
          continue;
        }
        if (child.nodeType !== 1 || child.tagName === "RT" || child.tagName === "RP") continue;
        if (child.tagName === "BR") {
          parts.push(pre ? LINE : BREAK);
          continue;
        }
        const block = BLOCKS.has(child.tagName);
        if (block) parts.push(BREAK);
        if (child.tagName === "TD" || child.tagName === "TH") parts.push(" ");
        walk(child, pre || child.tagName === "PRE");
        if (block) parts.push(BREAK);
      }
    };
    walk(root, false);
    return parts.join("")
      .replace(/ *\u0001[ \u0001]*/g, (run) => (run.split(BREAK).length > 2 ? "\n\n" : "\n"))
      .replace(/\u0002/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
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

  // The fetched page as a document Readability can read: its scripts and controls gone, code,
  // math and images made plain; with `prune`, also what is named as boilerplate.
  function prepare(input, prune) {
    const doc = new DOMParser().parseFromString(input.html, "text/html");
    const base = setBase(doc, input.url);
    // bare: Readability alone, as a peer in benchmarks.
    if (!input.bare) {
      selectAll(doc, "script:not([type^='math/tex']), style, iframe, object, embed, form, button, input, textarea, select")
        .forEach((e) => e.remove());
      if (input.strip) selectAll(doc, input.strip).forEach((e) => e.remove());
      if (prune) removeBoilerplate(doc);
      normalizeMath(doc);
      normalizeCode(doc);
      resolveLazyImages(doc, base, input.width || 1600);
    }
    return { doc: doc, base: base };
  }

  function readable(doc) {
    return new Readability(doc, { keepClasses: true, charThreshold: 250 }).parse();
  }

  // Text that is not in links: what an article has much of, and a list of links little.
  function proseOf(article) {
    if (!article || !article.content) return 0;
    const holder = new DOMParser().parseFromString(article.content, "text/html").body;
    let links = 0;
    for (const a of holder.querySelectorAll("a")) links += a.textContent.replace(/\s+/g, "").length;
    return holder.textContent.replace(/\s+/g, "").length - links;
  }

  // Where Readability finds nothing: the element holding the most prose in paragraphs, so that a
  // capture keeps the page's main text rather than the feed's teaser.
  function mainText(doc) {
    const counts = new Map();
    for (const p of doc.querySelectorAll("p, pre, li")) {
      const parent = p.parentElement;
      if (!parent || p.closest("footer")) continue;
      const length = p.textContent.replace(/\s+/g, " ").trim().length - linkShare(p) * p.textContent.length;
      counts.set(parent, (counts.get(parent) || 0) + Math.max(0, length));
    }
    let best = null, most = 0;
    for (const [element, length] of counts) {
      if (length > most) { best = element; most = length; }
    }
    return best && most >= 140 ? { title: doc.title, content: best.innerHTML } : null;
  }

  function findArticle(input) {
    const first = prepare(input, true);
    const doc = first.doc;
    if (input.selector) {
      const byRuleFound = byRule(doc, input.selector);
      if (byRuleFound) return { article: byRuleFound, doc: doc, base: first.base };
    }
    const named = input.bare ? null : articleNamedBy(doc, first.base);
    const builtIn = input.bare ? null : named ? [named] : builtInRule(doc);
    if (builtIn) {
      const holder = doc.createElement("div");
      builtIn.forEach((e) => holder.appendChild(e.cloneNode(true)));
      return { article: { title: doc.title, content: holder.innerHTML }, doc: doc, base: first.base };
    }
    const leads = input.bare ? [] : leadsOf(doc);
    let article = readable(doc);
    if (input.bare) return { article: article, doc: doc, base: first.base };
    // What the boilerplate left out can change Readability's mind for the worse (a ticker of
    // headlines instead of the story): a result that is mostly links, or short, is checked
    // against Readability on the page without that pass.
    const prose = proseOf(article);
    if (!article || prose < 500 || prose < 0.6 * article.textContent.replace(/\s+/g, "").length) {
      const second = prepare(input, false);
      const other = readable(second.doc) || mainText(second.doc);
      if (other && proseOf(other) > 1.5 * prose) {
        article = other;
        article.content = pruneHtml(article.content, second.doc);
      }
    }
    return { article: article, doc: doc, base: first.base, leads: leads };
  }

  function pruneHtml(html, doc) {
    const holder = doc.createElement("div");
    holder.innerHTML = html;
    removeBoilerplateIn(holder);
    return holder.innerHTML;
  }

  function extract(input) {
    const found = findArticle(input);
    const article = found.article, doc = found.doc, base = found.base;
    if (!article || !article.content) return { error: "no article was found on the page" };

    const out = new DOMParser().parseFromString("<!doctype html><div id='lectern-article'></div>", "text/html");
    setBase(out, base);
    const root = out.getElementById("lectern-article");
    root.innerHTML = article.content;
    if (!input.bare) {
      pruneArticle(root);
      addLeads(root, found.leads || []);
    }
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
    const text = plainText(root);
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
