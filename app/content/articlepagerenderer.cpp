#include "content/articlepagerenderer.h"

#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"
#include "content/mathdetector.h"
#include "content/notemarkdown.h"
#include "content/tableofcontents.h"
#include "content/wordcounter.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QRandomGenerator>
#include <climits>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString resourceText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Fills {{name}} slots in one pass; values are inserted as given.
QString fillTemplate(const QString &text, const QHash<QString, QString> &values)
{
    qsizetype size = text.size();
    for (const QString &value : values)
        size += value.size();
    QString out;
    out.reserve(size);
    qsizetype pos = 0;
    while (true) {
        const qsizetype open = text.indexOf(u"{{"_s, pos);
        const qsizetype close = open < 0 ? -1 : text.indexOf(u"}}"_s, open + 2);
        if (close < 0) {
            out += QStringView(text).mid(pos);
            return out;
        }
        out += QStringView(text).mid(pos, open - pos);
        out += values.value(text.mid(open + 2, close - open - 2));
        pos = close + 2;
    }
}

QString nonce()
{
    return QString::number(QRandomGenerator::system()->generate64(), 36);
}

// Scripts, fonts and extra stylesheets only from the app itself (reader.js, KaTeX); no inline
// script or eval; page styles only from our own nonce-carrying block. Remote images only on
// request, and the reader's request interceptor has the last word on them anyway.
QString contentSecurityPolicy(const QString &nonce, bool remoteImages)
{
    return u"default-src 'none'; script-src lectern://app; object-src 'none'; base-uri 'none'; "
           "form-action 'none'; frame-src 'none'; connect-src 'none'; "
           "style-src 'nonce-%1' lectern://app; img-src lectern: data:%2; media-src 'none'; "
           "font-src lectern://app"_s.arg(nonce, remoteImages ? u" https: http:"_s : QString());
}

// Attributes of <html>: the forced colour scheme, if any, and the line-number gutter; both
// are classes, so that the stylesheet alone decides what they look like.
QString rootAttributes(const ArticlePageRenderer::Style &style)
{
    QStringList classes;
    if (style.dark)
        classes << (*style.dark ? u"dark"_s : u"light"_s);
    if (style.lineNumbers)
        classes << u"line-numbers"_s;
    return classes.isEmpty() ? QString() : u" class=\""_s + classes.join(u' ') + u'"';
}

} // namespace

ArticlePageRenderer::ArticlePageRenderer(const CodeHighlighter *highlighter)
    : m_highlighter(highlighter)
{
}

QString ArticlePageRenderer::stylesheet(const Style &style) const
{
    QString css = resourceText(u":/lectern/reader/reader.css"_s);
    if (m_highlighter) {
        const auto themeFor = [&](bool dark) {
            return m_highlighter->themeCss(style.codeTheme.isEmpty()
                                               ? m_highlighter->defaultThemeName(dark)
                                               : style.codeTheme);
        };
        css += u'\n' + themeFor(style.dark.value_or(false));
        // Following the system: the code follows it too, unless the user picked a theme.
        if (!style.dark && style.codeTheme.isEmpty()) {
            css += u"\n@media (prefers-color-scheme: dark) {\n"_s + themeFor(true) + u"}\n"_s;
        }
    }
    return css;
}

bool ArticlePageRenderer::hasMath()
{
    return QFile::exists(u":/lectern/app/katex/katex.min.js"_s);
}

int ArticlePageRenderer::wordEquivalents(const QString &html)
{
    // The text between tags, each tag separating words. A '<' with no '>' after it is text.
    WordCounter counter;
    const QStringView view(html);
    qsizetype pos = 0;
    while (pos < view.size()) {
        const qsizetype open = view.indexOf(u'<', pos);
        const qsizetype close = open < 0 ? -1 : view.indexOf(u'>', open);
        if (close < 0) {
            counter.add(view.mid(pos));
            break;
        }
        counter.add(view.mid(pos, open - pos));
        counter.endWord();
        pos = close + 1;
    }
    return counter.wordEquivalents();
}

