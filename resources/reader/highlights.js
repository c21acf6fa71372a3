// Lectern's highlights in the reader. Runs in the application's script world, which the page's
// own world cannot see (its functions, the marks it owns and the selection it keeps are out of
// reach of anything else on the page), and is never served under lectern://app. It counts the
// article's text, paints the highlights the application anchored in it, and offers a small bar
// by a selection or a highlight whose buttons are lectern://highlight links: a click on one is
// the only way anything reaches the application, which checks what it names.
'use strict';

(function () {
  if (window.lecternHighlights)
    return;

  const owned = new WeakMap(); // mark element -> highlight id, for the marks made here only
  let segments = [];           // {node, start} of each text node counted, in document order
  let startOf = new Map();     // the same, by node
  let text = '';
  let pending = null;          // the selection the bar was shown for: {start, end}
  let bar = null;
  let labels = { colors: [], note: 'Note', remove: 'Remove', missing: '' };

  function root() {
    return document.querySelector('.article-body');
  }

  // Not the article's text: the code blocks' tools, math's MathML twin, the app's own parts.
  function isApart(element) {
    const name = element.localName;
    if (name === 'script' || name === 'style' || name === 'noscript' || name === 'template' ||
        name === 'button')
      return true;
    const list = element.classList;
    return list.contains('code-tools') || list.contains('katex-mathml') ||
      list.contains('lectern-highlight-bar') || list.contains('lectern-highlights-missing') ||
      (list.contains('lectern-note') && owned.has(element));
  }

  const blocks = new Set(['p', 'div', 'li', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3',
    'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'figure', 'figcaption', 'section', 'br', 'hr',
    'dt', 'dd', 'dl', 'aside', 'details', 'summary', 'header', 'footer']);

  // The article's text: its text nodes in order, a line break where a block starts (so that
  // paragraphs do not run into each other), as the application anchors highlights in it.
  function count() {
    segments = [];
    startOf = new Map();
    const parts = [];
    let length = 0;
    let breakBefore = false;
    const body = root();
    if (!body) {
      text = '';
      return text;
    }
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode(node) {
        if (node.nodeType === Node.TEXT_NODE)
          return NodeFilter.FILTER_ACCEPT;
        if (isApart(node))
          return NodeFilter.FILTER_REJECT;
        if (blocks.has(node.localName))
          breakBefore = true;
        return NodeFilter.FILTER_SKIP;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (breakBefore && length > 0) {
        parts.push('\n');
        length += 1;
      }
      breakBefore = false;
      segments.push({ node, start: length });
      startOf.set(node, length);
      parts.push(node.data);
      length += node.data.length;
    }
    text = parts.join('');
    counted = true;
    return text;
  }

  // The segment holding offset: for a range's start, the one it starts in; for its end, the
  // one it ends in.
  function segmentAt(offset, isEnd) {
    let low = 0;
    let high = segments.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = segments[middle].start;
      if (isEnd ? start < offset : start <= offset) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  // Where a DOM boundary is in the text counted; -1 in text the count leaves out.
  function offsetOf(container, offset) {
    if (container.nodeType === Node.TEXT_NODE) {
      const start = startOf.get(container);
      return start === undefined ? -1 : start + Math.min(offset, container.data.length);
    }
    // A boundary between children: the first text counted at or after it.
    let next = container.childNodes[offset] || null;
    if (!next) {
      // Past the container's last child: what follows the container.
      let up = container;
      while (up && up !== root() && !up.nextSibling)
        up = up.parentNode;
      next = up && up !== root() ? up.nextSibling : null;
      if (!next)
        return text.length;
    }
    const walker = document.createTreeWalker(root(), NodeFilter.SHOW_TEXT);
    walker.currentNode = next;
    let node = next.nodeType === Node.TEXT_NODE ? next : walker.nextNode();
    while (node && !startOf.has(node))
      node = walker.nextNode();
    return node ? startOf.get(node) : text.length;
  }

  // Whether the text nodes counted last are still the page's (clearing marks merges them).
  let counted = false;

  function clearMarks() {
    const parents = new Set();
    for (const mark of document.querySelectorAll('mark.lectern-highlight')) {
      if (!owned.has(mark))
        continue;
      const parent = mark.parentNode;
      while (mark.firstChild)
        parent.insertBefore(mark.firstChild, mark);
      parent.removeChild(mark);
      parents.add(parent);
    }
    for (const parent of parents)
      parent.normalize();
    if (parents.size > 0)
      counted = false;
    const missing = document.querySelector('aside.lectern-highlights-missing');
    if (missing && owned.has(missing))
      missing.remove();
    for (const note of document.querySelectorAll('aside.lectern-note')) {
      if (owned.has(note))
        note.remove();
    }
  }

  // A note in the margin of its passage: after the block that holds the passage's end. Its
  // HTML is the application's (the note's Markdown, sanitized as articles are).
  function showNote(range, lastMark) {
    if (!range.noteHtml)
      return;
    const body = root();
    let block = lastMark;
    while (block.parentNode && block.parentNode !== body && !blocks.has(block.localName))
      block = block.parentNode;
    while (block.parentNode && block.parentNode !== body &&
      (block.localName === 'li' || block.parentNode.localName === 'li' ||
        block.parentNode.localName === 'blockquote'))
      block = block.parentNode;
    const aside = document.createElement('aside');
    aside.className = 'lectern-note';
    aside.dataset.color = range.color;
    aside.innerHTML = range.noteHtml;
    owned.set(aside, range.id);
    block.parentNode.insertBefore(aside, block.nextSibling);
  }

  function hideBar() {
    if (bar) {
      bar.remove();
      bar = null;
    }
  }

  function link(href, className, label, title) {
    const a = document.createElement('a');
    a.href = href;
    a.className = className;
    a.textContent = label;
    if (title)
      a.title = title;
    return a;
  }

  // The bar's links; a press on it keeps the selection (the click still follows the link).
  function showBar(rect, links) {
    hideBar();
    bar = document.createElement('div');
    bar.className = 'lectern-highlight-bar';
    for (const a of links)
      bar.appendChild(a);
    bar.addEventListener('mousedown', (event) => event.preventDefault());
    document.body.appendChild(bar);
    const top = window.scrollY + rect.top - bar.offsetHeight - 8;
    const left = window.scrollX + rect.left + rect.width / 2 - bar.offsetWidth / 2;
    bar.style.top = Math.max(window.scrollY + 4, top) + 'px';
    bar.style.left = Math.max(4, Math.min(left, document.documentElement.clientWidth -
      bar.offsetWidth - 4)) + 'px';
  }

  function colorLinks(hrefOf) {
    const links = [];
    for (const [color, label] of labels.colors) {
      const a = link(hrefOf(color), 'swatch', '', label);
      a.dataset.color = color;
      links.push(a);
    }
    return links;
  }

  // The selection within the article as offsets in its text, or null.
  function selected() {
    if (!counted)
      count(); // marks made since replaced the text nodes counted

    const selection = window.getSelection();
    const body = root();
    if (!body || !selection || selection.rangeCount === 0 || selection.isCollapsed)
      return null;
    const range = selection.getRangeAt(0);
    if (!body.contains(range.commonAncestorContainer))
      return null;
    const start = offsetOf(range.startContainer, range.startOffset);
    const end = offsetOf(range.endContainer, range.endOffset);
    if (start < 0 || end <= start)
      return null;
    return { start, end, rect: range.getBoundingClientRect() };
  }

  function onMouseUp(event) {
    if (bar && bar.contains(event.target))
      return;
    const range = selected();
    if (range) {
      pending = { start: range.start, end: range.end };
      const links = colorLinks((color) => 'lectern://highlight/new?color=' + color);
      const first = labels.colors.length > 0 ? labels.colors[0][0] : 'yellow';
      links.push(link('lectern://highlight/new?color=' + first + '&note=1', 'action',
        labels.note));
      showBar(range.rect, links);
      return;
    }
    const mark = event.target.closest && event.target.closest('mark.lectern-highlight');
    const id = mark ? owned.get(mark) : undefined;
    if (id === undefined) {
      hideBar();
      return;
    }
    const href = 'lectern://highlight/' + id;
    const links = colorLinks((color) => href + '?color=' + color);
    links.push(link(href + '?note=1', 'action', labels.note));
    links.push(link(href + '?remove=1', 'action', labels.remove));
    showBar(mark.getBoundingClientRect(), links);
  }

  // The ranges as pieces that do not overlap: where highlights overlap, the one that starts
  // later (a highlight inside another) shows, and the outer one goes on after it.
  function disjoint(ranges) {
    const points = [...new Set(ranges.flatMap((r) => [r.start, r.end]))].sort((a, b) => a - b);
    const byStart = ranges.slice().sort((a, b) => a.start - b.start || b.end - a.end);
    const pieces = [];
    let open = [];
    let next = 0;
    for (let i = 0; i + 1 < points.length; ++i) {
      const from = points[i];
      const to = points[i + 1];
      while (next < byStart.length && byStart[next].start <= from)
        open.push(byStart[next++]);
      open = open.filter((r) => r.end > from);
      if (open.length === 0)
        continue;
      const top = open[open.length - 1];
      const last = pieces[pieces.length - 1];
      if (last && last.id === top.id && last.end === from)
        last.end = to;
      else
        pieces.push(Object.assign({}, top, { start: from, end: to }));
    }
    return pieces;
  }

  // Elements whose own white space is not shown: a mark there would show.
  const listParents = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl',
    'colgroup']);

  // Wraps each piece of [start, end) in a mark. Each text node touched is replaced once, by its
  // text and marks made from slices of its data: splitting a long node piece by piece cost
  // Chromium about a millisecond a split (a second for 1,000 highlights in 33 long paragraphs).
  function wrapAll(ranges) {
    const pieces = new Map(); // text node -> [{from, to, range}]
    for (const range of ranges) {
      let index = segmentAt(range.start, false);
      for (; index >= 0 && index < segments.length; ++index) {
        const segment = segments[index];
        if (segment.start >= range.end)
          break;
        const from = Math.max(0, range.start - segment.start);
        const to = Math.min(segment.node.data.length, range.end - segment.start);
        if (to <= from)
          continue;
        if (!pieces.has(segment.node))
          pieces.set(segment.node, []);
        pieces.get(segment.node).push({ from, to, range });
      }
    }
    const marksOf = new Map();
    for (const [node, list] of pieces) {
      list.sort((a, b) => a.from - b.from);
      const data = node.data;
      const fragment = document.createDocumentFragment();
      let at = 0;
      for (const piece of list) {
        // White space alone between rows or items would become a cell or a line of its own.
        if (listParents.has(node.parentNode.localName) && data.slice(piece.from, piece.to).trim() === '')
          continue;
        if (piece.from > at)
          fragment.appendChild(document.createTextNode(data.slice(at, piece.from)));
        const mark = document.createElement('mark');
        mark.className = 'lectern-highlight';
        mark.dataset.color = piece.range.color;
        if (piece.range.note)
          mark.title = piece.range.note;
        mark.appendChild(document.createTextNode(data.slice(piece.from, piece.to)));
        fragment.appendChild(mark);
        owned.set(mark, piece.range.id);
        if (!marksOf.has(piece.range.id))
          marksOf.set(piece.range.id, []);
        marksOf.get(piece.range.id).push(mark);
        at = piece.to;
      }
      if (at < data.length)
        fragment.appendChild(document.createTextNode(data.slice(at)));
      node.parentNode.replaceChild(fragment, node);
    }
    return marksOf;
  }

  function showMissing(missing) {
    if (missing.length === 0)
      return;
    const body = root();
    const aside = document.createElement('aside');
    aside.className = 'lectern-highlights-missing';
    const heading = document.createElement('p');
    heading.textContent = labels.missing;
    aside.appendChild(heading);
    const list = document.createElement('ul');
    for (const item of missing) {
      const entry = document.createElement('li');
      const quote = document.createElement('q');
      quote.textContent = item.quote;
      entry.appendChild(quote);
      if (item.noteHtml) {
        const note = document.createElement('div');
        note.className = 'note';
        note.innerHTML = item.noteHtml;
        entry.appendChild(note);
      }
      entry.appendChild(link('lectern://highlight/' + item.id + '?remove=1', 'action',
        labels.remove));
      list.appendChild(entry);
    }
    aside.appendChild(list);
    owned.set(aside, 0);
    body.parentNode.insertBefore(aside, body);
  }

  let listening = false;

  window.lecternHighlights = {
    // The article's text, counted afresh (the page may have changed since: math typeset).
    text() {
      return [location.href, count()];
    },
    // The selection the bar was shown for (or, from the keyboard, the one now), as offsets
    // in text(), with the text they count in.
    selection(fromBar) {
      count();
      let range = fromBar ? pending : null;
      if (!range) {
        const now = selected();
        range = now ? { start: now.start, end: now.end } : null;
      }
      if (!range)
        return null;
      return [location.href, text, range.start, range.end];
    },
    // Paints the ranges ({id, start, end, color, note}, offsets in text()) and lists the
    // highlights this version does not hold ({id, quote, note}); scrolls to the highlight the
    // address names (#highlight-ID), if any.
    paint(page, ranges, missing, given) {
      if (page !== location.href)
        return false;
      labels = given;
      hideBar();
      clearMarks();
      // The text the application anchored in was counted by text() just before, over the same
      // nodes unless marks were taken out since.
      if (!counted)
        count();
      const kept = disjoint(ranges);
      const marksOf = wrapAll(kept);
      // The nodes marks were made in were replaced: counted again when next needed.
      counted = marksOf.size === 0;
      const rangeOf = new Map(ranges.map((range) => [range.id, range]));
      for (const [id, marks] of marksOf) {
        const last = marks.reduce((a, b) =>
          (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) ? b : a);
        if (last.title)
          last.classList.add('has-note');
        if (rangeOf.has(id))
          showNote(rangeOf.get(id), last);
      }
      showMissing(missing);
      window.getSelection().removeAllRanges();
      pending = null;
      const wanted = /^#highlight-(\d+)$/.exec(location.hash);
      if (wanted && marksOf.has(Number(wanted[1])))
        marksOf.get(Number(wanted[1]))[0].scrollIntoView({ block: 'center' });
      if (!listening) {
        listening = true;
        document.addEventListener('mouseup', onMouseUp);
        document.addEventListener('keydown', (event) => {
          if (event.key === 'Escape')
            hideBar();
        });
      }
      return marksOf.size;
    },
  };
})();
