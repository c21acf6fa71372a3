#include "library/ingest/samearticlelinker.h"

#include "duplicates/textfingerprint.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Past this distance a shared link with another title is not taken for the same post: a summary
// of a post stays nearer its whole text than two unrelated texts (about 32 of 64 bits).
constexpr int kLinkTextDistance = 16;
// Rows read per band and lookup: a band that many texts share is boilerplate, not a post.
constexpr int kBandCandidates = 32;
} // namespace

SameArticleLinker::SameArticleLinker(QSqlDatabase db)
    : m_db(std::move(db))
    , m_byLink(m_db)
    , m_byBand(m_db)
    , m_stateOf(m_db)
    , m_markCopy(m_db)
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
        m_byLink.prepare(
            u"SELECT coalesce(same_as, id), title, fingerprint FROM articles"
            " WHERE link_key = ? AND feed_id <> ? AND id <> ? ORDER BY id LIMIT 4"_s) &&
        // Each band's rows are cut before the feed is checked: a text a feed repeats in every
        // item (a template) would otherwise make each item read all the others.
        m_byBand.prepare(
            u"SELECT a.id, a.fingerprint FROM ("
            "SELECT * FROM (SELECT id FROM articles WHERE fingerprint IS NOT NULL"
            " AND (fingerprint & 65535) = ? LIMIT %1) UNION "
            "SELECT * FROM (SELECT id FROM articles WHERE fingerprint IS NOT NULL"
            " AND ((fingerprint >> 16) & 65535) = ? LIMIT %1) UNION "
            "SELECT * FROM (SELECT id FROM articles WHERE fingerprint IS NOT NULL"
            " AND ((fingerprint >> 32) & 65535) = ? LIMIT %1) UNION "
            "SELECT * FROM (SELECT id FROM articles WHERE fingerprint IS NOT NULL"
            " AND ((fingerprint >> 48) & 65535) = ? LIMIT %1)) b"
            " JOIN articles a ON a.id = b.id"
            " WHERE a.feed_id <> ? AND a.same_as IS NULL AND a.id <> ?"_s.arg(kBandCandidates)) &&
        m_stateOf.prepare(u"SELECT read, starred FROM articles WHERE id = ?"_s) &&
        m_markCopy.prepare(
            u"UPDATE articles SET same_as = ?, read = ?, starred = ? WHERE id = ?"_s);
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

std::optional<qint64> SameArticleLinker::link(const NewArticle &article)
{
    if (!prepare())
        return std::nullopt;
    std::optional<qint64> listed = byLink(article);
    if (listed && *listed == 0)
        listed = byText(article);
    if (!listed)
        return std::nullopt;
    if (*listed > 0)
        return markCopy(article.id, *listed) ? listed : std::nullopt;
    return 0;
}

std::optional<qint64> SameArticleLinker::byLink(const NewArticle &article)
{
    // A bare site ("example.org") is where feeds without item links point every item.
    const qsizetype slash = article.linkKey.indexOf(u'/');
    if (article.linkKey.isEmpty() ||
        ((slash < 0 || slash == article.linkKey.size() - 1) && !article.linkKey.contains(u'?')))
        return 0;
    m_byLink.addBindValue(article.linkKey);
    m_byLink.addBindValue(article.feedId);
    m_byLink.addBindValue(article.id);
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
    const auto bands = TextFingerprint::bands(article.fingerprint);
    for (int i = 0; i < 4; ++i)
        m_byBand.addBindValue(int(bands[i]));
    m_byBand.addBindValue(article.feedId);
    m_byBand.addBindValue(article.id);
    if (!m_byBand.exec()) {
        fail(m_byBand);
        return std::nullopt;
    }
    qint64 found = 0;
    while (found == 0 && m_byBand.next()) {
        if (TextFingerprint::areNear(article.fingerprint, quint64(m_byBand.value(1).toLongLong())))
            found = m_byBand.value(0).toLongLong();
    }
    m_byBand.finish();
    return found;
}

bool SameArticleLinker::markCopy(qint64 copyId, qint64 listedId)
{
    m_stateOf.addBindValue(listedId);
    if (!m_stateOf.exec() || !m_stateOf.next())
        return fail(m_stateOf);
    const int read = m_stateOf.value(0).toInt();
    const int starred = m_stateOf.value(1).toInt();
    m_stateOf.finish();
    for (const QVariant &value :
         {QVariant(listedId), QVariant(read), QVariant(starred), QVariant(copyId)})
        m_markCopy.addBindValue(value);
    return m_markCopy.exec() || fail(m_markCopy);
}

} // namespace Lectern
