// Reads articles and changes their reading state (new entries come in through EntryWriter).
#pragma once

#include "library/database/records.h"
#include "library/stores/articlefilter.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <optional>

namespace Lectern {

struct ArticleCounts
{
    int unread = 0;
    int total = 0;
};

class ArticleStore
{
public:
    explicit ArticleStore(QSqlDatabase db);

    // Newest first, one page at a time.
    QList<ArticleSummary> articles(const ArticleFilter &filter, int limit = 200,
                                   int offset = 0) const;
    // Every article of one feed (0: all feeds), newest first.
    QList<ArticleSummary> articles(qint64 feedId, int limit = 200, int offset = 0) const;
    ArticleCounts count(const ArticleFilter &filter) const;
    // The newest article id of the library (0 when empty): what a list knew when it loaded.
    qint64 newestId() const;
    // The feeds of the newest `scan` articles, the most recently active first: read along the
    // date index, so a large library costs no more than a small one.
    QList<qint64> recentlyActiveFeeds(int scan) const;
    std::optional<ArticleRecord> article(qint64 id) const;
    // The same, but HTML of more than maxHtmlBytes is not read (its size is): a 30 MB article
    // costs the window's thread no more than a small one.
    std::optional<ArticleRecord> article(qint64 id, qint64 maxHtmlBytes) const;
    // The list's view of one article (its small columns only, never its HTML).
    std::optional<ArticleSummary> summary(qint64 id) const;
    bool setRead(qint64 id, bool read);
    bool setStarred(qint64 id, bool starred);
    // How far the article was read, a fraction 0..1.
    bool setReadingPosition(qint64 id, double fraction);
    // The article a feed stores under guid (nullopt: none).
    std::optional<qint64> idOf(qint64 feedId, const QString &guid) const;
    // The feed of an article (nullopt: no such article).
    std::optional<qint64> feedOf(qint64 id) const;
    // An article's tags, by name.
    QStringList tagsOf(qint64 id) const;
    // Every article with a link, by its link as stored (the newest article of a link wins): for
    // matching what another program names by address.
    QHash<QString, qint64> idsByLink() const;
    // Every article by its title, folded (white space as one space, case ignored); a title two
    // articles share maps to 0, naming none: for what another program names by title alone.
    QHash<QString, qint64> idsByTitle() const;
    static QString foldedTitle(const QString &title);
    // Marks every unread article the filter holds read; returns the feeds whose articles
    // changed, or nullopt when the database failed.
    std::optional<QList<qint64>> markAllRead(const ArticleFilter &filter);
    QString errorString() const { return m_error; }

private:
    bool setFlag(const QString &column, qint64 id, bool value);

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
