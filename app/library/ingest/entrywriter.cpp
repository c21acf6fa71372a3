#include "library/ingest/entrywriter.h"
#include "library/database/sqlvalues.h"

#include "duplicates/linkkey.h"
#include "duplicates/textfingerprint.h"
#include "feeds/parsedfeed.h"
#include "feeds/text/htmltext.h"
#include "library/search/cjkcharacters.h"
#include "library/stores/capturepolicy.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSqlError>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QVariant timeOrNull(const QDateTime &time)
{
    return time.isValid() ? QVariant(time.toMSecsSinceEpoch())
                          : QVariant(QMetaType::fromType<qint64>());
}

QString authorsText(const QList<ParsedPerson> &people)
{
    QStringList names;
    for (const ParsedPerson &person : people) {
        const QString name = person.name.isEmpty() ? person.email : person.name;
        if (!name.isEmpty())
            names.append(name);
    }
    return names.join(u", "_s);
}

QString linkText(const ParsedEntry &entry)
{
    return entry.link.toString(QUrl::FullyEncoded);
}

} // namespace

EntryWriter::EntryWriter(QSqlDatabase db)
    : m_db(std::move(db))
    , m_byGuid(m_db)
    , m_byLink(m_db)
    , m_byHash(m_db)
    , m_insert(m_db)
    , m_queue(m_db)
    , m_decideCapture(m_db)
    , m_update(m_db)
    , m_clearTags(m_db)
    , m_addTag(m_db)
    , m_tagId(m_db)
    , m_linkTag(m_db)
    , m_clearEnclosures(m_db)
    , m_addEnclosure(m_db)
    , m_hasArticles(m_db)
    , m_feedShelves(m_db)
    , m_linker(m_db)
    , m_rules(m_db)
{
}

QString EntryWriter::contentHash(const ParsedEntry &entry)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const QStringList parts = {entry.title,   linkText(entry), authorsText(entry.authors),
                               entry.summary, entry.content,   entry.categories.join(u'\x1f')};
    for (const QString &part : parts) {
        hash.addData(part.toUtf8());
        hash.addData("\x1e");
    }
    return QString::fromLatin1(hash.result().toHex());
}

bool EntryWriter::containsCode(const ParsedEntry &entry)
{
    // "<pre" or "<code" in any case. Hopping from '<' to '<' is several times faster than a
    // case-insensitive search for each, and this reads every article a refresh stores.
    const auto startsTag = [](QStringView after, QLatin1StringView name) {
        return after.size() >= name.size() &&
               after.first(name.size()).compare(name, Qt::CaseInsensitive) == 0;
    };
    for (const QString *html : {&entry.content, &entry.summary}) {
        const QStringView view(*html);
        for (qsizetype i = view.indexOf(u'<'); i >= 0; i = view.indexOf(u'<', i + 1)) {
            const QStringView after = view.sliced(i + 1);
            if (startsTag(after, "pre"_L1) || startsTag(after, "code"_L1))
                return true;
        }
    }
    return false;
}

QString EntryWriter::indexText(const ParsedEntry &entry)
{
    const QString content = HtmlText::toPlainText(entry.content);
    const QString summary = HtmlText::toPlainText(entry.summary);
    if (summary.isEmpty() || content.contains(summary))
        return content;
    if (content.isEmpty())
        return summary;
    return summary + u' ' + content;
}

EntryWriter::Digest EntryWriter::digest(const ParsedEntry &entry)
{
    Digest digest;
    digest.hash = contentHash(entry);
    digest.body = indexText(entry);
    digest.hasCode = containsCode(entry);
    digest.bodyCjk = CjkCharacters::contains(digest.body);
    digest.linkKey = LinkKey::of(entry.link);
    digest.fingerprint = TextFingerprint::of(digest.body);
    return digest;
}

bool EntryWriter::fail(const QSqlQuery &query)
{
    m_error = query.lastError().text();
    return false;
}

