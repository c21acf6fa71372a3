#include "net/pagelistcheck.h"

#include "feeds/pagefeed/articlesignals.h"
#include "net/feedfetcher.h"

#include <QPointer>
#include <QTimer>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

struct PageListCheck::Run
{
    QList<ParsedFeed> lists;
    std::function<void(const Outcome &)> done;
    QList<int> articles;
    QList<int> checked;
    int waiting = 0;
    int requests = 0;
    bool finished = false;
};

PageListCheck::PageListCheck(FeedFetcher *fetcher, NetworkReach reach, QObject *parent)
    : QObject(parent)
    , m_fetcher(fetcher)
    , m_reach(std::move(reach))
{
}

int PageListCheck::choose(const QList<int> &articles, const QList<int> &checked)
{
    const auto share = [&](qsizetype i) {
        return checked.value(i) > 0 ? double(articles.value(i)) / checked.value(i) : 0.0;
    };
    // The first list's pages are articles, or one page of it was read: too little to leave it.
    // When none could be read (gone, or refused), another list whose pages are articles wins;
    // with the site down, none can be read and the first stays.
    if (share(0) >= 0.5 || checked.value(0) == 1)
        return 0;
    int best = 0;
    for (qsizetype i = 1; i < checked.size(); ++i) {
        if (checked.value(i) >= 2 && share(i) >= 0.5 && share(i) > share(best))
            best = int(i);
    }
    return best;
}

void PageListCheck::check(const QList<ParsedFeed> &lists, std::function<void(const Outcome &)> done)
{
    auto run = std::make_shared<Run>();
    run->lists = lists;
    run->done = std::move(done);
    run->articles.fill(0, lists.size());
    run->checked.fill(0, lists.size());
    if (lists.size() > 1) {
        for (qsizetype list = 0; list < lists.size(); ++list) {
            const QList<ParsedEntry> &entries = lists[list].entries;
            // The first, the middle and the last (LinksPerList): a list's odd first card says
            // little alone.
            QList<qsizetype> picks = {0, entries.size() / 2, entries.size() - 1};
            picks.erase(std::unique(picks.begin(), picks.end()), picks.end());
            for (const qsizetype pick : std::as_const(picks)) {
                if (pick < 0 || pick >= entries.size() || !entries[pick].link.isValid())
                    continue;
                ++run->waiting;
                ++run->requests;
                FetchOptions options;
                options.feedOnly = false;
                options.accept = "text/html, application/xhtml+xml;q=0.9"_ba;
                options.reach = m_reach;
                // A page may answer after the deadline, when this object may be gone.
                m_fetcher->fetch(entries[pick].link, options,
                                 [self = QPointer(this), run, list](const FetchResult &page) {
                                     if (!self || run->finished)
                                         return;
                                     if (!page.ok()) {
                                         --run->waiting;
                                         self->finish(run);
                                         return;
                                     }
                                     // Read on the pool: a post page is a parse of its own.
                                     QtConcurrent::run([body = page.body, type = page.contentType] {
                                         return ArticleSignals::of(body, type).isArticle();
                                     }).then(self, [self, run, list](bool article) {
                                         ++run->checked[list];
                                         run->articles[list] += article ? 1 : 0;
                                         --run->waiting;
                                         self->finish(run);
                                     });
                                 });
            }
        }
        QTimer::singleShot(DeadlineMs, this, [this, run] {
            run->waiting = 0; // what came in by now decides
            finish(run);
        });
    }
    finish(run);
}

void PageListCheck::finish(const std::shared_ptr<Run> &run)
{
    if (run->finished || run->waiting > 0)
        return;
    run->finished = true;
    Outcome outcome;
    const int chosen = choose(run->articles, run->checked);
    outcome.chosen = run->lists.value(chosen);
    outcome.chosenList = chosen;
    if (chosen == 0)
        outcome.chosen.listSelector.clear(); // the reader finds it again by itself
    if (run->checked.value(chosen) > 0)
        outcome.chosen.listDescription +=
            chosen == 0 ? tr("; %1 of %2 of its links read were articles")
                              .arg(run->articles.value(0))
                              .arg(run->checked.value(0))
            : run->checked.value(0) == 0
                ? tr("; taken over the page's first list, whose links could not be read "
                     "(%1 of %2 of these were articles)")
                      .arg(run->articles.value(chosen))
                      .arg(run->checked.value(chosen))
                : tr("; taken over the page's first list, whose links were not articles "
                     "(%1 of %2 of these were)")
                      .arg(run->articles.value(chosen))
                      .arg(run->checked.value(chosen));
    // The other lists, to be offered instead; the reader's first needs no rule to be read.
    auto others = std::make_shared<QList<ParsedFeed>>();
    for (qsizetype i = 0; i < run->lists.size(); ++i) {
        if (i == chosen)
            continue;
        ParsedFeed other = run->lists[i];
        if (i == 0)
            other.listSelector.clear();
        others->append(std::move(other));
    }
    if (!others->isEmpty())
        outcome.chosen.otherLists = others;
    outcome.requests = run->requests;
    outcome.articles = run->articles;
    outcome.checked = run->checked;
    run->done(outcome);
}

} // namespace Lectern
