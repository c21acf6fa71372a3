#include "net/pagesaver.h"

#include "feeds/savedpage/pagemetadata.h"
#include "feeds/savedpage/savedpage.h"
#include "library/writes/librarywriter.h"
#include "library/writes/savedpagewrites.h"
#include "net/feedfetcher.h"

#include <QMimeDatabase>
#include <QtConcurrentRun>
#include <memory>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isHtml(const QString &contentType, const QByteArray &body)
{
    const QString type = contentType.section(u';', 0, 0).trimmed().toLower();
    if (type == "text/html"_L1 || type == "application/xhtml+xml"_L1)
        return true;
    if (!type.isEmpty() && type != "text/plain"_L1 && type != "application/octet-stream"_L1)
        return false;
    // No type, or a vague one: what the bytes look like.
    return QMimeDatabase().mimeTypeForData(body).inherits(u"text/html"_s);
}

// What a fetched page is kept as: the page and what it says of itself, or a link and why.
SavedPageWrites::Page pageOf(const QUrl &url, const FetchResult &result, const QStringList &tags)
{
    if (!result.ok())
        return {SavedPage::linkOf(url, result.error, tags), result.error, true};
    // A PDF is a paper: kept whole by its capture, which reads its title and text.
    if (result.isPdf()) {
        return {
            SavedPage::linkOf(url, PageSaver::tr("A PDF, kept in the library with its text"), tags),
            {},
            false};
    }
    if (!isHtml(result.contentType, result.body)) {
        const QString type = result.contentType.section(u';', 0, 0).trimmed();
        const QString reason =
            PageSaver::tr("%1 is not a web page (%2): kept as a link")
                .arg(url.toDisplayString(),
                     type.isEmpty() ? QMimeDatabase().mimeTypeForData(result.body).name() : type);
        return {SavedPage::linkOf(url, reason, tags), reason, false};
    }
    const QUrl base = result.documentBase.isValid() ? result.documentBase : result.finalUrl;
    const PageMetadata meta = PageMetadata::read(result.body, base, result.contentType);
    return {SavedPage::entryOf(url, meta, tags), {}, false};
}

} // namespace

PageSaver::PageSaver(LibraryWriter *writer, FeedFetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_fetcher(fetcher)
{
}

void PageSaver::save(const QList<QUrl> &urls, const QString &shelfPath, const QStringList &tags)
{
    // A page, whatever its type: a PDF is kept as a paper, an image as a link, not refused.
    FetchOptions options;
    options.feedOnly = false;
    options.accept = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";
    struct Batch
    {
        QList<QUrl> urls;
        QList<SavedPageWrites::Page> pages;
        int waiting = 0;
    };
    auto batch = std::make_shared<Batch>();
    for (const QUrl &url : urls) {
        if (!batch->urls.contains(SavedPage::normalized(url)))
            batch->urls.append(SavedPage::normalized(url));
    }
    batch->pages.resize(batch->urls.size());
    batch->waiting = int(batch->urls.size());
    if (batch->waiting == 0) {
        Q_EMIT done({}, {});
        return;
    }
    for (qsizetype i = 0; i < batch->urls.size(); ++i) {
        const QUrl url = batch->urls[i];
        m_fetcher->fetch(
            url, options, [this, batch, i, url, shelfPath, tags](const FetchResult &result) {
                // Parsed on the thread pool, as feeds are: never on the window's thread.
                QtConcurrent::run(pageOf, url, result, tags)
                    .then(this, [this, batch, i, shelfPath](const SavedPageWrites::Page &page) {
                        batch->pages[i] = page;
                        if (--batch->waiting == 0)
                            store(batch->urls, batch->pages, shelfPath);
                    });
            });
    }
}

void PageSaver::store(const QList<QUrl> &urls, const QList<SavedPageWrites::Page> &pages,
                      const QString &shelfPath)
{
    m_writer->savedPages()
        .store(pages, shelfPath)
        .then(this, [this, urls, pages](const QList<qint64> &ids) {
            if (ids.size() != pages.size()) {
                Q_EMIT done({}, tr("the library could not store the pages"));
                return;
            }
            QList<Saved> saved;
            for (qsizetype p = 0; p < ids.size(); ++p)
                saved.append(
                    {urls[p], ids[p], pages[p].entry.title, pages[p].problem, pages[p].retry});
            Q_EMIT done(saved, {});
        });
}

} // namespace Lectern