bool EntryWriter::prepare()
{
    if (m_prepared)
        return true;
    const bool ok =
        m_byGuid.prepare(
            u"SELECT id, content_hash FROM articles WHERE feed_id = ? AND guid = ?"_s) &&
        m_byLink.prepare(u"SELECT id, content_hash FROM articles WHERE feed_id = ? AND link = ?"
                         " ORDER BY id LIMIT 1"_s) &&
        m_byHash.prepare(u"SELECT id, content_hash FROM articles WHERE feed_id = ?"
                         " AND content_hash = ? AND link IS NULL ORDER BY id LIMIT 1"_s) &&
        m_insert.prepare(
            u"INSERT INTO articles (feed_id, guid, link, title, authors,"
            " published_at, updated_at, summary, content, content_hash, language,"
            " has_code, added_at, body_text, body_cjk, link_key, fingerprint, same_as, read,"
            " starred, muted)"
            " VALUES (?, ?, ?, coalesce(?, ''), coalesce(?, ''), ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?, ?, ?, ?, ?, ?, ?)"_s) &&
        m_queue.prepare(u"INSERT INTO search_queue (article_id) VALUES (?)"_s) &&
        // A new id can be a deleted article's: its old decision goes, every column as a new
        // row has it. Not OR REPLACE: a replace that may delete a row with a foreign key gives
        // the statement a journal of its own, 3 us an article (measured on 19,615).
        m_decideCapture.prepare(
            u"INSERT INTO capture_jobs (article_id, state, source, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (article_id) DO UPDATE SET state = excluded.state,"
            " source = excluded.source, updated_at = excluded.updated_at, attempts = 0,"
            " not_before = NULL, error = NULL, aside_html = NULL, missing_images = 0"_s)
        // Read, starred, shelves, reading position and the capture stay as they are.
        && m_update.prepare(
               u"UPDATE articles SET link = ?, title = coalesce(?, ''), authors = coalesce(?, ''),"
               " published_at = coalesce(?, published_at), updated_at = ?,"
               " summary = ?, content = ?, content_hash = ?, language = ?,"
               " has_code = ?, body_text = ?, body_cjk = ?"
               " WHERE id = ?"_s) &&
        m_clearTags.prepare(u"DELETE FROM article_tags WHERE article_id = ?"_s) &&
        m_addTag.prepare(u"INSERT OR IGNORE INTO tags (name) VALUES (?)"_s) &&
        m_tagId.prepare(u"SELECT id FROM tags WHERE name = ?"_s) &&
        m_linkTag.prepare(u"INSERT OR IGNORE INTO article_tags (article_id, tag_id)"
                          " SELECT ?, value FROM json_each(?)"_s) &&
        m_clearEnclosures.prepare(u"DELETE FROM enclosures WHERE article_id = ?"_s) &&
        m_addEnclosure.prepare(u"INSERT OR IGNORE INTO enclosures (article_id, url, type, length)"
                               " VALUES (?, ?, ?, ?)"_s) &&
        m_hasArticles.prepare(u"SELECT EXISTS (SELECT 1 FROM articles WHERE feed_id = ?),"
                              " (SELECT capture_policy FROM feeds WHERE id = ?)"_s) &&
        m_feedShelves.prepare(u"WITH RECURSIVE up(id) AS (SELECT shelf_id FROM feeds WHERE id = ?"
                              " UNION ALL SELECT s.parent_id FROM shelves s JOIN up"
                              " ON s.id = up.id) SELECT id FROM up WHERE id IS NOT NULL"_s);
    if (!ok) {
        m_error = m_db.lastError().text();
        return false;
    }
    m_prepared = true;
    return true;
}

std::optional<qint64> EntryWriter::findExisting(qint64 feedId, const ParsedEntry &entry,
                                                const QString &hash, QString *storedHash)
{
    if (m_lookInMemory) {
        // The same order as below: guid, then link, then content hash.
        const auto find = [](const QHash<QString, qint64> &ids,
                             const QString &key) -> std::optional<qint64> {
            const auto it = ids.constFind(key);
            return it == ids.cend() ? std::nullopt : std::optional<qint64>(*it);
        };
        std::optional<qint64> id = find(m_writtenGuid, entry.id);
        if (!id && !entry.link.isEmpty())
            id = find(m_writtenLink, linkText(entry));
        if (!id && entry.link.isEmpty())
            id = find(m_writtenHash, hash);
        if (id)
            *storedHash = m_writtenHashOf.value(*id);
        return id;
    }
    const auto lookup = [&](QSqlQuery &query, const QString &key) -> std::optional<qint64> {
        query.addBindValue(feedId);
        query.addBindValue(key);
        if (!query.exec() || !query.next()) {
            query.finish();
            return std::nullopt;
        }
        const qint64 id = query.value(0).toLongLong();
        *storedHash = query.value(1).toString();
        query.finish();
        return id;
    };
    if (auto id = lookup(m_byGuid, entry.id))
        return id;
    if (!entry.link.isEmpty())
        return lookup(m_byLink, linkText(entry));
    // The hash covers the link: only an article without one can match by hash alone.
    return lookup(m_byHash, hash);
}