QString ArticlePageRenderer::tooLargeNotice(const ArticlePage &article)
{
    // Characters, not bytes: near enough, and counting bytes would cost a copy of it all.
    const QString size = QLocale().formattedDataSize(
        article.leftOutBytes > 0 ? article.leftOutBytes : article.html.size());
    QString notice = u"<div class=\"too-large\"><p>%1</p><p>"_s.arg(
        QCoreApplication::translate("ArticlePageRenderer",
                                    "This article is %1, too large to show here without "
                                    "holding up Lectern.")
            .arg(size)
            .toHtmlEscaped());
    const bool linkable = article.link.scheme() == u"http"_s || article.link.scheme() == u"https"_s;
    if (linkable)
        notice += u"<a href=\"%1\">%2</a> \u00b7 "_s.arg(
            article.link.toString(QUrl::FullyEncoded).toHtmlEscaped(),
            QCoreApplication::translate("ArticlePageRenderer", "Read it on its site")
                .toHtmlEscaped());
    // Relative, so it stays on this article's own lectern:// page and version.
    const QString full =
        article.hasCapture && !article.showsCapture ? u"?version=feed&amp;full=1"_s : u"?full=1"_s;
    notice += u"<a href=\"%1\">%2</a></p></div>"_s.arg(
        full, QCoreApplication::translate("ArticlePageRenderer",
                                          "Show it here anyway (this may take several seconds)")
                  .toHtmlEscaped());
    return notice;
}

