#include "library/writes/capturewrites.h"

#include "library/database/savepoint.h"
#include "library/stores/capturestore.h"
#include "library/writes/librarywriter.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace Lectern {

CaptureWrites::CaptureWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<int> CaptureWrites::decide()
{
    return m_writer->submit<int>(
        [](QSqlDatabase &db, LibraryChange &) {
            return CaptureStore(db).decideNewArticles().value_or(-1);
        },
        [](const QString &) { return -1; });
}

QFuture<bool> CaptureWrites::queue(const QList<qint64> &articleIds)
{
    return m_writer->submit<bool>([articleIds](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).queue(articleIds);
    });
}

QFuture<CaptureState> CaptureWrites::store(const CapturedArticle &captured)
{
    return m_writer->submit<CaptureState>([captured](QSqlDatabase &db, LibraryChange &change) {
        CaptureStore store(db);
        const auto state = store.store(captured, QDateTime::currentDateTimeUtc());
        if (!state)
            return CaptureState::None;
        change.articles = {captured.articleId};
        if (const auto target = store.target(captured.articleId))
            change.feeds = {target->feedId};
        return *state;
    });
}

QFuture<bool> CaptureWrites::recordFailure(qint64 articleId, const QString &error)
{
    return m_writer->submit<bool>([articleId, error](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).recordFailure(articleId, error, QDateTime::currentDateTimeUtc());
    });
}

QFuture<bool> CaptureWrites::skip(qint64 articleId, const QString &reason)
{
    return m_writer->submit<bool>([articleId, reason](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).skip(articleId, reason, QDateTime::currentDateTimeUtc());
    });
}

QFuture<std::optional<QStringList>>
CaptureWrites::removeOfflineCopies(const QList<qint64> &articleIds)
{
    return m_writer->submit<std::optional<QStringList>>(
        [articleIds](QSqlDatabase &db, LibraryChange &change) -> std::optional<QStringList> {
            CaptureStore store(db);
            Savepoint work(db, u"remove_offline"_s);
            QStringList unused;
            for (qint64 id : articleIds) {
                const auto names = store.removeOffline(id);
                if (!names)
                    return std::nullopt; // the savepoint undoes the ones already removed
                unused += *names;
                if (const auto target = store.target(id);
                    target && !change.feeds.contains(target->feedId))
                    change.feeds.append(target->feedId);
            }
            if (!work.release())
                return std::nullopt;
            change.articles = articleIds;
            return unused;
        });
}

QFuture<bool> CaptureWrites::setPolicy(qint64 feedId, CapturePolicy policy)
{
    return m_writer->submit<bool>([feedId, policy](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).setPolicy(feedId, policy);
    });
}

QFuture<bool> CaptureWrites::setRule(qint64 feedId, const QString &selector, const QString &strip)
{
    return m_writer->submit<bool>([feedId, selector, strip](QSqlDatabase &db, LibraryChange &) {
        return CaptureStore(db).setRules(feedId, selector, strip);
    });
}

} // namespace Lectern