std::optional<EntryWriter::Counts> EntryWriter::write(qint64 feedId,
                                                      const QList<ParsedEntry> &entries,
                                                      const QString &feedLanguage,
                                                      const QList<Digest> &digests)
{
    if (!begin(feedId))
        return std::nullopt;
    return writeMore(feedId, entries, feedLanguage, digests);
}

bool EntryWriter::begin(qint64 feedId)
{
    if (!prepare())
        return false;
    // Tag ids are known for one document only: a later one may come after a rollback undid them.
    m_tagIds.clear();
    forgetWritten();
    m_documentSeenAt = QDateTime::currentMSecsSinceEpoch();
    m_entriesSeen = 0;
    m_hasArticles.addBindValue(feedId);
    m_hasArticles.addBindValue(feedId);
    if (!m_hasArticles.exec() || !m_hasArticles.next())
        return fail(m_hasArticles);
    m_lookInMemory = m_hasArticles.value(0).toInt() == 0;
    m_capturePolicy =
        CaptureDecision::parse(m_hasArticles.value(1).toString()).value_or(CapturePolicy::Auto);
    m_hasArticles.finish();
    m_linker.begin();
    if (!m_rules.load()) {
        m_error = m_rules.errorString();
        return false;
    }
    m_shelvesOfFeed.clear();
    if (!m_rules.isEmpty()) {
        m_feedShelves.addBindValue(feedId);
        if (!m_feedShelves.exec())
            return fail(m_feedShelves);
        while (m_feedShelves.next())
            m_shelvesOfFeed.append(m_feedShelves.value(0).toLongLong());
    }
    return true;
}

RuleSubject EntryWriter::ruleSubject(qint64 feedId, const ParsedEntry &entry,
                                     const QString &body) const
{
    RuleSubject subject;
    subject.feedId = feedId;
    subject.shelfIds = m_shelvesOfFeed;
    subject.title = entry.title;
    subject.authors = authorsText(entry.authors);
    subject.content = body;
    subject.link = linkText(entry);
    subject.tags = entry.categories;
    return subject;
}

void EntryWriter::forgetWritten()
{
    m_lookInMemory = false;
    m_writtenGuid.clear();
    m_writtenLink.clear();
    m_writtenHash.clear();
    m_writtenHashOf.clear();
}

