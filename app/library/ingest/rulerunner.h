// Runs the person's rules: on each new article as the writer stores it (in the rules' order,
// inside the ingest's transaction, so a kill loses the article and its rules' work together),
// and on stored articles when a rule is applied on request. The actions are written here:
// read, starred, tags, a shelf, muted, the capture decision; a rule that notifies leaves a
// notice for the window to show.
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

    // The rules matching a new article, their actions written; a notifying rule's notice
    // ("rule: title") appended to notices.
    bool runOnNew(qint64 articleId, const RuleSubject &article, QStringList *notices);
    // One rule's actions on a stored article; whether anything changed (nullopt: an error).
    std::optional<bool> apply(qint64 articleId, const RuleActions &actions);
    // A rule applied to every stored article it takes (RuleScan), all or none: the number of
    // articles it changed, which RuleScan::preview counted just before; changedIds gets them.
    std::optional<int> applyToStored(const Rule &rule, QList<qint64> *changedIds = nullptr);

    QString errorString() const { return m_error; }

private:
    bool prepare();
    // indexed: the article is in the search index already (a stored one), so a tag added
    // puts it in the queue again.
    std::optional<bool> apply(qint64 articleId, const RuleActions &actions, bool indexed);
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
