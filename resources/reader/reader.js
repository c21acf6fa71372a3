// Lectern's reader script (lectern://app/reader.js): typesets TeX with the bundled KaTeX,
// scrolls the table of contents in place, gives every code block a copy button and drops
// images that turn out to be invisible. The page's CSP allows only lectern://app scripts: no
// eval, no inline handlers here. The scroll position is read and restored by the app itself.
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

  // The copy event carries exactly the text given, whatever is selected. The reader's view
  // lets this page's scripts write the clipboard (they are only ever Lectern's own).
  function copyWithEvent(text) {
    const fill = (event) => {
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };
    document.addEventListener('copy', fill);
    try {
      return document.execCommand('copy');
    } finally {
      document.removeEventListener('copy', fill);
    }
  }

  function copyText(text) {
    if (copyWithEvent(text))
      return Promise.resolve();
    if (navigator.clipboard && navigator.clipboard.writeText)
      return navigator.clipboard.writeText(text);
    return Promise.reject(new Error('the clipboard refused the copy'));
  }

  // A button beside each highlighted block copies its plain code: the text of the code element,
  // without the line numbers (generated content, never part of the text) or the button itself,
  // which sits outside the <pre>.
  function addCopyButtons() {
    if (!article)
      return;
    const label = document.body.dataset.copyLabel || 'Copy';
    const copied = document.body.dataset.copiedLabel || 'Copied';
    for (const pre of article.querySelectorAll('pre.code')) {
      const code = pre.querySelector('code');
      if (!code)
        continue;
      const block = document.createElement('div');
      block.className = 'code-block';
      pre.parentNode.insertBefore(block, pre);
      block.appendChild(pre);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy-code';
      button.textContent = label;
      let reset = 0;
      button.addEventListener('click', () => {
        copyText(code.textContent).then(() => {
          button.textContent = copied;
          button.classList.remove('failed');
        }, () => button.classList.add('failed')).finally(() => {
          window.clearTimeout(reset);
          reset = window.setTimeout(() => {
            button.textContent = label;
            button.classList.remove('failed');
          }, 1500);
        });
      });
      // The language (and, for one without colours of its own, whose colours it borrows)
      // beside the button, outside the <pre> like it, so it is never copied with the code.
      const tools = document.createElement('div');
      tools.className = 'code-tools';
      if (pre.dataset.label) {
        const language = document.createElement('span');
        language.className = 'code-language';
        language.textContent = pre.dataset.label;
        tools.appendChild(language);
      }
      tools.appendChild(button);
      block.appendChild(tools);
    }
  }

  // Images that declare themselves invisible never reach the page (the renderer drops them);
  // these are the ones that only turn out to be a pixel once loaded (when remote images are
  // allowed). Blocked images are left alone: their alt text still says what was there.
  function dropInvisibleImages() {
    if (!article)
      return;
    const check = (image) => {
      if (image.naturalWidth > 0 && image.naturalWidth <= 1 && image.naturalHeight <= 1)
        image.remove();
    };
    for (const image of article.querySelectorAll('img')) {
      if (image.complete)
        check(image);
      else
        image.addEventListener('load', () => check(image), { once: true });
    }
  }

  try {
    typeset();
  } finally {
    wireContents();
    addCopyButtons();
    dropInvisibleImages();
    root.dataset.reader = 'ready';
    // All app scripts have run (deferred, in order; this one last): drop their elements so the
    // document holds nothing but the article, as feed scripts never make it past the sanitizer.
    for (const script of document.querySelectorAll('script[src^="lectern://app/"]'))
      script.remove();
  }
})();