std::optional<EntryWriter::Counts> EntryWriter::writeMore(qint64 feedId,
                                                          const QList<ParsedEntry> &entries,
                                                          const QString &feedLanguage,
                                                          const QList<Digest> &digests)
{
    Counts counts;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool digested = digests.size() == entries.size();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const ParsedEntry &entry = entries.at(i);
        // Computed here, the hash comes first: an unchanged entry needs nothing else.
        Digest computed;
        if (!digested)
            computed.hash = contentHash(entry);
        const QString &hash = digested ? digests.at(i).hash : computed.hash;
        const QString language = entry.language.isEmpty() ? feedLanguage : entry.language;
        // An entry without a date sorts by when we first saw it, and those seen together in the
        // document's order (a page lists its newest first): each a millisecond older than the last.
        const qint64 addedAt = (m_documentSeenAt > 0 ? m_documentSeenAt : now) - m_entriesSeen++;
        const QDateTime published = entry.published.isValid() ? entry.published : entry.updated;
        QString storedHash;
        const std::optional<qint64> existing = findExisting(feedId, entry, hash, &storedHash);
        if (existing)
            counts.entryIds.append(*existing);
        if (existing && storedHash == hash)
            continue;
        if (!digested) {
            computed.body = indexText(entry);
            computed.hasCode = containsCode(entry);
            computed.bodyCjk = CjkCharacters::contains(computed.body);
            if (!existing) {
                computed.linkKey = LinkKey::of(entry.link);
                computed.fingerprint = TextFingerprint::of(computed.body);
            }
        }
        const Digest &facts = digested ? digests.at(i) : computed;
        qint64 articleId = 0;
        bool copy = false;        // of an article another feed brought (SameArticleLinker)
        RuleRunner::ForNew ruled; // what the rules do to a new article
        const bool hasCode = facts.hasCode;
        const QString &body = facts.body;
        const int bodyCjk = facts.bodyCjk ? 1 : 0;
        if (existing) {
            articleId = *existing;
            for (const QVariant &value :
                 {textOrNull(linkText(entry)), QVariant(entry.title),
                  QVariant(authorsText(entry.authors)), timeOrNull(published),
                  timeOrNull(entry.updated), QVariant(entry.summary), QVariant(entry.content),
                  QVariant(hash), textOrNull(language), QVariant(hasCode ? 1 : 0), QVariant(body),
                  QVariant(bodyCjk), QVariant(articleId)})
                m_update.addBindValue(value);
            if (!m_update.exec()) {
                fail(m_update);
                return std::nullopt;
            }
            ++counts.updated;
            counts.updatedIds.append(articleId);
            // The document repeats an entry: the database knows best from here on.
            m_lookInMemory = false;
        } else {
            const SameArticleLinker::NewArticle incoming{feedId, entry.title, facts.linkKey,
                                                         facts.fingerprint};
            SameArticleLinker::Listed listed;
            if (m_findsCopies) {
                const std::optional<SameArticleLinker::Listed> found = m_linker.find(incoming);
                if (!found) {
                    m_error = m_linker.errorString();
                    return std::nullopt;
                }
                listed = *found;
            }
            copy = listed.id > 0;
            // A copy met the rules when its article first came.
            if (!copy && !m_rules.isEmpty())
                ruled = m_rules.decide(ruleSubject(feedId, entry, body), &counts.notices);
            const bool read = copy ? listed.read : ruled.read;
            const bool starred = copy ? listed.starred : ruled.starred;
            const QVariant noInteger(QMetaType::fromType<qint64>());
            for (const QVariant &value :
                 {QVariant(feedId),
                  QVariant(entry.id),
                  textOrNull(linkText(entry)),
                  QVariant(entry.title),
                  QVariant(authorsText(entry.authors)),
                  timeOrNull(published),
                  timeOrNull(entry.updated),
                  QVariant(entry.summary),
                  QVariant(entry.content),
                  QVariant(hash),
                  textOrNull(language),
                  QVariant(hasCode ? 1 : 0),
                  QVariant(addedAt),
                  QVariant(body),
                  QVariant(bodyCjk),
                  textOrNull(facts.linkKey),
                  facts.fingerprint ? QVariant(qint64(facts.fingerprint)) : noInteger,
                  copy ? QVariant(listed.id) : noInteger,
                  QVariant(read ? 1 : 0),
                  QVariant(starred ? 1 : 0),
                  QVariant(ruled.muted ? 1 : 0)})
                m_insert.addBindValue(value);
            if (!m_insert.exec()) {
                fail(m_insert);
                return std::nullopt;
            }
            articleId = m_insert.lastInsertId().toLongLong();
            counts.entryIds.append(articleId);
            if (m_findsCopies)
                m_linker.written(articleId, incoming);
            m_queue.addBindValue(articleId);
            if (!m_queue.exec()) {
                fail(m_queue);
                return std::nullopt;
            }
            if (!decideCapture(articleId, entry, body, now, copy, ruled.capture))
                return std::nullopt;
            ++counts.added;
            counts.copies += copy ? 1 : 0;
            if (m_lookInMemory) {
                m_writtenGuid.insert(entry.id, articleId);
                // As the lookups' ORDER BY id: the first article with a link or hash stays.
                if (!entry.link.isEmpty() && !m_writtenLink.contains(linkText(entry)))
                    m_writtenLink.insert(linkText(entry), articleId);
                if (entry.link.isEmpty() && !m_writtenHash.contains(hash))
                    m_writtenHash.insert(hash, articleId);
                m_writtenHashOf.insert(articleId, hash);
                // The database holds them all too: past this many, memory stays flat and
                // the lookups go there.
                if (m_writtenGuid.size() >= kMaxRememberedEntries)
                    forgetWritten();
            }
        }
        if (!writeTags(articleId,
                       ruled.tags.isEmpty() ? entry.categories : entry.categories + ruled.tags,
                       !existing) ||
            !writeEnclosures(articleId, entry, !existing))
            return std::nullopt;
        if (!ruled.shelfIds.isEmpty() && !m_rules.putOnShelves(articleId, ruled.shelfIds)) {
            m_error = m_rules.errorString();
            return std::nullopt;
        }
    }
    return counts;
}

