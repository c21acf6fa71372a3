#include "library/writes/rulewrites.h"

#include "library/ingest/rulerunner.h"
#include "library/stores/rulestore.h"
#include "library/writes/librarywriter.h"

using namespace Qt::StringLiterals;

namespace Lectern {

RuleWrites::RuleWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<RuleWrites::Added> RuleWrites::add(const Rule &rule)
{
    return m_writer->submit<Added>(
        [rule](QSqlDatabase &db, LibraryChange &) {
            RuleStore store(db);
            const std::optional<qint64> id = store.add(rule);
            return id ? Added{*id, {}} : Added{0, store.errorString()};
        },
        [](const QString &error) {
            return Added{0, error};
        });
}

QFuture<bool> RuleWrites::remove(qint64 ruleId)
{
    return m_writer->submit<bool>(
        [ruleId](QSqlDatabase &db, LibraryChange &) { return RuleStore(db).remove(ruleId); });
}

QFuture<bool> RuleWrites::setEnabled(qint64 ruleId, bool enabled)
{
    return m_writer->submit<bool>([ruleId, enabled](QSqlDatabase &db, LibraryChange &) {
        return RuleStore(db).setEnabled(ruleId, enabled);
    });
}

QFuture<int> RuleWrites::apply(qint64 ruleId)
{
    return m_writer->submit<int>(
        [ruleId](QSqlDatabase &db, LibraryChange &change) {
            const std::optional<Rule> rule = RuleStore(db).rule(ruleId);
            if (!rule)
                return -1;
            QList<qint64> changed;
            const std::optional<int> count = RuleRunner(db).applyToStored(*rule, &changed);
            if (!count)
                return -1;
            // Counts of feeds, shelves and smart shelves can all move: read them again.
            change.structure = *count > 0;
            change.articles = changed;
            return *count;
        },
        [](const QString &) { return -1; });
}

} // namespace Lectern