QString ArticlePageRenderer::renderArticle(const ArticlePage &article, const Style &style) const
{
    HtmlSanitizer::Options options;
    options.baseUrl = article.baseUrl.isValid() ? article.baseUrl : article.link;
    options.highlighter = m_highlighter;
    options.dropTrackingPixels = true;
    options.anchorHeadings = true;
    // Images the page may not load are their words, not broken images; the reader's page also
    // offers to load them.
    options.remoteImagePlaceholders = !style.allowRemoteImages;
    if (style.imagePlaceholders && !style.allowRemoteImages)
        options.remoteImageLink = article.hasCapture && !article.showsCapture
                                      ? u"?version=feed&images=1"_s
                                      : u"?images=1"_s;
    const bool tooLarge =
        !article.inFull && (article.html.size() > MaxShownChars || article.leftOutBytes > 0);
    HtmlSanitizer::Article sanitized =
        tooLarge ? HtmlSanitizer::Article{} : HtmlSanitizer::sanitizeArticle(article.html, options);
    if (tooLarge) {
        sanitized.html = tooLargeNotice(article);
        sanitized.wordEquivalents =
            int(qMin<qint64>(qMax<qint64>(article.html.size(), article.leftOutBytes) / 6, INT_MAX));
    }
    const int words = sanitized.wordEquivalents;
    const QString contents = TableOfContents::nav(
        sanitized.headings, words, QCoreApplication::translate("ArticlePageRenderer", "Contents"));

    const QString title = article.title.isEmpty()
                              ? QCoreApplication::translate("ArticlePageRenderer", "(untitled)")
                              : article.title;
    const bool linkable = article.link.scheme() == u"http"_s || article.link.scheme() == u"https"_s;
    const QString link = article.link.toString(QUrl::FullyEncoded).toHtmlEscaped();
    const QString heading = linkable ? u"<a href=\"%1\">%2</a>"_s.arg(link, title.toHtmlEscaped())
                                     : title.toHtmlEscaped();
    QString original =
        linkable ? u"<p class=\"original\"><a href=\"%1\">%2</a></p>"_s.arg(
                       link, QCoreApplication::translate("ArticlePageRenderer", "View original")
                                 .toHtmlEscaped())
                 : QString();
    // A captured article switches between its two versions with one click; the links are
    // relative, so they stay on this article's own lectern:// page.
    if (article.hasCapture) {
        const QString offline =
            QCoreApplication::translate("ArticlePageRenderer", "Offline copy").toHtmlEscaped();
        // A saved page has no feed: its other version is the summary it gave of itself.
        const QString feed =
            (article.savedPage ? QCoreApplication::translate("ArticlePageRenderer", "Page summary")
                               : QCoreApplication::translate("ArticlePageRenderer", "Feed version"))
                .toHtmlEscaped();
        original +=
            article.showsCapture
                ? u"<p class=\"version\"><strong>%1</strong> \u00b7 <a href=\"?version=feed\">%2</a></p>"_s
                      .arg(offline, feed)
                : u"<p class=\"version\"><a href=\"?version=captured\">%1</a> \u00b7 <strong>%2</strong></p>"_s
                      .arg(offline, feed);
    } else if (!article.captureProblem.isEmpty()) {
        original += u"<p class=\"version capture-problem\">%1</p>"_s.arg(
            article.captureProblem.toHtmlEscaped());
    }
    QStringList byline;
    if (!article.feedTitle.isEmpty())
        byline << u"<span class=\"feed\">%1</span>"_s.arg(article.feedTitle.toHtmlEscaped());
    if (!article.alsoIn.isEmpty())
        byline << u"<span class=\"also-in\">%1</span>"_s.arg(
            QCoreApplication::translate("ArticlePageRenderer", "also in: %1")
                .arg(article.alsoIn.join(u", "_s))
                .toHtmlEscaped());
    if (!article.authors.isEmpty())
        byline << u"<span class=\"author\">%1</span>"_s.arg(article.authors.toHtmlEscaped());
    if (article.published.isValid()) {
        byline << u"<span class=\"date\"><time datetime=\"%1\">%2</time></span>"_s.arg(
            article.published.toUTC().toString(Qt::ISODate),
            QLocale()
                .toString(article.published.toLocalTime().date(), QLocale::LongFormat)
                .toHtmlEscaped());
    }
    // Worked out apart: lupdate (Qt 6.8) never finishes reading a division inside the call.
    const int minutes = qMax(1, qRound(words / 230.0));
    byline << u"<span class=\"reading-time\">%1</span>"_s.arg(
        QCoreApplication::translate("ArticlePageRenderer", "%n min read", nullptr, minutes)
            .toHtmlEscaped());

    // KaTeX's stylesheet also serves pre-rendered output; its scripts load only for TeX.
    QString mathHead;
    // reader.js labels the copy buttons it adds to code blocks with these.
    QString bodyAttributes = u" data-copy-label=\"%1\" data-copied-label=\"%2\""_s.arg(
        QCoreApplication::translate("ArticlePageRenderer", "Copy").toHtmlEscaped(),
        QCoreApplication::translate("ArticlePageRenderer", "Copied").toHtmlEscaped());
    if (hasMath()) {
        mathHead = u"<link rel=\"stylesheet\" href=\"lectern://app/katex/katex.min.css\">\n"_s;
        const MathDetector::Verdict math = MathDetector::detectInProse(sanitized.prose);
        if (math.singleDollarMath)
            bodyAttributes += u" data-math-dollars=\"single\""_s;
        if (math.singleDollarMath || math.delimitedTex) {
            mathHead += u"<script src=\"lectern://app/katex/katex.min.js\" defer></script>\n"
                        "<script src=\"lectern://app/katex/contrib/auto-render.min.js\" defer>"
                        "</script>\n"_s;
        }
    }

    return fillPage(resourceText(u":/lectern/reader/article.html"_s), style,
                    {
                        {u"math"_s, mathHead},
                        {u"bodyAttributes"_s, bodyAttributes},
                        {u"title"_s, title.toHtmlEscaped()},
                        {u"heading"_s, heading},
                        {u"byline"_s, byline.join(QString())},
                        {u"original"_s, original},
                        {u"toc"_s, contents},
                        {u"body"_s, sanitized.html},
                        {u"appendix"_s, article.appendix},
                    });
}

// A page of the app's own template with the values every page has (language, colour
// scheme, CSP and its nonce, stylesheet) and its own.
QString ArticlePageRenderer::fillPage(const QString &templateText, const Style &style,
                                      QHash<QString, QString> values) const
{
    const QString pageNonce = nonce();
    values.insert(u"lang"_s, QLocale().bcp47Name());
    values.insert(u"rootAttributes"_s, rootAttributes(style));
    values.insert(u"csp"_s, contentSecurityPolicy(pageNonce, style.allowRemoteImages));
    values.insert(u"nonce"_s, pageNonce);
    values.insert(u"css"_s, stylesheet(style));
    return fillTemplate(templateText, values);
}

