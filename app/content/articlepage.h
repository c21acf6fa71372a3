// What the reader shows of one article, as the renderer needs it.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct ArticlePage
{
    QString title;
    QString feedTitle;
    QStringList alsoIn; // the other feeds that brought the same post
    QString authors;
    QDateTime published;
    QUrl link;    // the original on the web
    QUrl baseUrl; // resolves relative URLs in html
    QString html; // untrusted: feed or captured HTML
    // Which version html is, and whether the other one exists (the page links to it).
    bool showsCapture = false;
    bool hasCapture = false;
    // A page saved outside any feed: the version before its capture is what the page said of
    // itself (its description), not a feed's text.
    bool savedPage = false;
    QDateTime capturedAt;
    // Without an offline copy: why the capture that was tried did not keep one.
    QString captureProblem;
    // Shown however large it is; else html past ArticlePageRenderer::MaxShownChars is left out
    // of the page for a notice that links the original and a way to show it in full.
    bool inFull = true;
    // The size of html when it was too large to be read at all (html is empty then).
    qint64 leftOutBytes = 0;
    // The application's own HTML after the article (an export's highlights); never a feed's.
    QString appendix;
};

} // namespace Lectern