bool EntryWriter::decideCapture(qint64 articleId, const ParsedEntry &entry, const QString &body,
                                qint64 now, bool copy, RuleActions::Capture ruled)
{
    // As CaptureStore::decideNewArticles reads the stored article: the plain text's length and
    // end, and an image in the content (else the summary).
    const QString &html = entry.content.isNull() ? entry.summary : entry.content;
    CaptureDecision::Job job;
    // A copy is never shown: its article is captured, not it.
    if (!copy && ruled != RuleActions::Capture::Unchanged)
        job.pending = ruled == RuleActions::Capture::Offline; // the page, as a rule applied says
    else if (!copy)
        job = CaptureDecision::jobFor(m_capturePolicy, !entry.link.isEmpty(), body.size(),
                                      body.right(200), html.contains("<img"_L1));
    m_decideCapture.addBindValue(articleId);
    m_decideCapture.addBindValue(job.state());
    m_decideCapture.addBindValue(job.source());
    m_decideCapture.addBindValue(now);
    return m_decideCapture.exec() || fail(m_decideCapture);
}

std::optional<qint64> EntryWriter::tagId(const QString &name)
{
    if (const auto it = m_tagIds.constFind(name); it != m_tagIds.cend())
        return *it;
    m_addTag.addBindValue(name);
    if (!m_addTag.exec()) {
        fail(m_addTag);
        return std::nullopt;
    }
    m_tagId.addBindValue(name);
    if (!m_tagId.exec() || !m_tagId.next()) {
        fail(m_tagId);
        return std::nullopt;
    }
    const qint64 id = m_tagId.value(0).toLongLong();
    m_tagId.finish();
    m_tagIds.insert(name, id);
    return id;
}

bool EntryWriter::writeTags(qint64 articleId, const QList<QString> &categories, bool isNew)
{
    // A new article has no tags to clear.
    if (!isNew) {
        m_clearTags.addBindValue(articleId);
        if (!m_clearTags.exec())
            return fail(m_clearTags);
    }
    // One statement per article, its tags' ids a JSON array: a tagged article of a cold refresh
    // has eight on average, and each statement run cost as much as the row it wrote.
    QString ids;
    for (const QString &category : categories) {
        const QString name = category.simplified();
        if (name.isEmpty())
            continue;
        const std::optional<qint64> id = tagId(name);
        if (!id)
            return false;
        ids += (ids.isEmpty() ? u'[' : u',') + QString::number(*id);
    }
    if (ids.isEmpty())
        return true;
    ids += u']';
    m_linkTag.addBindValue(articleId);
    m_linkTag.addBindValue(ids);
    return m_linkTag.exec() || fail(m_linkTag);
}

bool EntryWriter::writeEnclosures(qint64 articleId, const ParsedEntry &entry, bool isNew)
{
    if (!isNew) {
        m_clearEnclosures.addBindValue(articleId);
        if (!m_clearEnclosures.exec())
            return fail(m_clearEnclosures);
    }
    for (const ParsedEnclosure &enclosure : entry.enclosures) {
        if (enclosure.url.isEmpty())
            continue;
        m_addEnclosure.addBindValue(articleId);
        m_addEnclosure.addBindValue(enclosure.url.toString(QUrl::FullyEncoded));
        m_addEnclosure.addBindValue(textOrNull(enclosure.type));
        m_addEnclosure.addBindValue(enclosure.length >= 0
                                        ? QVariant(enclosure.length)
                                        : QVariant(QMetaType::fromType<qint64>()));
        if (!m_addEnclosure.exec())
            return fail(m_addEnclosure);
    }
    return true;
}

} // namespace Lectern