QString ArticlePageRenderer::renderWelcome(const Style &style) const
{
    return renderNotice(
        style, QCoreApplication::translate("ArticlePageRenderer", "Welcome to Lectern"),
        QCoreApplication::translate(
            "ArticlePageRenderer",
            "Lectern keeps the technical writing you follow: feeds, full articles and their "
            "code, readable offline."),
        {QCoreApplication::translate("ArticlePageRenderer",
                                     "Add a feed: choose Library \u2192 Add Feed\u2026 and paste "
                                     "the address of a feed or a blog."),
         QCoreApplication::translate("ArticlePageRenderer",
                                     "Coming from another reader? Choose Library \u2192 "
                                     "Import\u2026 with its OPML file to bring its feeds and "
                                     "folders along, or with a Pocket, Instapaper or wallabag "
                                     "export for the pages you kept.")});
}

QString ArticlePageRenderer::renderEmptyList(const Style &style, const QString &listName) const
{
    return renderNotice(
        style, listName, QCoreApplication::translate("ArticlePageRenderer", "Nothing is here yet."),
        {QCoreApplication::translate("ArticlePageRenderer",
                                     "Articles appear as their feeds bring them; r refreshes "
                                     "what is chosen in the side panel."),
         QCoreApplication::translate("ArticlePageRenderer",
                                     "Starred keeps what you star (s), Offline what was "
                                     "captured for reading without the network.")});
}

namespace {

QString homeCard(const HomeCard &card)
{
    const QString link = card.kind == HomeCard::Kind::Shelf ? u"lectern://shelf/%1"_s.arg(card.id)
                                                            : u"lectern://feed/%1"_s.arg(card.id);
    QString counts;
    if (card.unread > 0)
        counts +=
            u"<span class=\"unread\">"_s +
            QCoreApplication::translate("ArticlePageRenderer", "%n unread", nullptr, card.unread) +
            u"</span> \u00b7 "_s;
    counts +=
        QCoreApplication::translate("ArticlePageRenderer", "%n article(s)", nullptr, card.total);
    if (card.kind == HomeCard::Kind::Shelf)
        counts += u" \u00b7 "_s + QCoreApplication::translate("ArticlePageRenderer", "%n feed(s)",
                                                              nullptr, card.feeds);
    QString items;
    for (const HomeArticle &article : card.newest) {
        QString meta;
        if (card.kind == HomeCard::Kind::Shelf)
            meta = article.feedTitle.toHtmlEscaped();
        if (article.published.isValid()) {
            if (!meta.isEmpty())
                meta += u" \u00b7 "_s;
            meta +=
                QLocale().toString(article.published.toLocalTime().date(), QLocale::ShortFormat);
        }
        items += u"<li"_s + (article.read ? u" class=\"read\""_s : QString()) +
                 u"><a href=\"lectern://article/%1\">"_s.arg(article.id) +
                 (article.title.isEmpty()
                      ? QCoreApplication::translate("ArticlePageRenderer", "(untitled)")
                      : article.title)
                     .toHtmlEscaped() +
                 u"</a>"_s +
                 (meta.isEmpty() ? QString() : u"<span class=\"meta\">"_s + meta + u"</span>"_s) +
                 u"</li>"_s;
    }
    if (items.isEmpty())
        items =
            u"<li class=\"empty\">"_s +
            QCoreApplication::translate("ArticlePageRenderer", "No articles yet.").toHtmlEscaped() +
            u"</li>"_s;
    return u"<section class=\"card\"><h2><a href=\""_s + link + u"\">"_s +
           card.name.toHtmlEscaped() + u"</a></h2><p class=\"counts\">"_s + counts + u"</p><ol>"_s +
           items + u"</ol></section>\n"_s;
}

} // namespace

