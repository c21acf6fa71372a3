// Runs the person's rules: on each new article before the writer stores it (in the rules'
// order; what they decide is written with the article's row, inside the ingest's transaction,
// so a kill loses the article and its rules' work together), and on stored articles when a rule
// is applied on request, where the actions are written here: read, starred, tags, a shelf,
// muted, the capture decision. A rule that notifies leaves a notice for the window to show.
#pragma once

#include "rules/rulematcher.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace Lectern {

struct RuleSubject;

class RuleRunner
{
public:
    explicit RuleRunner(QSqlDatabase db);
    ~RuleRunner();

    // Reads the enabled rules; compiled again only when they changed since the last load.
    bool load();
    bool isEmpty() const { return m_matchers.empty(); }

    // What the rules matching a new article do to it, all of them in their order: the writer
    // writes it with the row. A notifying rule's notice ("rule: title") is appended to notices.
    struct ForNew
    {
        bool read = false;
        bool starred = false;
        bool muted = false;
        QStringList tags;
        QList<qint64> shelfIds;
        RuleActions::Capture capture = RuleActions::Capture::Unchanged; // the last rule's that says
    };
    ForNew decide(const RuleSubject &article, QStringList *notices) const;
    // A new article put on the shelves decide() chose; a shelf removed since is passed over.
    bool putOnShelves(qint64 articleId, const QList<qint64> &shelfIds);
    // One rule's actions on a stored article; whether anything changed (nullopt: an error).
    std::optional<bool> apply(qint64 articleId, const RuleActions &actions);
    // A rule applied to every stored article it takes (RuleScan), all or none: the number of
    // articles it changed, which RuleScan::preview counted just before; changedIds gets them.
    std::optional<int> applyToStored(const Rule &rule, QList<qint64> *changedIds = nullptr);

    QString errorString() const { return m_error; }

private:
    bool prepare();
    bool run(QSqlQuery &query, const QVariantList &values, bool *changed);

    QSqlDatabase m_db;
    QString m_error;
    bool m_prepared = false;
    QString m_loadedDefinitions;
    std::vector<std::unique_ptr<RuleMatcher>> m_matchers;
    RuleMatcher::WordsWanted m_wordsWanted; // views into m_matchers
    QSqlQuery m_markRead, m_star, m_mute, m_addTag, m_linkTag, m_reindex, m_putOnShelf, m_capture;
};

} // namespace Lectern
