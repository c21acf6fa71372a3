// Captures one article for offline reading: fetches its page through Lectern's own fetcher
// (proxy, limits, redirect and scheme rules; WebEngine never fetches), has the PageExtractor
// find the article, then fetches its images, checks them and writes them to the AssetStore.
// A PDF (the article's link, the PDF its abstract page names, or the PDF its feed attached) is
// kept whole as a paper instead. The outcome is ready for CaptureStore::store, which records it
// in one transaction.
#pragma once

#include "library/stores/capturestore.h"
#include "net/feedfetcher.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <functional>
#include <memory>

namespace Lectern {

class HttpClient;

class AssetStore;
class PageExtractor;

class ArticleCapturer : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        qint64 pageBytes = 16 * 1024 * 1024;
        int pageTimeoutMs = 120'000;                 // pages can be much larger than feeds
        qint64 imageBytes = 16 * 1024 * 1024;        // one image
        qint64 articleImageBytes = 64 * 1024 * 1024; // all of one article's images
        int maxImages = 150;
        int imageTimeoutMs = 60'000;
        int parallelImages = 4;         // of one article
        int parallelImagesInAll = 16;   // of every article being captured
        int unreachableForMs = 600'000; // a host that did not answer is not asked again so soon
        qint64 paperBytes = 100 * 1024 * 1024; // a paper's PDF
        int paperTimeoutMs = 300'000;
    };

    struct Outcome
    {
        CapturedArticle article;
        QString title;
        int failedImages = 0;    // tried again later
        int refusedImages = 0;   // they point into the person's own network: never fetched
        QStringList imageErrors; // one line per image that could not be kept
        QString error;           // the article could not be captured; empty on success
        // The page itself points into the person's own network: skipped, not tried again.
        bool refused = false;
        bool ok() const { return error.isEmpty(); }
    };

    // Where target's requests may go: public addresses, and the person's own network only on
    // a saved page's own host, or on its feed's host when the feed itself is there (its last
    // fetch connected there, or its address is written as one).
    static NetworkReach reachOf(const CaptureTarget &target);

    ArticleCapturer(HttpClient *http, PageExtractor *extractor, AssetStore *assets,
                    QObject *parent = nullptr);
    ~ArticleCapturer() override;

    void setLimits(const Limits &limits);
    // Calls done exactly once, on this object's thread. credentials go to the article's server
    // only when it is the feed's own. pageDone, when given, is called once before done, as soon
    // as the page is fetched and its article found: what remains is fetching its images, which
    // need not hold a page's place (CaptureRunner starts the next page then).
    void capture(const CaptureTarget &target, const BasicCredentials &credentials,
                 std::function<void(const Outcome &)> done,
                 std::function<void()> pageDone = nullptr);

private:
    struct Job;
    void extractPage(const std::shared_ptr<Job> &job, const FetchResult &page);
    // The page's article, found by the PageExtractor (or the PDF its feed attached).
    void extractArticle(const std::shared_ptr<Job> &job, const FetchResult &page);
    void fetchImages(const std::shared_ptr<Job> &job);
    void fetchWaitingImages();
    void keepImage(const std::shared_ptr<Job> &job, qsizetype index, const FetchResult &image);
    bool failsAtOnce(const std::shared_ptr<Job> &job, qsizetype index);
    void endPage(const std::shared_ptr<Job> &job);
    void finish(const std::shared_ptr<Job> &job);
    // A paper: its PDF fetched (or taken from the store when kept already), read on the thread
    // pool, kept in the AssetStore, and described for the library.
    void fetchPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl);
    void downloadPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl);
    // The paper in bytes, or (bytes empty) the PDF the library keeps as keptAsset.
    void keepPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl, const QByteArray &bytes,
                   const QString &keptAsset = {});

    FeedFetcher m_pages;
    FeedFetcher m_images;
    FeedFetcher m_papers;
    PageExtractor *m_extractor;
    AssetStore *m_assets;
    Limits m_limits;
    int m_imagesRunning = 0;
    QList<std::shared_ptr<Job>> m_waitingForImages; // jobs with images left to start
    // Hosts whose images could not be reached (no answer, not even an HTTP status), and until
    // when their other images fail at once instead of each waiting for the same timeout.
    QHash<QString, QPair<QDateTime, QString>> m_unreachable;
};

} // namespace Lectern
