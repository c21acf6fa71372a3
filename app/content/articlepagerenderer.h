// Turns an article into the complete, safe page the reader loads: sanitized body, highlighted
// code, the reading template and a Content-Security-Policy that lets only the app's own scripts
// (lectern://app) run.
#pragma once

#include "content/articlepage.h"
#include "content/highlightspage.h"
#include "content/homepage.h"

#include <QHash>
#include <QString>
#include <optional>

namespace Lectern {

class CodeHighlighter;

class ArticlePageRenderer
{
public:
    struct Style
    {
        std::optional<bool> dark; // nullopt: follow the system's prefers-color-scheme
        QString codeTheme; // a KSyntaxHighlighting theme name; empty picks one for light/dark
        bool lineNumbers = false;       // a gutter beside code, never selected or copied
        bool allowRemoteImages = false; // else the CSP keeps images to lectern: and data:
        // The window's reader: a remote image it does not load shows as its alt text and a link
        // that shows the article again with its images (?images=1).
        bool imagePlaceholders = false;

        friend bool operator==(const Style &, const Style &) = default;
    };

    explicit ArticlePageRenderer(const CodeHighlighter *highlighter);

    QString renderArticle(const ArticlePage &article, const Style &style) const;
    // Sanitizing and highlighting take about 0.2 s per million characters, all of it on the
    // window's thread: a larger article (a 30 MB post) is not shown unless asked for in full.
    static constexpr qsizetype MaxShownChars = 1'000'000;
    // The first page on an empty library.
    QString renderWelcome(const Style &style) const;
    // The page for a list with nothing in it: its name and a word on how articles get there.
    QString renderEmptyList(const Style &style, const QString &listName) const;
    // The home page: a card per shelf (and per feed on no shelf), linking to its articles
    // (lectern://article/ID) and to the shelf or feed in the side panel (lectern://shelf/ID,
    // lectern://feed/ID).
    // unread and total count the whole library, not only the cards.
    QString renderHome(const Style &style, const QList<HomeCard> &cards, int unread,
                       int total) const;
    // The Highlights page: each article's highlights (entries come grouped by article), the
    // article's title linking to it and each quote to its place (lectern://article/ID
    // #highlight-HID).
    QString renderHighlights(const Style &style, const QList<HighlightEntry> &entries) const;
    // One article's highlights as a section of its exported page (ArticlePage::appendix): each
    // quote with its note (Markdown, shown as HTML); empty when there are none.
    static QString highlightsSection(const QList<HighlightEntry> &entries);

    // Words of a written page, with CJK characters counted at the pace they are read. The
    // renderer itself takes the count the sanitizer made while writing (HtmlSanitizer::Article).
    static int wordEquivalents(const QString &html);
    // Whether the build bundles KaTeX (see app/content/CMakeLists.txt).
    static bool hasMath();

    const CodeHighlighter *highlighter() const { return m_highlighter; }

private:
    QString stylesheet(const Style &style) const;
    static QString tooLargeNotice(const ArticlePage &article);
    QString fillPage(const QString &templateText, const Style &style,
                     QHash<QString, QString> values) const;
    // A page of the app's own: a title, a line, a list of hints (welcome.html).
    QString renderNotice(const Style &style, const QString &title, const QString &intro,
                         const QStringList &items) const;

    const CodeHighlighter *m_highlighter;
};

} // namespace Lectern
