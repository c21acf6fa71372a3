// What the window asks of the library beyond its lists and pages: a feed's record for its
// properties, the shelves to choose from, a feed's capture policy. Reads only, on the
// session's connection.
#pragma once

#include "library/stores/syncstore.h"

#include "library/database/records.h"
#include "library/stores/capturepolicy.h"
#include "library/stores/rulescan.h"
#include "reading/highlightedarticles.h"
#include "reading/highlightimport.h"
#include "rules/rule.h"

#include <QFuture>
#include <QList>
#include <QSqlDatabase>
#include <optional>
#include <utility>

namespace Lectern {

class LibraryQueries
{
public:
    explicit LibraryQueries(QSqlDatabase db);

    std::optional<FeedRecord> feed(qint64 feedId) const;
    // The user name a feed logs in with (empty: none).
    QString loginUser(qint64 feedId) const;
    std::optional<CapturePolicy> capturePolicy(qint64 feedId) const;
    // Every shelf as "A/B" with its id, in the side panel's order.
    QList<std::pair<QString, qint64>> shelfPaths() const;
    QString shelfPath(qint64 shelfId) const;
    // Every feed's title with its id, by title.
    QList<std::pair<QString, qint64>> feedTitles() const;
    // The accounts on sync servers.
    QList<SyncAccount> syncAccounts() const;
    std::optional<HighlightRecord> highlight(qint64 highlightId) const;
    // An article's highlights in the order of its text.
    QList<HighlightRecord> highlights(qint64 articleId) const;
    // The library's highlights (HighlightStore::highlights), for the Highlights page.
    QList<HighlightRecord> allHighlights() const;
    // The same by article, with what note apps file them under, for the exports.
    QList<HighlightedArticle> highlightedArticles() const;
    // Where the highlights of another program's export go (HighlightImport).
    HighlightImport::Plan highlightImportPlan(const QList<ReadwiseCsv::Row> &rows) const;
    // The article's paper, when its capture kept a PDF (PaperStore).
    std::optional<PaperRecord> paper(qint64 articleId) const;
    // The article cited as BibTeX (a paper with what its page said of it, else a web page);
    // empty when there is no such article.
    QString citation(qint64 articleId) const;
    // The rules, in the order they run, and the names of the feeds and shelves they name.
    QList<Rule> rules() const;
    RuleNames ruleNames() const;
    // What rule would change among the stored articles (RuleScan). It reads every article
    // (a second or more on a large library), so it runs on a thread and connection of its own.
    QFuture<RulePreview> previewRule(const Rule &rule) const;
    // The library's shelves and feeds as OPML 2.0 in path; the error, or empty.
    QString writeOpml(const QString &path) const;

private:
    QSqlDatabase m_db;
};

} // namespace Lectern
