#include "library/ingest/rulerunner.h"

#include "library/database/savepoint.h"
#include "library/stores/capturepolicy.h"
#include "library/stores/rulescan.h"
#include "library/stores/rulestore.h"
#include "rules/rulesubject.h"

#include <QDateTime>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Lectern {

RuleRunner::RuleRunner(QSqlDatabase db)
    : m_db(std::move(db))
    , m_markRead(m_db)
    , m_star(m_db)
    , m_mute(m_db)
    , m_addTag(m_db)
    , m_linkTag(m_db)
    , m_reindex(m_db)
    , m_putOnShelf(m_db)
    , m_capture(m_db)
{
}

RuleRunner::~RuleRunner() = default;

bool RuleRunner::load()
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // The definitions joined are the key: cheaper to read than to compile 50 rules per feed.
    if (!query.exec(u"SELECT group_concat(id || ':' || definition, char(30)) FROM"
                    " (SELECT id, definition FROM rules WHERE enabled ORDER BY position, id)"_s) ||
        !query.next()) {
        m_error = query.lastError().text();
        return false;
    }
    const QString definitions = query.value(0).toString();
    if (definitions == m_loadedDefinitions)
        return true;
    m_matchers.clear();
    m_wordsWanted = {};
    for (const Rule &rule : RuleStore(m_db).rules()) {
        if (!rule.enabled)
            continue;
        auto matcher = std::make_unique<RuleMatcher>(rule);
        if (!matcher->isValid())
            continue;
        matcher->addWordsTo(m_wordsWanted);
        m_matchers.push_back(std::move(matcher));
    }
    m_loadedDefinitions = definitions;
    return true;
}

bool RuleRunner::prepare()
{
    if (m_prepared)
        return true;
    // Each only where it changes something, so apply() can tell what it changed; a shelf or
    // tag a rule names that was removed since is passed over rather than failing the ingest.
    const bool ok =
        m_markRead.prepare(u"UPDATE articles SET read = 1 WHERE id = ? AND read = 0"_s) &&
        m_star.prepare(u"UPDATE articles SET starred = 1 WHERE id = ? AND starred = 0"_s) &&
        m_mute.prepare(u"UPDATE articles SET muted = 1 WHERE id = ? AND muted = 0"_s) &&
        m_addTag.prepare(u"INSERT OR IGNORE INTO tags (name) VALUES (?)"_s) &&
        m_linkTag.prepare(u"INSERT OR IGNORE INTO article_tags (article_id, tag_id)"
                          " SELECT ?, id FROM tags WHERE name = ?"_s) &&
        // A stored article's tags are in its search entry: written again (schema 24's queue).
        m_reindex.prepare(u"INSERT INTO search_queue (article_id, indexed) VALUES (?, 1)"_s) &&
        m_putOnShelf.prepare(u"INSERT OR IGNORE INTO article_shelves (article_id, shelf_id,"
                             " added_at) SELECT ?, id, ? FROM shelves WHERE id = ?"_s) &&
        // A capture done stays: a rule decides only what has not been captured.
        m_capture.prepare(u"UPDATE capture_jobs SET state = ?, source = 'page', attempts = 0,"
                          " not_before = NULL, error = NULL WHERE article_id = ?"
                          " AND state <> 'done' AND state <> ?"_s);
    if (!ok) {
        m_error = m_db.lastError().text();
        return false;
    }
    m_prepared = true;
    return true;
}

bool RuleRunner::run(QSqlQuery &query, const QVariantList &values, bool *changed)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() > 0)
        *changed = true;
    return true;
}

std::optional<bool> RuleRunner::apply(qint64 articleId, const RuleActions &actions)
{
    if (!prepare())
        return std::nullopt;
    bool changed = false;
    const QVariant id(articleId);
    if (actions.markRead && !run(m_markRead, {id}, &changed))
        return std::nullopt;
    if (actions.star && !run(m_star, {id}, &changed))
        return std::nullopt;
    if (actions.mute && !run(m_mute, {id}, &changed))
        return std::nullopt;
    bool tagged = false;
    for (const QString &tag : actions.tags) {
        const QString name = tag.simplified();
        if (name.isEmpty())
            continue;
        bool unused = false;
        if (!run(m_addTag, {name}, &unused) || !run(m_linkTag, {id, name}, &tagged))
            return std::nullopt;
    }
    changed = changed || tagged;
    // A stored article is in the search index: its entry is written again with the tags.
    if (tagged) {
        bool unused = false;
        if (!run(m_reindex, {id}, &unused))
            return std::nullopt;
    }
    if (actions.shelfId > 0 &&
        !run(m_putOnShelf, {id, QDateTime::currentMSecsSinceEpoch(), actions.shelfId}, &changed))
        return std::nullopt;
    if (actions.capture != RuleActions::Capture::Unchanged) {
        CaptureDecision::Job job;
        job.pending = actions.capture == RuleActions::Capture::Offline;
        if (!run(m_capture, {job.state(), id, job.state()}, &changed))
            return std::nullopt;
    }
    return changed;
}

std::optional<int> RuleRunner::applyToStored(const Rule &rule, QList<qint64> *changedIds)
{
    const RuleMatcher matcher(rule);
    RuleScan scan(m_db);
    // The matches are read first, then written: a statement still reading the articles would
    // otherwise meet the rows being changed.
    QList<qint64> changing;
    if (!scan.forEachMatch(matcher, [&](const StoredArticleForRule &article) {
            if (scan.wouldChange(article, rule.actions))
                changing.append(article.id);
        })) {
        m_error = scan.errorString();
        return std::nullopt;
    }
    Savepoint work(m_db, u"apply_rule"_s);
    int changed = 0;
    for (qint64 id : std::as_const(changing)) {
        const std::optional<bool> did = apply(id, rule.actions);
        if (!did)
            return std::nullopt; // the savepoint undoes the articles already changed
        if (*did) {
            ++changed;
            if (changedIds)
                changedIds->append(id);
        }
    }
    if (!work.release()) {
        m_error = work.errorString();
        return std::nullopt;
    }
    return changed;
}

bool RuleRunner::putOnShelves(qint64 articleId, const QList<qint64> &shelfIds)
{
    if (!prepare())
        return false;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    bool unused = false;
    for (const qint64 shelfId : shelfIds) {
        if (!run(m_putOnShelf, {articleId, now, shelfId}, &unused))
            return false;
    }
    return true;
}

RuleRunner::ForNew RuleRunner::decide(const RuleSubject &article, QStringList *notices) const
{
    ForNew actions;
    RuleMatcher::Texts texts(article, &m_wordsWanted); // folded once for all the rules
    for (const auto &matcher : m_matchers) {
        if (!matcher->matches(texts))
            continue;
        const RuleActions &rule = matcher->rule().actions;
        actions.read = actions.read || rule.markRead;
        actions.starred = actions.starred || rule.star;
        actions.muted = actions.muted || rule.mute;
        actions.tags += rule.tags;
        if (rule.shelfId > 0 && !actions.shelfIds.contains(rule.shelfId))
            actions.shelfIds.append(rule.shelfId);
        if (rule.capture != RuleActions::Capture::Unchanged)
            actions.capture = rule.capture;
        if (rule.notify && notices)
            notices->append(matcher->rule().name + u": "_s + article.title);
    }
    return actions;
}

} // namespace Lectern