QString ArticlePageRenderer::renderHome(const Style &style, const QList<HomeCard> &cards,
                                        int unread, int total) const
{
    QString html;
    for (const HomeCard &card : cards)
        html += homeCard(card);
    const QString summary =
        QCoreApplication::translate("ArticlePageRenderer", "%n article(s) in this library", nullptr,
                                    total) +
        u", "_s + QCoreApplication::translate("ArticlePageRenderer", "%n unread", nullptr, unread);
    return fillPage(
        resourceText(u":/lectern/reader/home.html"_s), style,
        {
            {u"title"_s,
             QCoreApplication::translate("ArticlePageRenderer", "Your library").toHtmlEscaped()},
            {u"summary"_s, summary.toHtmlEscaped()},
            {u"cards"_s, html},
        });
}

QString ArticlePageRenderer::renderNotice(const Style &style, const QString &title,
                                          const QString &intro, const QStringList &items) const
{
    QString list;
    for (const QString &item : items)
        list += u"<li>"_s + item.toHtmlEscaped() + u"</li>"_s;
    return fillPage(resourceText(u":/lectern/reader/welcome.html"_s), style,
                    {
                        {u"title"_s, title.toHtmlEscaped()},
                        {u"intro"_s, intro.toHtmlEscaped()},
                        {u"items"_s, list},
                    });
}

QString ArticlePageRenderer::highlightsSection(const QList<HighlightEntry> &entries)
{
    if (entries.isEmpty())
        return {};
    QString html =
        u"<section class=\"exported-highlights\"><h2>"_s +
        QCoreApplication::translate("ArticlePageRenderer", "Highlights").toHtmlEscaped() +
        u"</h2>\n"_s;
    for (const HighlightEntry &entry : entries) {
        html += u"<blockquote class=\"quote\" data-color=\""_s + entry.color.toHtmlEscaped() +
                u"\">"_s + entry.quote.toHtmlEscaped() + u"</blockquote>\n"_s;
        if (!entry.note.trimmed().isEmpty())
            html += u"<div class=\"note\">"_s + NoteMarkdown::toHtml(entry.note) + u"</div>\n"_s;
    }
    return html + u"</section>"_s;
}

QString ArticlePageRenderer::renderHighlights(const Style &style,
                                              const QList<HighlightEntry> &entries) const
{
    QString html;
    qint64 article = 0;
    int articles = 0;
    for (const HighlightEntry &entry : entries) {
        if (entry.articleId != article) {
            if (article != 0)
                html += u"</section>\n"_s;
            article = entry.articleId;
            ++articles;
            const QString title =
                entry.articleTitle.isEmpty()
                    ? QCoreApplication::translate("ArticlePageRenderer", "(untitled)")
                    : entry.articleTitle;
            html += u"<section><h2><a href=\"lectern://article/%1\">"_s.arg(entry.articleId) +
                    title.toHtmlEscaped() + u"</a></h2><p class=\"feed\">"_s +
                    entry.feedTitle.toHtmlEscaped() + u"</p>\n"_s;
        }
        html += u"<blockquote class=\"quote\" data-color=\""_s + entry.color.toHtmlEscaped() +
                u"\"><a href=\"lectern://article/%1#highlight-%2\">"_s.arg(entry.articleId)
                    .arg(entry.id) +
                entry.quote.toHtmlEscaped() + u"</a></blockquote>\n"_s;
        if (!entry.note.trimmed().isEmpty())
            html += u"<div class=\"note\">"_s + NoteMarkdown::toHtml(entry.note) + u"</div>\n"_s;
    }
    if (article != 0)
        html += u"</section>\n"_s;
    const QString summary =
        entries.isEmpty()
            ? QCoreApplication::translate("ArticlePageRenderer",
                                          "Select text in an article and press H, or use the "
                                          "bar that appears by the selection.")
            : QCoreApplication::translate("ArticlePageRenderer", "%n highlight(s)", nullptr,
                                          int(entries.size())) +
                  u", "_s +
                  QCoreApplication::translate("ArticlePageRenderer", "in %n article(s)", nullptr,
                                              articles);
    return fillPage(
        resourceText(u":/lectern/reader/highlights.html"_s), style,
        {
            {u"title"_s,
             QCoreApplication::translate("ArticlePageRenderer", "Highlights").toHtmlEscaped()},
            {u"summary"_s, summary.toHtmlEscaped()},
            {u"sections"_s, html},
        });
}

} // namespace Lectern
