// The offline capture queue and its results: which articles wait to be captured (a feed's
// capture policy decides, or the user asks), and the captured article with the images it
// uses, stored all or nothing. The files of those images are the AssetStore's.
#pragma once

#include "library/database/records.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturepolicy.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace Lectern {

// An article to capture, with what fetching and extracting its page needs.
struct CaptureTarget
{
    // Page: the article's web page is fetched and the article found in it. Feed: the feed
    // carried the whole article, whose images alone are fetched.
    enum class Source { Page, Feed };
    Source source = Source::Page;
    QString feedHtml; // the feed's content, for Source::Feed
    qint64 articleId = 0;
    qint64 feedId = 0;
    QUrl link;
    QUrl feedUrl;
    QString authUser; // the feed's login, sent to the article's server only if it is the feed's
    QString selector; // the feed's rule for the article body; empty: Readability finds it
    QString strip;    // the feed's selectors of parts to leave out
    int feedTextChars = 0; // the length of the text the feed carried
    int attempts = 0;
    // Where the capture's requests may go (ArticleCapturer::reachOf): a saved page's address
    // is the person's choice; a feed whose last fetch connected to an address of the person's
    // own network may reach its own host there.
    bool savedPage = false;
    bool feedOnPrivateAddress = false;
    QUrl pdfEnclosure; // a PDF the feed attached: the paper, when the page names none
    // A PDF the library keeps already for this link (another article's, or this one's before):
    // taken from the asset store instead of fetched again.
    QUrl keptPdfUrl;
    QString keptPdfAsset;
};

// A captured article as it is stored: HTML whose images point at stored assets.
struct CapturedArticle
{
    qint64 articleId = 0;
    QString html;
    QString text;
    struct Image
    {
        QString sourceUrl;
        StoredAsset asset;
    };
    QList<Image> images;
    int missingImages = 0; // images that could not be kept: tried again later
    // A paper: its PDF is among the images (application/pdf), its text is the PDF's.
    std::optional<PaperRecord> paper = std::nullopt;
};

enum class CaptureState { None, Pending, Failed, Aside, Done, Skipped };

class CaptureStore
{
public:
    // Failed attempts before an article is left as failed (until the user asks again).
    static constexpr int maxAttempts = 4;

    // How long the nth failed try waits before the next.
    static qint64 retryDelaySeconds(int attempts);

    explicit CaptureStore(QSqlDatabase db);

    // Applies each feed's policy to the articles that have none applied yet: their pages
    // queued; or, for whole articles with images, their images; or skipped. The number queued,
    // or nullopt on a database error. Articles get their decision when they are stored
    // (EntryWriter); this pass is for those a policy change left undecided.
    std::optional<int> decideNewArticles();
    // The articles queued for capture (of one feed, or all for 0); nullopt on a database error.
    std::optional<int> waiting(qint64 feedId = 0) const;
    // Queues these articles now, whatever their feed's policy and past failures ("Capture now").
    // False when one of them does not exist or has no link (nothing is queued then).
    bool queue(const QList<qint64> &articleIds);
    // Queues every article of the feed that has a link and no offline copy; the number queued.
    std::optional<int> queueFeed(qint64 feedId);
    // Queued articles whose time has come, oldest first; with them, captured articles that
    // missed images, once their wait is over (up to maxAttempts).
    QList<CaptureTarget> due(const QDateTime &now, int limit) const;
    // How SQLite answers due(), one line a step (EXPLAIN QUERY PLAN): for tests and diagnosis.
    QStringList duePlan() const;
    std::optional<CaptureTarget> target(qint64 articleId) const;

    // Stores a capture in one transaction: the article's captured HTML and text (searchable),
    // its images, its state. A capture with less text than the feed had is kept aside instead
    // (Aside, not shown). The state stored, or nullopt on an error (nothing changed then).
    std::optional<CaptureState> store(const CapturedArticle &captured, const QDateTime &now);
    // One more failed attempt: retried later with a growing wait, then left as failed.
    bool recordFailure(qint64 articleId, const QString &error, const QDateTime &now);
    // Not to be captured, and why (a saved PDF or image): kept as a link.
    bool skip(qint64 articleId, const QString &reason, const QDateTime &now);
    // Removes an article's offline copy; returns the asset names no article uses any more
    // (their rows are gone; the caller removes the files), or nullopt on an error.
    std::optional<QStringList> removeOffline(qint64 articleId);

    CaptureState state(qint64 articleId) const;
    QString lastError(qint64 articleId) const;

    std::optional<CapturePolicy> policy(qint64 feedId) const;
    // A new policy applies again to the feed's articles that the old one skipped.
    bool setPolicy(qint64 feedId, CapturePolicy policy);
    bool setRules(qint64 feedId, const QString &selector, const QString &strip);

    // Asset rows that no article uses; their rows are removed, their names returned.
    std::optional<QStringList> releaseUnusedAssets();
    // Every asset name the library knows.
    QStringList assetNames() const;

    QString errorString() const { return m_error; }

private:
    bool exec(QSqlQuery &query);
    bool storePaper(const CapturedArticle &captured);
    std::optional<CaptureTarget> lookup(qint64 articleId, bool feedHtml) const;

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
