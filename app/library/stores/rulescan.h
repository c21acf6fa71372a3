// A rule tried on the articles already stored: each listed article (not a copy of another
// feed's) read as a RuleSubject with what its actions would change, for a preview that counts
// and an apply that changes exactly those. Read-only.
#pragma once

#include "rules/rulesubject.h"

#include <QHash>
#include <QSqlDatabase>
#include <QStringList>
#include <functional>

namespace Lectern {

class RuleMatcher;
struct RuleActions;

struct StoredArticleForRule
{
    qint64 id = 0;
    RuleSubject subject;
    bool read = false;
    bool starred = false;
    bool muted = false;
    QList<qint64> putOn;  // the shelves it was put on itself (not its feed's)
    QString captureState; // its capture job's, empty without one
};

// What a rule would do to the library as it is.
struct RulePreview
{
    int matching = 0;         // listed articles the rule takes
    int changing = 0;         // of them, those its actions would change
    QStringList firstChanged; // titles of the first changing ones, newest first
    static constexpr int kShownTitles = 20;
};

class RuleScan
{
public:
    explicit RuleScan(QSqlDatabase db);

    // Calls visit with each stored article the matcher takes, newest first; false on an error.
    bool forEachMatch(const RuleMatcher &matcher,
                      const std::function<void(const StoredArticleForRule &)> &visit);
    RulePreview preview(const RuleMatcher &matcher);
    // Whether the actions would change the article (what RuleRunner::apply would write), as
    // the last forEachMatch() read the library.
    bool wouldChange(const StoredArticleForRule &article, const RuleActions &actions) const;

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    QString m_error;
    QHash<qint64, qint64> m_parentOf; // every shelf, to the one it is in (0: none)
};

} // namespace Lectern
