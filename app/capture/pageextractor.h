// Finds the article in a fetched web page. The implementation needs a browser engine (Mozilla
// Readability runs in an isolated QtWebEngine page), so it lives where WebEngine may be linked
// and reaches the engine through this interface.
#pragma once

#include <QString>
#include <QStringList>
#include <QUrl>
#include <functional>

namespace Lectern {

struct ExtractionRequest
{
    QString html;      // the page as fetched, decoded
    QUrl pageUrl;      // where it was fetched from (after redirects): resolves relative URLs
    QString selector;  // the feed's rule for the article body; empty: Readability decides
    QString strip;     // selectors of parts to leave out, comma-separated
    bool bare = false; // Readability alone, without Lectern's preparation (benchmarks)
};

struct ExtractedPage
{
    QString title;
    QString html; // the article; image i of `images` is written as src="lectern-capture-image:i"
    QString text; // its plain text
    QStringList images; // absolute http(s) URLs, the best candidate of each image
    QString error;      // empty on success
    bool ok() const { return error.isEmpty(); }

    static QString imageToken(qsizetype index)
    {
        return QStringLiteral("lectern-capture-image:%1").arg(index);
    }
};

class PageExtractor
{
public:
    virtual ~PageExtractor() = default;
    // Calls done exactly once, on the calling thread, maybe before returning.
    virtual void extract(const ExtractionRequest &request,
                         std::function<void(const ExtractedPage &)> done) = 0;
};

} // namespace Lectern
