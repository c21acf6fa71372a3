#include "library/stores/capturestore.h"

#include "library/database/savepoint.h"
#include "library/search/cjkcharacters.h"
#include "library/stores/paperstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// %1: the feed's HTML for articles captured from it, or NULL where only the job is wanted.
const QString targetFields =
    u"SELECT a.id, a.feed_id, a.link, f.url, coalesce(f.auth_user, ''),"
    " coalesce(f.capture_selector, ''), coalesce(f.capture_strip, ''),"
    " length(coalesce(a.body_text, '')), coalesce(j.attempts, 0), coalesce(j.source, 'page'),"
    " f.kind, f.private_address, %1,"
    // A PDF the feed attached, and a PDF kept already for this link (see CaptureTarget).
    " (SELECT e.url FROM enclosures e WHERE e.article_id = a.id AND (e.type = 'application/pdf'"
    " OR lower(e.url) LIKE '%.pdf') LIMIT 1),"
    " (SELECT p.pdf_url || char(10) || p.pdf_asset FROM papers p JOIN articles k"
    " ON k.id = p.article_id WHERE (p.pdf_url = a.link OR k.link = a.link) AND EXISTS"
    " (SELECT 1 FROM assets s WHERE s.hash = p.pdf_asset) LIMIT 1)"_s;
const QString targetColumns = targetFields + u" FROM articles a JOIN feeds f ON f.id = a.feed_id"
                                             " LEFT JOIN capture_jobs j ON j.article_id = a.id"_s;
const QString withFeedHtml =
    u"CASE WHEN j.source = 'feed' THEN coalesce(a.content, a.summary, '') END"_s;
// The jobs in the order of capture_jobs_due (schema 18), whose WHERE the first term repeats
// word for word so that SQLite may use it: the first due ones are found without reading the
// others (a library of 200,000 articles has over 100,000 jobs) or sorting them.
const QString dueSql = targetFields.arg(withFeedHtml) +
                       u" FROM capture_jobs j CROSS JOIN articles a ON a.id = j.article_id"
                       " JOIN feeds f ON f.id = a.feed_id"
                       " WHERE (j.state = 'pending' OR j.missing_images > 0)"
                       " AND (j.state = 'pending' OR (j.state = 'done' AND j.missing_images > 0"
                       " AND j.attempts < ?)) AND coalesce(j.not_before, 0) <= ?"
                       " ORDER BY j.updated_at, j.article_id LIMIT ?"_s;

CaptureTarget targetOf(const QSqlQuery &query)
{
    CaptureTarget target;
    target.articleId = query.value(0).toLongLong();
    target.feedId = query.value(1).toLongLong();
    target.link = QUrl(query.value(2).toString());
    target.feedUrl = QUrl(query.value(3).toString());
    target.authUser = query.value(4).toString();
    target.selector = query.value(5).toString();
    target.strip = query.value(6).toString();
    target.feedTextChars = query.value(7).toInt();
    target.attempts = query.value(8).toInt();
    target.savedPage = query.value(10).toString() == u"saved"_s;
    target.feedOnPrivateAddress = query.value(11).toInt() != 0;
    if (query.value(9).toString() == u"feed"_s) {
        target.source = CaptureTarget::Source::Feed;
        target.feedHtml = query.value(12).toString();
    }
    target.pdfEnclosure = QUrl(query.value(13).toString());
    const QString kept = query.value(14).toString();
    if (!kept.isEmpty()) {
        target.keptPdfUrl = QUrl(kept.section(u'\n', 0, 0));
        target.keptPdfAsset = kept.section(u'\n', 1);
    }
    return target;
}

CaptureState stateNamed(const QString &name)
{
    if (name == u"pending"_s)
        return CaptureState::Pending;
    if (name == u"failed"_s)
        return CaptureState::Failed;
    if (name == u"aside"_s)
        return CaptureState::Aside;
    if (name == u"done"_s)
        return CaptureState::Done;
    if (name == u"skipped"_s)
        return CaptureState::Skipped;
    return CaptureState::None;
}

// Upserts a job row to pending with a clean slate; the article id is bound first, the time last.
const QString queueSql =
    u"INSERT INTO capture_jobs (article_id, state, attempts, not_before, error, updated_at)"
    " %1 ON CONFLICT (article_id) DO UPDATE SET state = 'pending', source = 'page', attempts = 0,"
    " not_before = NULL, error = NULL, updated_at = excluded.updated_at"_s;

} // namespace

