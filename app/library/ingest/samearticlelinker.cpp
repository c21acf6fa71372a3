#include "library/ingest/samearticlelinker.h"

#include "duplicates/textfingerprint.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Past this distance a shared link with another title is not taken for the same post: a summary
// of a post stays nearer its whole text than two unrelated texts (about 32 of 64 bits).
constexpr int kLinkTextDistance = 16;
// Near texts checked in the database per new article: more is a template many feeds share.
constexpr std::size_t kNearChecked = 8;
} // namespace

SameArticleLinker::SameArticleLinker(QSqlDatabase db)
    : m_db(std::move(db))
    , m_candidates(m_db)
    , m_byLink(m_db)
    , m_stillListed(m_db)
    , m_stateOf(m_db)
{
}

bool SameArticleLinker::fail(const QSqlQuery &query)
{
    m_error = query.lastError().text();
    return false;
}

bool SameArticleLinker::prepare()
{
    if (m_prepared)
        return true;
    const bool ok =
        m_byLink.prepare(u"SELECT coalesce(same_as, id), title, fingerprint FROM articles"
                         " WHERE link_key = ? AND feed_id <> ? ORDER BY id LIMIT 4"_s) &&
        // What memory knows of a row may be old: the row is asked for as it is now.
        m_stillListed.prepare(u"SELECT 1 FROM articles WHERE id = ? AND feed_id <> ?"
                              " AND same_as IS NULL AND fingerprint = ?"_s) &&
        m_stateOf.prepare(u"SELECT read, starred FROM articles WHERE id = ?"_s);
    if (!ok) {
        m_error = m_db.lastError().text();
        return false;
    }
    m_prepared = true;
    return true;
}

bool SameArticleLinker::sameTitle(const QString &a, const QString &b)
{
    return a.simplified().compare(b.simplified(), Qt::CaseInsensitive) == 0;
}

void SameArticleLinker::begin()
{
    // Read when a new article first asks: a refresh that brings nothing new reads nothing.
    m_candidatesCurrent = false;
}

void SameArticleLinker::written(qint64 id, const NewArticle &article)
{
    m_candidates.remember(id, article.feedId, article.linkKey, article.fingerprint);
}

std::optional<SameArticleLinker::Listed> SameArticleLinker::find(const NewArticle &article)
{
    if (!prepare())
        return std::nullopt;
    if (!m_candidatesCurrent) {
        if (!m_candidates.refresh()) {
            m_error = m_candidates.errorString();
            return std::nullopt;
        }
        m_candidatesCurrent = true;
    }
    std::optional<qint64> listed = byLink(article);
    if (listed && *listed == 0)
        listed = byText(article);
    if (!listed)
        return std::nullopt;
    Listed found;
    found.id = *listed;
    if (found.id == 0)
        return found;
    m_stateOf.addBindValue(found.id);
    if (!m_stateOf.exec() || !m_stateOf.next()) {
        fail(m_stateOf);
        return std::nullopt;
    }
    found.read = m_stateOf.value(0).toInt() != 0;
    found.starred = m_stateOf.value(1).toInt() != 0;
    m_stateOf.finish();
    return found;
}

std::optional<qint64> SameArticleLinker::byLink(const NewArticle &article)
{
    // A bare site ("example.org") is where feeds without item links point every item.
    const qsizetype slash = article.linkKey.indexOf(u'/');
    if (article.linkKey.isEmpty() ||
        ((slash < 0 || slash == article.linkKey.size() - 1) && !article.linkKey.contains(u'?')))
        return 0;
    if (!m_candidates.mayHaveLink(article.linkKey))
        return 0;
    m_byLink.addBindValue(article.linkKey);
    m_byLink.addBindValue(article.feedId);
    if (!m_byLink.exec()) {
        fail(m_byLink);
        return std::nullopt;
    }
    qint64 found = 0;
    while (found == 0 && m_byLink.next()) {
        const quint64 theirs = quint64(m_byLink.value(2).toLongLong());
        const bool textFar =
            article.fingerprint != 0 && theirs != 0 &&
            TextFingerprint::distance(article.fingerprint, theirs) > kLinkTextDistance;
        if (!textFar || sameTitle(article.title, m_byLink.value(1).toString()))
            found = m_byLink.value(0).toLongLong();
    }
    m_byLink.finish();
    return found;
}

std::optional<qint64> SameArticleLinker::byText(const NewArticle &article)
{
    if (article.fingerprint == 0)
        return 0;
    // In the order of their ids, the first that is still as memory has it.
    for (const CopyCandidates::Near &near :
         m_candidates.nearTexts(article.fingerprint, article.feedId, kNearChecked)) {
        m_stillListed.addBindValue(near.id);
        m_stillListed.addBindValue(article.feedId);
        m_stillListed.addBindValue(qint64(near.fingerprint));
        if (!m_stillListed.exec()) {
            fail(m_stillListed);
            return std::nullopt;
        }
        const bool listed = m_stillListed.next();
        m_stillListed.finish();
        if (listed)
            return near.id;
    }
    return 0;
}

} // namespace Lectern
