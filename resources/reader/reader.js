// Lectern's reader script (lectern://app/reader.js): typesets TeX with the bundled KaTeX,
// scrolls the table of contents in place and keeps the scroll position where the app can read
// it. The page's CSP allows only lectern://app scripts: no eval, no inline handlers here.
'use strict';

(function () {
  const root = document.documentElement;
  const article = document.querySelector('.article-body');

  function typeset() {
    if (!article || typeof window.renderMathInElement !== 'function')
      return;
    const delimiters = [
      { left: '$$', right: '$$', display: true },
      { left: '\\[', right: '\\]', display: true },
      { left: '\\(', right: '\\)', display: false },
    ];
    // Prices and shell variables also use "$": only when the renderer saw real inline math.
    if (document.body.dataset.mathDollars === 'single')
      delimiters.push({ left: '$', right: '$', display: false });
    window.renderMathInElement(article, {
      delimiters: delimiters,
      ignoredTags: ['script', 'noscript', 'style', 'textarea', 'pre', 'code', 'kbd', 'samp',
        'option', 'math'],
      ignoredClasses: ['katex', 'MathJax', 'MathJax_Display', 'mjx-container'],
      throwOnError: false,
      trust: false,
      maxSize: 50,
      maxExpand: 500,
    });
  }

  // Same-document links never leave the page, whatever the view does with navigations.
  function wireContents() {
    for (const link of document.querySelectorAll('nav.toc a[href^="#"]')) {
      link.addEventListener('click', (event) => {
        const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
        if (!target)
          return;
        event.preventDefault();
        target.scrollIntoView();
      });
    }
  }

  function scrollRange() {
    return Math.max(0, root.scrollHeight - window.innerHeight);
  }

  // The app reads data-scroll (a 0–1 fraction) to remember the position per article.
  function trackScroll() {
    const restore = parseFloat(root.dataset.restoreScroll);
    if (restore > 0 && restore <= 1)
      window.scrollTo(0, restore * scrollRange());
    window.setInterval(() => {
      const range = scrollRange();
      const fraction = (range > 0 ? Math.min(1, window.scrollY / range) : 0).toFixed(4);
      if (root.dataset.scroll !== fraction)
        root.dataset.scroll = fraction;
    }, 500);
  }

  try {
    typeset();
  } finally {
    wireContents();
    trackScroll();
    // All app scripts have run (deferred, in order; this one last): drop their elements so the
    // document holds nothing but the article, as feed scripts never make it past the sanitizer.
    for (const script of document.querySelectorAll('script[src^="lectern://app/"]'))
      script.remove();
  }
})();
