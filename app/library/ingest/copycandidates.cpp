#include "library/ingest/copycandidates.h"

#include "duplicates/textfingerprint.h"

#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

CopyCandidates::CopyCandidates(QSqlDatabase db)
    : m_db(std::move(db))
{
    clear();
}

void CopyCandidates::clear()
{
    m_highestId = 0;
    m_links.clear();
    m_texts.clear();
    for (std::vector<qint32> &last : m_lastWithBand)
        last.assign(65536, -1);
}

size_t CopyCandidates::linkHash(const QString &linkKey)
{
    return qHash(linkKey, size_t(0));
}

bool CopyCandidates::refresh()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // data_version changes when another connection (the command line's, a sync's) commits.
    if (!query.exec(u"PRAGMA data_version"_s) || !query.next()) {
        m_error = query.lastError().text();
        return false;
    }
    const qint64 version = query.value(0).toLongLong();
    if (version != m_dataVersion)
        clear();
    m_dataVersion = version;
    // Rows past the highest deleted: a rowid is taken again only above the highest left.
    if (!query.exec(u"SELECT coalesce(max(id), 0) FROM articles"_s) || !query.next()) {
        m_error = query.lastError().text();
        return false;
    }
    const qint64 highest = query.value(0).toLongLong();
    if (m_highestId == 0)
        return readAll(highest);
    m_highestId = std::min(m_highestId, highest);
    // The few rows written since: by their ids.
    if (!query.prepare(u"SELECT id, feed_id, link_key, fingerprint FROM articles WHERE id > ?"
                       " ORDER BY id"_s)) {
        m_error = query.lastError().text();
        return false;
    }
    query.addBindValue(m_highestId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    while (query.next())
        remember(query.value(0).toLongLong(), query.value(1).toLongLong(),
                 query.value(2).toString(), quint64(query.value(3).toLongLong()));
    return true;
}

bool CopyCandidates::readAll(qint64 highestId)
{
    // From the two indexes alone (schema 31): the rows themselves hold every article's text, and
    // reading them at 200,000 articles took a second.
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT link_key FROM articles INDEXED BY articles_by_link_key"
                    " WHERE link_key IS NOT NULL"_s)) {
        m_error = query.lastError().text();
        return false;
    }
    while (query.next())
        m_links.insert(linkHash(query.value(0).toString()));
    if (!query.exec(u"SELECT id, feed_id, fingerprint FROM articles"
                    " INDEXED BY articles_fingerprints WHERE fingerprint IS NOT NULL"_s)) {
        m_error = query.lastError().text();
        return false;
    }
    while (query.next())
        remember(query.value(0).toLongLong(), query.value(1).toLongLong(), {},
                 quint64(query.value(2).toLongLong()));
    m_highestId = highestId;
    return true;
}

void CopyCandidates::remember(qint64 id, qint64 feedId, const QString &linkKey, quint64 fingerprint)
{
    m_highestId = std::max(m_highestId, id);
    if (!linkKey.isEmpty())
        m_links.insert(linkHash(linkKey));
    if (fingerprint == 0)
        return;
    Text text{id, fingerprint, feedId, {}};
    const auto bands = TextFingerprint::bands(fingerprint);
    const qint32 index = qint32(m_texts.size());
    for (std::size_t b = 0; b < 4; ++b) {
        text.next[b] = m_lastWithBand[b][bands[b]];
        m_lastWithBand[b][bands[b]] = index;
    }
    m_texts.push_back(text);
}

bool CopyCandidates::mayHaveLink(const QString &linkKey) const
{
    return !linkKey.isEmpty() && m_links.contains(linkHash(linkKey));
}

std::vector<CopyCandidates::Near> CopyCandidates::nearTexts(quint64 fingerprint, qint64 feedId,
                                                            std::size_t limit) const
{
    std::vector<Near> near;
    if (fingerprint == 0)
        return near;
    // Near fingerprints share a band (TextFingerprint::bands); a band many texts share (a
    // template) is walked whole here, which costs a comparison per text, not a query.
    const auto bands = TextFingerprint::bands(fingerprint);
    for (std::size_t b = 0; b < 4; ++b) {
        for (qint32 i = m_lastWithBand[b][bands[b]]; i >= 0; i = m_texts[std::size_t(i)].next[b]) {
            const Text &text = m_texts[std::size_t(i)];
            if (text.feedId != feedId && TextFingerprint::areNear(fingerprint, text.fingerprint))
                near.push_back({text.id, text.fingerprint});
        }
    }
    std::sort(near.begin(), near.end(), [](const Near &a, const Near &b) { return a.id < b.id; });
    near.erase(std::unique(near.begin(), near.end()), near.end());
    if (near.size() > limit)
        near.resize(limit);
    return near;
}

} // namespace Lectern
