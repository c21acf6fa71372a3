#include "library/stores/rulestore.h"

#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString ruleColumns = u"SELECT id, name, enabled, definition FROM rules"_s;

std::optional<Rule> ruleFrom(const QSqlQuery &query, QString *error)
{
    std::optional<Rule> rule = Rule::fromJson(query.value(3).toString(), error);
    if (!rule)
        return std::nullopt;
    rule->id = query.value(0).toLongLong();
    rule->name = query.value(1).toString();
    rule->enabled = query.value(2).toBool();
    return rule;
}
} // namespace

RuleStore::RuleStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QList<Rule> RuleStore::rules() const
{
    QList<Rule> found;
    m_error.clear();
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(ruleColumns + u" ORDER BY position, id"_s)) {
        m_error = query.lastError().text();
        return found;
    }
    while (query.next()) {
        QString error;
        if (std::optional<Rule> rule = ruleFrom(query, &error))
            found.append(*rule);
        else
            m_error = u"rule %1 (%2): %3"_s.arg(query.value(0).toString(),
                                                query.value(1).toString(), error);
    }
    return found;
}

std::optional<Rule> RuleStore::rule(qint64 id) const
{
    QSqlQuery query(m_db);
    query.prepare(ruleColumns + u" WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        m_error = u"no rule %1"_s.arg(id);
        return std::nullopt;
    }
    return ruleFrom(query, &m_error);
}

std::optional<qint64> RuleStore::add(const Rule &rule)
{
    if (const QString why = rule.validate(); !why.isEmpty() || rule.name.trimmed().isEmpty()) {
        m_error = why.isEmpty() ? u"a rule needs a name"_s : why;
        return std::nullopt;
    }
    QSqlQuery query(m_db);
    query.prepare(u"INSERT INTO rules (position, name, enabled, definition, created_at)"
                  " SELECT coalesce(max(position), 0) + 1, ?, ?, ?, ? FROM rules"_s);
    query.addBindValue(rule.name.trimmed());
    query.addBindValue(rule.enabled ? 1 : 0);
    query.addBindValue(rule.toJson());
    query.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!query.exec()) {
        m_error = query.lastError().text();
        return std::nullopt;
    }
    return query.lastInsertId().toLongLong();
}

bool RuleStore::remove(qint64 id)
{
    QSqlQuery query(m_db);
    query.prepare(u"DELETE FROM rules WHERE id = ?"_s);
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() == 0)
        m_error = u"no rule %1"_s.arg(id);
    return query.numRowsAffected() == 1;
}

RuleNames RuleStore::names() const
{
    RuleNames names;
    for (const FeedRecord &feed : FeedStore(m_db).feeds())
        names.feeds.insert(feed.id, feed.title);
    for (const auto &[path, id] : ShelfStore(m_db).paths())
        names.shelves.insert(id, path);
    return names;
}

bool RuleStore::setEnabled(qint64 id, bool enabled)
{
    QSqlQuery query(m_db);
    query.prepare(u"UPDATE rules SET enabled = ? WHERE id = ?"_s);
    query.addBindValue(enabled ? 1 : 0);
    query.addBindValue(id);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    if (query.numRowsAffected() == 0)
        m_error = u"no rule %1"_s.arg(id);
    return query.numRowsAffected() == 1;
}

} // namespace Lectern
