#include "models/libraryqueries.h"

#include "library/database/database.h"
#include "library/stores/rulestore.h"
#include "rules/rulematcher.h"

#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

#include "library/exchange/opmlexchange.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/paperstore.h"
#include "library/stores/shelfstore.h"
#include "reading/citation.h"

using namespace Qt::StringLiterals;

namespace Lectern {

LibraryQueries::LibraryQueries(QSqlDatabase db)
    : m_db(std::move(db))
{
}

std::optional<FeedRecord> LibraryQueries::feed(qint64 feedId) const
{
    return FeedStore(m_db).feed(feedId);
}

QString LibraryQueries::loginUser(qint64 feedId) const
{
    return FeedStore(m_db).fetchStates({feedId}).value(0).authUser;
}

std::optional<CapturePolicy> LibraryQueries::capturePolicy(qint64 feedId) const
{
    return CaptureStore(m_db).policy(feedId);
}

QList<std::pair<QString, qint64>> LibraryQueries::shelfPaths() const
{
    return ShelfStore(m_db).paths();
}

QList<SyncAccount> LibraryQueries::syncAccounts() const
{
    return SyncStore(m_db).accounts();
}

QString LibraryQueries::shelfPath(qint64 shelfId) const
{
    return ShelfStore(m_db).path(shelfId);
}

QString LibraryQueries::writeOpml(const QString &path) const
{
    return OpmlExchange::writeFile(m_db, path);
}

std::optional<PaperRecord> LibraryQueries::paper(qint64 articleId) const
{
    return PaperStore(m_db).paper(articleId);
}

QString LibraryQueries::citation(qint64 articleId) const
{
    const auto article = ArticleStore(m_db).article(articleId);
    return article ? Citation(*article, paper(articleId)).bibtex() : QString();
}

std::optional<HighlightRecord> LibraryQueries::highlight(qint64 highlightId) const
{
    return HighlightStore(m_db).highlight(highlightId);
}

QList<HighlightRecord> LibraryQueries::highlights(qint64 articleId) const
{
    return HighlightStore(m_db).forArticle(articleId);
}

QList<std::pair<QString, qint64>> LibraryQueries::feedTitles() const
{
    QList<std::pair<QString, qint64>> titles;
    for (const FeedRecord &feed : FeedStore(m_db).feeds())
        titles.append({feed.title, feed.id});
    return titles;
}

QList<Rule> LibraryQueries::rules() const
{
    return RuleStore(m_db).rules();
}

RuleNames LibraryQueries::ruleNames() const
{
    return RuleStore(m_db).names();
}

QFuture<RulePreview> LibraryQueries::previewRule(const Rule &rule) const
{
    const QString path = m_db.databaseName();
    if (path.isEmpty() || path == u":memory:"_s)
        return QtFuture::makeReadyValueFuture(RuleScan(m_db).preview(RuleMatcher(rule)));
    return QtConcurrent::run([path, rule] {
        static std::atomic<int> serial{0};
        Database database(path, u"rule-preview-%1"_s.arg(++serial));
        if (!database.open())
            return RulePreview();
        return RuleScan(database.connection()).preview(RuleMatcher(rule));
    });
}

QList<HighlightRecord> LibraryQueries::allHighlights() const
{
    return HighlightStore(m_db).highlights();
}

QList<HighlightedArticle> LibraryQueries::highlightedArticles() const
{
    return HighlightedArticles::of(m_db);
}

HighlightImport::Plan LibraryQueries::highlightImportPlan(const QList<ReadwiseCsv::Row> &rows) const
{
    return HighlightImport::plan(m_db, rows);
}

} // namespace Lectern
