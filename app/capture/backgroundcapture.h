// Offline capture while the window runs: what the feeds' policies queue after each refresh,
// what the user asks for ("Capture now"), and retries when their time comes. Every write goes
// through the LibraryWriter; the page extractor (a browser engine) is made on first use.
#pragma once

#include "capture/articlecapturer.h"
#include "capture/capturerunner.h"
#include "library/stores/assetstore.h"

#include <QObject>
#include <QSqlDatabase>
#include <QTimer>
#include <functional>
#include <memory>

namespace Lectern {

class HttpClient;

class CredentialStore;
class LibraryWriter;
class PageExtractor;

class BackgroundCapture : public QObject
{
    Q_OBJECT
public:
    using ExtractorFactory = std::function<std::unique_ptr<PageExtractor>()>;

    // db: a reading connection; libraryDir holds the library (its assets/ folder).
    BackgroundCapture(QSqlDatabase db, LibraryWriter *writer, HttpClient *network,
                      const QString &libraryDir, ExtractorFactory extractors,
                      QObject *parent = nullptr);
    ~BackgroundCapture() override;

    void setCredentialStore(CredentialStore *credentials) { m_credentials = credentials; }
    // Captures these articles now, whatever their feed's policy.
    void captureNow(const QList<qint64> &articleIds);
    // Applies the feeds' policies to the articles that have no decision (stored articles get
    // theirs as they are written; a policy change forgets the skipped), then captures what is due.
    void applyPolicies();
    // Captures what waits in the queue and is due; retries are looked at every ten minutes.
    void captureDue();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(int done, int total);
    // error is empty when the article was captured.
    void articleFinished(qint64 articleId, const QString &error);
    // aside: captures that gave less text than the feed, kept but not shown; refused: pages
    // and images that point into the person's own network, never fetched nor tried again.
    void finished(int captured, int failed, int aside, int refused, int refusedImages);

private:
    void storeOutcome(const CaptureTarget &target, const ArticleCapturer::Outcome &outcome);
    void endRun();
    void finishRun();

    QSqlDatabase m_db;
    LibraryWriter *m_writer;
    HttpClient *m_network;
    AssetStore m_assets;
    ExtractorFactory m_extractors;
    CredentialStore *m_credentials = nullptr;
    std::unique_ptr<PageExtractor> m_extractor;
    std::unique_ptr<ArticleCapturer> m_capturer;
    std::unique_ptr<CaptureRunner> m_runner;
    QTimer m_retries;
    bool m_running = false;
    bool m_again = false;      // asked for while running: look again at the end
    bool m_continuing = false; // the next batch counts on in the same run
    int m_batch = 0;           // targets in the batch running
    int m_total = 0;
    int m_done = 0;
    int m_captured = 0;
    int m_failed = 0;
    int m_aside = 0;
    int m_refused = 0;
    int m_refusedImages = 0;
    int m_storing = 0; // writes not yet acknowledged
    bool m_runnerDone = false;
};

} // namespace Lectern
