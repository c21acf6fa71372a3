#include "library/stores/rulescan.h"

#include "rules/rulematcher.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

RuleScan::RuleScan(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool RuleScan::forEachMatch(const RuleMatcher &matcher,
                            const std::function<void(const StoredArticleForRule &)> &visit)
{
    if (!matcher.isValid()) {
        m_error = matcher.errorString();
        return false;
    }
    // Each shelf with the shelves above it: a feed on a sub-shelf is on its parents too.
    QHash<qint64, qint64> &parentOf = m_parentOf;
    parentOf.clear();
    QSqlQuery shelves(m_db);
    shelves.setForwardOnly(true);
    if (!shelves.exec(u"SELECT id, coalesce(parent_id, 0) FROM shelves"_s)) {
        m_error = shelves.lastError().text();
        return false;
    }
    while (shelves.next())
        parentOf.insert(shelves.value(0).toLongLong(), shelves.value(1).toLongLong());
    const auto withParents = [&parentOf](qint64 shelf, QList<qint64> &into) {
        for (int depth = 0; shelf > 0 && depth < 64 && !into.contains(shelf); ++depth) {
            into.append(shelf);
            shelf = parentOf.value(shelf);
        }
    };
    // The text is the bulk of a row: read only when a condition looks at it.
    bool readsContent = false;
    for (const RuleCondition &condition : matcher.rule().conditions)
        readsContent = readsContent || condition.field == RuleCondition::Field::Content;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    const bool ok = query.exec(
        u"SELECT a.id, a.feed_id, coalesce(f.shelf_id, 0), a.title, a.authors, %1, a.link,"
        " a.read, a.starred, a.muted,"
        " (SELECT group_concat(t.name, char(31)) FROM article_tags x JOIN tags t"
        "  ON t.id = x.tag_id WHERE x.article_id = a.id),"
        " (SELECT group_concat(shelf_id) FROM article_shelves WHERE article_id = a.id),"
        " (SELECT state FROM capture_jobs WHERE article_id = a.id)"
        " FROM articles a JOIN feeds f ON f.id = a.feed_id WHERE a.same_as IS NULL"
        " ORDER BY coalesce(a.published_at, a.added_at) DESC, a.id DESC"_s.arg(
            readsContent ? u"coalesce(a.captured_text, a.body_text, '')"_s : u"''"_s));
    if (!ok) {
        m_error = query.lastError().text();
        return false;
    }
    StoredArticleForRule article;
    while (query.next()) {
        article.id = query.value(0).toLongLong();
        article.subject.feedId = query.value(1).toLongLong();
        article.subject.shelfIds.clear();
        withParents(query.value(2).toLongLong(), article.subject.shelfIds);
        article.subject.title = query.value(3).toString();
        article.subject.authors = query.value(4).toString();
        article.subject.content = query.value(5).toString();
        article.subject.link = query.value(6).toString();
        article.read = query.value(7).toBool();
        article.starred = query.value(8).toBool();
        article.muted = query.value(9).toBool();
        article.subject.tags = query.value(10).toString().split(QChar(31), Qt::SkipEmptyParts);
        article.putOn.clear();
        for (const QString &id : query.value(11).toString().split(u',', Qt::SkipEmptyParts)) {
            article.putOn.append(id.toLongLong());
            withParents(id.toLongLong(), article.subject.shelfIds);
        }
        article.captureState = query.value(12).toString();
        if (matcher.matches(article.subject))
            visit(article);
    }
    return true;
}

RulePreview RuleScan::preview(const RuleMatcher &matcher)
{
    RulePreview preview;
    const RuleActions &actions = matcher.rule().actions;
    forEachMatch(matcher, [&](const StoredArticleForRule &article) {
        ++preview.matching;
        if (!wouldChange(article, actions))
            return;
        ++preview.changing;
        if (preview.firstChanged.size() < RulePreview::kShownTitles)
            preview.firstChanged.append(article.subject.title);
    });
    return preview;
}

bool RuleScan::wouldChange(const StoredArticleForRule &article, const RuleActions &actions) const
{
    if ((actions.markRead && !article.read) || (actions.star && !article.starred) ||
        (actions.mute && !article.muted))
        return true;
    for (const QString &tag : actions.tags) {
        const QString name = tag.simplified();
        if (!name.isEmpty() && !article.subject.tags.contains(name, Qt::CaseInsensitive))
            return true;
    }
    // A shelf removed since the rule was written is passed over, as RuleRunner does.
    if (actions.shelfId > 0 && m_parentOf.contains(actions.shelfId) &&
        !article.putOn.contains(actions.shelfId))
        return true;
    // As RuleRunner: a job not done and not in the state asked for changes; none, nothing.
    if (actions.capture != RuleActions::Capture::Unchanged && !article.captureState.isEmpty() &&
        article.captureState != u"done"_s) {
        const QString wanted =
            actions.capture == RuleActions::Capture::Offline ? u"pending"_s : u"skipped"_s;
        return article.captureState != wanted;
    }
    return false;
}

} // namespace Lectern
