#include "capture/backgroundcapture.h"

#include "capture/pageextractor.h"
#include "library/stores/capturestore.h"
#include "library/writes/capturewrites.h"
#include "library/writes/librarywriter.h"

#include <QFuture>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Captures at once in the window: each page runs in a browser engine besides the reader.
constexpr int parallelPages = 3;
// Targets are read on the window's thread: a few at a time, the next batch when one ends.
constexpr int batchSize = 24;
constexpr int retryCheckMs = 10 * 60 * 1000;
} // namespace

BackgroundCapture::BackgroundCapture(QSqlDatabase db, LibraryWriter *writer, HttpClient *network,
                                     const QString &libraryDir, ExtractorFactory extractors,
                                     QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_writer(writer)
    , m_network(network)
    , m_assets(libraryDir)
    , m_extractors(std::move(extractors))
{
    m_retries.setInterval(retryCheckMs);
    connect(&m_retries, &QTimer::timeout, this, &BackgroundCapture::captureDue);
    m_retries.start();
}

BackgroundCapture::~BackgroundCapture() = default;

void BackgroundCapture::captureNow(const QList<qint64> &articleIds)
{
    m_writer->captures().queue(articleIds).then(this, [this, articleIds](bool queued) {
        if (!queued) {
            for (qint64 id : articleIds)
                Q_EMIT articleFinished(id, tr("this article has no web address to capture"));
            return;
        }
        captureDue();
    });
}

void BackgroundCapture::applyPolicies()
{
    m_writer->captures().decide().then(this, [this](int queued) {
        if (queued != 0)
            captureDue();
    });
}

void BackgroundCapture::captureDue()
{
    if (m_running) {
        m_again = true;
        return;
    }
    const QList<CaptureTarget> targets =
        CaptureStore(m_db).due(QDateTime::currentDateTimeUtc(), batchSize);
    if (targets.isEmpty()) {
        finishRun();
        return;
    }
    if (!m_extractor) {
        m_extractor = m_extractors ? m_extractors() : nullptr;
        if (!m_extractor) {
            finishRun();
            return;
        }
        m_capturer = std::make_unique<ArticleCapturer>(m_network, m_extractor.get(), &m_assets);
        m_runner = std::make_unique<CaptureRunner>(m_capturer.get(), m_credentials);
        m_runner->setParallelPages(parallelPages);
    }
    // Batches that follow a full one count on from it: one run, one summary.
    if (!m_continuing)
        m_total = m_done = m_captured = m_failed = m_aside = m_refused = m_refusedImages = 0;
    m_running = true;
    m_continuing = false;
    m_again = false;
    m_runnerDone = false;
    m_batch = int(targets.size());
    m_total += m_batch;
    Q_EMIT progress(m_done, m_total);
    m_runner->run(
        targets,
        [this](const CaptureTarget &target, const ArticleCapturer::Outcome &outcome) {
            storeOutcome(target, outcome);
        },
        [this] {
            m_runnerDone = true;
            endRun();
        });
}

void BackgroundCapture::storeOutcome(const CaptureTarget &target,
                                     const ArticleCapturer::Outcome &outcome)
{
    ++m_storing;
    const qint64 id = target.articleId;
    auto stored = [this, id](int &count, const QString &error) {
        --m_storing;
        ++m_done;
        ++count;
        Q_EMIT articleFinished(id, error);
        Q_EMIT progress(m_done, m_total);
        endRun();
    };
    m_refusedImages += outcome.refusedImages;
    if (outcome.refused) {
        // Never tried again: no later try moves the address out of the person's own network.
        m_writer->captures().skip(id, outcome.error).then(this, [this, stored, outcome](bool) {
            stored(m_refused, outcome.error);
        });
        return;
    }
    if (!outcome.ok()) {
        m_writer->captures()
            .recordFailure(id, outcome.error)
            .then(this, [this, stored, error = outcome.error](bool) { stored(m_failed, error); });
        return;
    }
    m_writer->captures().store(outcome.article).then(this, [this, id, stored](CaptureState state) {
        if (state == CaptureState::None) {
            // Counted as a failed try, so that it waits instead of coming straight back.
            const QString error = tr("the capture could not be stored");
            m_writer->captures().recordFailure(id, error).then(
                this, [this, stored, error](bool) { stored(m_failed, error); });
            return;
        }
        if (state == CaptureState::Done)
            stored(m_captured, QString());
        else
            stored(m_aside, tr("the page gave less text than the feed"));
    });
}

void BackgroundCapture::endRun()
{
    if (!m_runnerDone || m_storing > 0 || !m_running)
        return;
    m_running = false;
    // After a full batch more may be waiting; after a request meanwhile, it waits: either is
    // read as the next batch of the same run.
    m_continuing = true;
    if (m_batch == batchSize || m_again) {
        captureDue();
        return;
    }
    finishRun();
}

void BackgroundCapture::finishRun()
{
    // Only a run that tried something ends with a summary.
    if (m_total > 0)
        Q_EMIT finished(m_captured, m_failed, m_aside, m_refused, m_refusedImages);
    m_continuing = false;
    m_total = 0;
}

} // namespace Lectern
