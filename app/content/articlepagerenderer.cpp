#include "content/articlepagerenderer.h"

#include "content/codehighlighter.h"
#include "content/htmlsanitizer.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QRandomGenerator>
#include <QRegularExpression>

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
    QString out;
    out.reserve(text.size() + 4096);
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

// No script of any origin; styles only from our own nonce-carrying block; images from the app,
// inline data and the web (until the per-user image policy lands in the reader pane).
QString contentSecurityPolicy(const QString &nonce)
{
    return u"default-src 'none'; script-src 'none'; object-src 'none'; base-uri 'none'; "
           "form-action 'none'; frame-src 'none'; style-src 'nonce-%1'; "
           "img-src lectern: data: https: http:; media-src 'none'; font-src lectern:"_s
        .arg(nonce);
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
        const QString theme = style.codeTheme.isEmpty() ? m_highlighter->defaultThemeName(style.dark)
                                                        : style.codeTheme;
        css += u'\n' + m_highlighter->themeCss(theme);
    }
    return css;
}

int ArticlePageRenderer::readingMinutes(const QString &html)
{
    // Roughly: strip tags, count words, and count CJK characters at a reading pace of their own.
    static const QRegularExpression tags(u"<[^>]*>"_s);
    QString text = html;
    text.replace(tags, u" "_s);
    int words = 0;
    int cjk = 0;
    bool inWord = false;
    for (const QChar c : std::as_const(text)) {
        if (c.unicode() >= 0x3000 && c.unicode() <= 0x9fff) {
            ++cjk;
            inWord = false;
        } else if (c.isLetterOrNumber()) {
            if (!inWord)
                ++words;
            inWord = true;
        } else {
            inWord = false;
        }
    }
    const double minutes = words / 230.0 + cjk / 400.0;
    return qMax(1, qRound(minutes));
}

QString ArticlePageRenderer::renderArticle(const ArticlePage &article, const Style &style) const
{
    HtmlSanitizer::Options options;
    options.baseUrl = article.baseUrl.isValid() ? article.baseUrl : article.link;
    options.highlighter = m_highlighter;
    const QString body = HtmlSanitizer::sanitize(article.html, options);

    const QString title = article.title.isEmpty() ? QCoreApplication::translate("ArticlePageRenderer", "(untitled)") : article.title;
    const bool linkable = article.link.scheme() == u"http"_s || article.link.scheme() == u"https"_s;
    const QString heading = linkable ? u"<a href=\"%1\">%2</a>"_s.arg(
                                           article.link.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                                           title.toHtmlEscaped())
                                     : title.toHtmlEscaped();
    QStringList byline;
    if (!article.feedTitle.isEmpty())
        byline << u"<span class=\"feed\">%1</span>"_s.arg(article.feedTitle.toHtmlEscaped());
    if (!article.authors.isEmpty())
        byline << u"<span class=\"author\">%1</span>"_s.arg(article.authors.toHtmlEscaped());
    if (article.published.isValid()) {
        byline << u"<span class=\"date\"><time datetime=\"%1\">%2</time></span>"_s.arg(
            article.published.toUTC().toString(Qt::ISODate),
            QLocale().toString(article.published.toLocalTime().date(), QLocale::LongFormat)
                .toHtmlEscaped());
    }
    byline << u"<span class=\"reading-time\">%1</span>"_s.arg(
        QCoreApplication::translate("ArticlePageRenderer", "%n min read", nullptr, readingMinutes(body)).toHtmlEscaped());
    const QString pageNonce = nonce();
    return fillTemplate(resourceText(u":/lectern/reader/article.html"_s),
                        {
                            {u"lang"_s, QLocale().bcp47Name()},
                            {u"scheme"_s, style.dark ? u"dark"_s : u"light"_s},
                            {u"csp"_s, contentSecurityPolicy(pageNonce)},
                            {u"nonce"_s, pageNonce},
                            {u"css"_s, stylesheet(style)},
                            {u"title"_s, title.toHtmlEscaped()},
                            {u"heading"_s, heading},
                            {u"byline"_s, byline.join(QString())},
                            {u"body"_s, body},
                        });
}

QString ArticlePageRenderer::renderWelcome(const Style &style) const
{
    const QString pageNonce = nonce();
    return fillTemplate(
        resourceText(u":/lectern/reader/welcome.html"_s),
        {
            {u"lang"_s, QLocale().bcp47Name()},
            {u"scheme"_s, style.dark ? u"dark"_s : u"light"_s},
            {u"csp"_s, contentSecurityPolicy(pageNonce)},
            {u"nonce"_s, pageNonce},
            {u"css"_s, stylesheet(style)},
            {u"title"_s, QCoreApplication::translate("ArticlePageRenderer", "Welcome to Lectern").toHtmlEscaped()},
            {u"intro"_s,
             QCoreApplication::translate("ArticlePageRenderer", "Lectern keeps the technical writing you follow: feeds, full articles and their "
                "code, readable offline.")
                 .toHtmlEscaped()},
            {u"addFeed"_s,
             QCoreApplication::translate("ArticlePageRenderer", "Add a feed: choose Library \u2192 Add Feed\u2026 and paste the address of a feed or a "
                "blog.")
                 .toHtmlEscaped()},
            {u"importOpml"_s,
             QCoreApplication::translate("ArticlePageRenderer", "Coming from another reader? Importing its OPML export is the next thing Lectern "
                "learns; until then, add your feeds one by one.")
                 .toHtmlEscaped()},
        });
}

} // namespace Lectern