qint64 CaptureStore::retryDelaySeconds(int attempts)
{
    // 10 minutes, then 20, 40: a server that is down now is often back within the hour.
    return 600LL << std::clamp(attempts - 1, 0, 8);
}

CaptureStore::CaptureStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool CaptureStore::exec(QSqlQuery &query)
{
    if (query.exec())
        return true;
    m_error = query.lastError().text();
    return false;
}

std::optional<int> CaptureStore::decideNewArticles()
{
    Savepoint work(m_db, u"capture_decide"_s);
    if (!work.isOpen()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    // The decision reads the length and the end of the stored plain text; of the HTML, only
    // whether it holds an image (a whole article's images are kept too).
    QSqlQuery select(m_db);
    select.prepare(u"SELECT a.id, f.capture_policy, coalesce(a.link, '') <> '',"
                   " length(coalesce(a.body_text, '')), substr(coalesce(a.body_text, ''), -200),"
                   " instr(coalesce(a.content, a.summary, ''), '<img') > 0, a.same_as IS NOT NULL"
                   " FROM articles a JOIN feeds f ON f.id = a.feed_id"
                   " WHERE a.captured_at IS NULL"
                   " AND NOT EXISTS (SELECT 1 FROM capture_jobs j WHERE j.article_id = a.id)"_s);
    if (!exec(select))
        return std::nullopt;
    QSqlQuery insert(m_db);
    insert.prepare(u"INSERT INTO capture_jobs (article_id, state, source, updated_at)"
                   " VALUES (?, ?, ?, ?)"_s);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    int queued = 0;
    while (select.next()) {
        const CapturePolicy policy =
            CaptureDecision::parse(select.value(1).toString()).value_or(CapturePolicy::Auto);
        // A copy of another feed's article is never captured: that article is.
        const CaptureDecision::Job job =
            select.value(6).toBool()
                ? CaptureDecision::Job{}
                : CaptureDecision::jobFor(policy, select.value(2).toBool(),
                                          select.value(3).toLongLong(), select.value(4).toString(),
                                          select.value(5).toBool());
        insert.bindValue(0, select.value(0));
        insert.bindValue(1, job.state());
        insert.bindValue(2, job.source());
        insert.bindValue(3, now);
        if (!exec(insert))
            return std::nullopt;
        queued += job.pending ? 1 : 0;
    }
    if (!work.release()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    return queued;
}

std::optional<int> CaptureStore::waiting(qint64 feedId) const
{
    QSqlQuery count(m_db);
    count.prepare(u"SELECT count(*) FROM capture_jobs WHERE state = 'pending' AND (? = 0 OR"
                  " article_id IN (SELECT id FROM articles WHERE feed_id = ?))"_s);
    count.addBindValue(feedId);
    count.addBindValue(feedId);
    if (!count.exec() || !count.next())
        return std::nullopt;
    return count.value(0).toInt();
}

bool CaptureStore::queue(const QList<qint64> &articleIds)
{
    Savepoint work(m_db, u"capture_queue"_s);
    if (!work.isOpen()) {
        m_error = work.errorString();
        return false;
    }
    QSqlQuery insert(m_db);
    insert.prepare(queueSql.arg(u"SELECT id, 'pending', 0, NULL, NULL, ? FROM articles"
                                " WHERE id = ? AND coalesce(link, '') <> ''"_s));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (qint64 id : articleIds) {
        insert.bindValue(0, now);
        insert.bindValue(1, id);
        if (!exec(insert))
            return false;
        if (insert.numRowsAffected() != 1) {
            m_error = u"article %1 does not exist or has no link to capture"_s.arg(id);
            return false;
        }
    }
    if (!work.release()) {
        m_error = work.errorString();
        return false;
    }
    return true;
}

std::optional<int> CaptureStore::queueFeed(qint64 feedId)
{
    QSqlQuery insert(m_db);
    // A SELECT needs its WHERE for SQLite to read ON CONFLICT as the upsert clause.
    insert.prepare(queueSql.arg(u"SELECT id, 'pending', 0, NULL, NULL, ? FROM articles"
                                " WHERE feed_id = ? AND coalesce(link, '') <> ''"
                                " AND captured_at IS NULL AND same_as IS NULL"_s));
    insert.addBindValue(QDateTime::currentMSecsSinceEpoch());
    insert.addBindValue(feedId);
    if (!exec(insert))
        return std::nullopt;
    return insert.numRowsAffected();
}

QList<CaptureTarget> CaptureStore::due(const QDateTime &now, int limit) const
{
    QSqlQuery query(m_db);
    query.prepare(dueSql);
    query.addBindValue(maxAttempts);
    query.addBindValue(now.toMSecsSinceEpoch());
    query.addBindValue(limit);
    QList<CaptureTarget> out;
    if (!query.exec())
        return out;
    while (query.next())
        out.append(targetOf(query));
    return out;
}

QStringList CaptureStore::duePlan() const
{
    QSqlQuery query(m_db);
    QStringList steps;
    query.prepare(u"EXPLAIN QUERY PLAN "_s + dueSql);
    for (int i = 0; i < 3; ++i)
        query.addBindValue(0);
    if (query.exec()) {
        while (query.next())
            steps.append(query.value(3).toString());
    }
    return steps;
}

std::optional<CaptureTarget> CaptureStore::target(qint64 articleId) const
{
    return lookup(articleId, true);
}

std::optional<CaptureTarget> CaptureStore::lookup(qint64 articleId, bool feedHtml) const
{
    QSqlQuery query(m_db);
    query.prepare(targetColumns.arg(feedHtml ? withFeedHtml : u"NULL"_s) + u" WHERE a.id = ?"_s);
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return targetOf(query);
}

std::optional<CaptureState> CaptureStore::store(const CapturedArticle &captured,
                                                const QDateTime &now)
{
    Savepoint work(m_db, u"capture_store"_s);
    if (!work.isOpen()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    const auto target = lookup(captured.articleId, false); // the job, not the HTML
    if (!target) {
        m_error = u"article %1 is no longer in the library"_s.arg(captured.articleId);
        return std::nullopt;
    }
    const qint64 at = now.toMSecsSinceEpoch();
    // Clearly less text than the feed carried (its summary and content together, give or take
    // whitespace): the extraction missed the article. Kept, not shown.
    const bool aside = target->source == CaptureTarget::Source::Page && !captured.paper &&
                       captured.text.trimmed().size() < target->feedTextChars * 4 / 5;
    // Images it missed bring the article back after a wait that grows with each try; a capture
    // with every image starts the count afresh.
    const int missing = aside ? 0 : captured.missingImages;
    const int attempts = missing > 0 ? target->attempts + 1 : 0;
    QSqlQuery job(m_db);
    job.prepare(u"INSERT INTO capture_jobs (article_id, state, attempts, not_before, error,"
                " updated_at, aside_html, missing_images) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)"
                " ON CONFLICT (article_id) DO UPDATE SET state = excluded.state,"
                " attempts = excluded.attempts, not_before = excluded.not_before, error = NULL,"
                " updated_at = excluded.updated_at, aside_html = excluded.aside_html,"
                " missing_images = excluded.missing_images"_s);
    job.addBindValue(captured.articleId);
    job.addBindValue(aside ? u"aside"_s : u"done"_s);
    job.addBindValue(attempts);
    job.addBindValue(missing > 0
                         ? QVariant(now.addSecs(retryDelaySeconds(attempts)).toMSecsSinceEpoch())
                         : QVariant(QMetaType::fromType<qint64>()));
    job.addBindValue(at);
    job.addBindValue(aside ? QVariant(captured.html) : QVariant(QMetaType::fromType<QString>()));
    job.addBindValue(missing);
    if (!exec(job))
        return std::nullopt;
    if (!aside) {
        // A new captured text puts the article back in the search queue (the schema's trigger).
        QSqlQuery article(m_db);
        article.prepare(u"UPDATE articles SET captured_html = ?, captured_text = ?,"
                        " captured_at = ?, body_cjk = max(coalesce(body_cjk, 0), ?)"
                        " WHERE id = ?"_s);
        article.addBindValue(captured.html);
        article.addBindValue(captured.text);
        article.addBindValue(at);
        article.addBindValue(CjkCharacters::contains(captured.text) ? 1 : 0);
        article.addBindValue(captured.articleId);
        if (!exec(article))
            return std::nullopt;
        QSqlQuery forget(m_db);
        forget.prepare(u"DELETE FROM article_assets WHERE article_id = ?"_s);
        forget.addBindValue(captured.articleId);
        if (!exec(forget))
            return std::nullopt;
        QSqlQuery asset(m_db);
        asset.prepare(u"INSERT OR IGNORE INTO assets (hash, mime_type, size, created_at)"
                      " VALUES (?, ?, ?, ?)"_s);
        QSqlQuery use(m_db);
        use.prepare(u"INSERT OR REPLACE INTO article_assets (article_id, source_url, asset_hash)"
                    " VALUES (?, ?, ?)"_s);
        for (const CapturedArticle::Image &image : captured.images) {
            asset.bindValue(0, image.asset.name);
            asset.bindValue(1, image.asset.mimeType);
            asset.bindValue(2, image.asset.size);
            asset.bindValue(3, at);
            use.bindValue(0, captured.articleId);
            use.bindValue(1, image.sourceUrl);
            use.bindValue(2, image.asset.name);
            if (!exec(asset) || !exec(use))
                return std::nullopt;
        }
        if (!storePaper(captured))
            return std::nullopt;
    }
    if (!work.release()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    return aside ? CaptureState::Aside : CaptureState::Done;
}

bool CaptureStore::storePaper(const CapturedArticle &captured)
{
    PaperStore papers(m_db);
    if (!captured.paper) {
        // A page that was a paper once and is not now (its PDF gone from the page).
        if (!papers.remove(captured.articleId)) {
            m_error = papers.errorString();
            return false;
        }
        return true;
    }
    PaperRecord paper = *captured.paper;
    paper.articleId = captured.articleId;
    if (!papers.put(paper)) {
        m_error = papers.errorString();
        return false;
    }
    if (paper.title.isEmpty())
        return true;
    // A PDF saved on its own was titled by its file name until its own title was read.
    QSqlQuery title(m_db);
    title.prepare(u"UPDATE articles SET title = ? WHERE id = ? AND title IN (?, ?) AND EXISTS"
                  " (SELECT 1 FROM feeds f WHERE f.id = articles.feed_id AND f.kind = 'saved')"_s);
    title.addBindValue(paper.title);
    title.addBindValue(captured.articleId);
    title.addBindValue(paper.pdfUrl.fileName());
    title.addBindValue(paper.pdfUrl.toDisplayString());
    return exec(title);
}

bool CaptureStore::skip(qint64 articleId, const QString &reason, const QDateTime &now)
{
    QSqlQuery query(m_db);
    query.prepare(u"INSERT INTO capture_jobs (article_id, state, source, updated_at, error)"
                  " VALUES (?, 'skipped', 'page', ?, ?) ON CONFLICT (article_id) DO UPDATE SET"
                  " state = 'skipped', updated_at = excluded.updated_at, error = excluded.error"_s);
    query.addBindValue(articleId);
    query.addBindValue(now.toMSecsSinceEpoch());
    query.addBindValue(reason);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

bool CaptureStore::recordFailure(qint64 articleId, const QString &error, const QDateTime &now)
{
    const auto target = lookup(articleId, false);
    if (!target) {
        m_error = u"article %1 is no longer in the library"_s.arg(articleId);
        return false;
    }
    const int attempts = target->attempts + 1;
    const bool giveUp = attempts >= maxAttempts;
    const QDateTime next = now.addSecs(retryDelaySeconds(attempts));
    QSqlQuery job(m_db);
    job.prepare(u"INSERT INTO capture_jobs (article_id, state, attempts, not_before, error,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (article_id) DO UPDATE SET"
                " state = excluded.state, attempts = excluded.attempts, not_before ="
                " excluded.not_before, error = excluded.error, updated_at = excluded.updated_at"_s);
    job.addBindValue(articleId);
    job.addBindValue(giveUp ? u"failed"_s : u"pending"_s);
    job.addBindValue(attempts);
    job.addBindValue(next.toMSecsSinceEpoch());
    job.addBindValue(error);
    job.addBindValue(now.toMSecsSinceEpoch());
    return exec(job);
}

std::optional<QStringList> CaptureStore::removeOffline(qint64 articleId)
{
    Savepoint work(m_db, u"capture_remove"_s);
    if (!work.isOpen()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    const QString statements[] = {
        u"UPDATE articles SET captured_html = NULL, captured_text = NULL, captured_at = NULL"
        " WHERE id = ? AND captured_at IS NOT NULL"_s,
        u"DELETE FROM article_assets WHERE article_id = ?"_s,
        u"DELETE FROM papers WHERE article_id = ?"_s,
        // The policy is not applied again: the user removed the copy on purpose.
        u"UPDATE capture_jobs SET state = 'skipped', aside_html = NULL WHERE article_id = ?"_s,
    };
    for (const QString &sql : statements) {
        QSqlQuery query(m_db);
        query.prepare(sql);
        query.addBindValue(articleId);
        if (!exec(query))
            return std::nullopt;
    }
    const auto unused = releaseUnusedAssets();
    if (!unused || !work.release()) {
        if (m_error.isEmpty())
            m_error = work.errorString();
        return std::nullopt;
    }
    return unused;
}

std::optional<QStringList> CaptureStore::releaseUnusedAssets()
{
    QSqlQuery select(m_db);
    select.prepare(u"SELECT hash FROM assets WHERE NOT EXISTS"
                   " (SELECT 1 FROM article_assets u WHERE u.asset_hash = assets.hash)"_s);
    if (!exec(select))
        return std::nullopt;
    QStringList names;
    while (select.next())
        names.append(select.value(0).toString());
    QSqlQuery remove(m_db);
    remove.prepare(u"DELETE FROM assets WHERE hash = ?"_s);
    for (const QString &name : std::as_const(names)) {
        remove.bindValue(0, name);
        if (!exec(remove))
            return std::nullopt;
    }
    return names;
}

QStringList CaptureStore::assetNames() const
{
    QSqlQuery query(m_db);
    QStringList names;
    if (query.exec(u"SELECT hash FROM assets"_s)) {
        while (query.next())
            names.append(query.value(0).toString());
    }
    return names;
}

CaptureState CaptureStore::state(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT state FROM capture_jobs WHERE article_id = ?"_s);
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return CaptureState::None;
    return stateNamed(query.value(0).toString());
}

QString CaptureStore::lastError(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT coalesce(error, '') FROM capture_jobs WHERE article_id = ?"_s);
    query.addBindValue(articleId);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

std::optional<CapturePolicy> CaptureStore::policy(qint64 feedId) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT capture_policy FROM feeds WHERE id = ?"_s);
    query.addBindValue(feedId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return CaptureDecision::parse(query.value(0).toString()).value_or(CapturePolicy::Auto);
}

bool CaptureStore::setPolicy(qint64 feedId, CapturePolicy policy)
{
    Savepoint work(m_db, u"capture_policy"_s);
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE feeds SET capture_policy = ? WHERE id = ?"_s);
    update.addBindValue(CaptureDecision::nameOf(policy));
    update.addBindValue(feedId);
    if (!work.isOpen() || !exec(update))
        return false;
    if (update.numRowsAffected() != 1) {
        m_error = u"no feed with id %1"_s.arg(feedId);
        return false;
    }
    QSqlQuery forget(m_db);
    forget.prepare(u"DELETE FROM capture_jobs WHERE state = 'skipped' AND article_id IN"
                   " (SELECT id FROM articles WHERE feed_id = ? AND captured_at IS NULL)"_s);
    forget.addBindValue(feedId);
    if (!exec(forget))
        return false;
    if (!work.release()) {
        m_error = work.errorString();
        return false;
    }
    return true;
}

bool CaptureStore::setRules(qint64 feedId, const QString &selector, const QString &strip)
{
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE feeds SET capture_selector = ?, capture_strip = ? WHERE id = ?"_s);
    update.addBindValue(selector.trimmed().isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                                     : QVariant(selector.trimmed()));
    update.addBindValue(strip.trimmed().isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                                  : QVariant(strip.trimmed()));
    update.addBindValue(feedId);
    if (!exec(update))
        return false;
    if (update.numRowsAffected() != 1) {
        m_error = u"no feed with id %1"_s.arg(feedId);
        return false;
    }
    return true;
}

} // namespace Lectern
