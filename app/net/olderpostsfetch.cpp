#include "net/olderpostsfetch.h"

#include "feeds/pagefeed/pagefeedreader.h"
#include "feeds/pagefeed/postaddresses.h"
#include "net/feedfetcher.h"

#include <QLocale>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString keyOf(const QUrl &url)
{
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    return url.host().toLower() + path;
}

} // namespace

struct OlderPostsFetch::Run
{
    Outcome outcome;
    QString selector;
    QList<QUrl> pages;
    std::function<void(const Outcome &)> done;
    bool finished = false;
};

OlderPostsFetch::OlderPostsFetch(FeedFetcher *fetcher, NetworkReach reach, QObject *parent)
    : QObject(parent)
    , m_fetcher(fetcher)
    , m_reach(std::move(reach))
{
}

QList<ParsedEntry> OlderPostsFetch::continuation(const QList<ParsedEntry> &list,
                                                 const QList<ParsedEntry> &more)
{
    QList<QUrl> links;
    QSet<QString> held;
    for (const ParsedEntry &entry : list) {
        links.append(entry.link);
        held.insert(keyOf(entry.link));
    }
    const PostAddresses addresses(links);
    QList<ParsedEntry> posts;
    for (const ParsedEntry &entry : more) {
        const QString key = keyOf(entry.link);
        if (held.contains(key) || !addresses.fits(entry.link))
            continue;
        held.insert(key);
        posts.append(entry);
    }
    return posts;
}

QList<ParsedEntry> OlderPostsFetch::olderPosts(const QList<ParsedEntry> &list,
                                               const QString &selector, const QByteArray &html,
                                               const QUrl &pageUrl, const QString &contentType)
{
    if (!selector.isEmpty()) {
        PageRule rule;
        rule.item = selector;
        const QList<ParsedEntry> posts =
            continuation(list, PageFeedReader::read(html, pageUrl, contentType, rule).entries);
        if (!posts.isEmpty())
            return posts;
    }
    // An archive is laid out otherwise than the index: of its lists, the one that holds the
    // most of the list's own posts (an archive holds them too), else the most that go on.
    QSet<QString> held;
    for (const ParsedEntry &entry : list)
        held.insert(keyOf(entry.link));
    QList<ParsedEntry> best;
    std::pair<qsizetype, qsizetype> bestRank{0, 0};
    for (const ParsedFeed &candidate : PageFeedReader::readLists(html, pageUrl, contentType, 3)) {
        qsizetype overlap = 0;
        for (const ParsedEntry &entry : candidate.entries)
            overlap += held.contains(keyOf(entry.link)) ? 1 : 0;
        QList<ParsedEntry> posts = continuation(list, candidate.entries);
        const std::pair<qsizetype, qsizetype> rank{overlap, posts.size()};
        if (rank > bestRank) {
            bestRank = rank;
            best = std::move(posts);
        }
    }
    return best;
}

void OlderPostsFetch::fetch(const ParsedFeed &list, const QString &selector,
                            std::function<void(const Outcome &)> done)
{
    auto run = std::make_shared<Run>();
    run->outcome.feed = list;
    run->selector = selector;
    run->pages = list.olderPages.mid(0, MaxPages);
    run->done = std::move(done);
    if (list.entries.isEmpty() || list.entries.size() >= FewItems || run->pages.isEmpty()) {
        finish(run);
        return;
    }
    QTimer::singleShot(DeadlineMs, this, [this, run] { finish(run); });
    next(run);
}

void OlderPostsFetch::next(const std::shared_ptr<Run> &run)
{
    if (run->finished)
        return;
    if (run->pages.isEmpty() || run->outcome.feed.entries.size() >= FewItems) {
        finish(run);
        return;
    }
    const QUrl page = run->pages.takeFirst();
    ++run->outcome.requests;
    FetchOptions options;
    options.feedOnly = false;
    options.accept = "text/html, application/xhtml+xml;q=0.9"_ba;
    options.reach = m_reach;
    // The fetch may answer after the deadline, when this object may be gone.
    m_fetcher->fetch(page, options, [self = QPointer(this), run, page](const FetchResult &fetched) {
        if (!self || run->finished)
            return;
        if (!fetched.ok()) {
            self->next(run);
            return;
        }
        // Read on the pool: an archive of hundreds of posts takes a while.
        QtConcurrent::run([list = run->outcome.feed.entries, selector = run->selector,
                           body = fetched.body,
                           base = fetched.documentBase.isValid() ? fetched.documentBase
                                                                 : fetched.finalUrl,
                           type = fetched.contentType] {
            return olderPosts(list, selector, body, base, type);
        }).then(self, [self, run, page](const QList<ParsedEntry> &posts) {
            if (run->finished)
                return;
            QList<ParsedEntry> &entries = run->outcome.feed.entries;
            for (const ParsedEntry &post : posts) {
                if (entries.size() >= MaxItems)
                    break;
                entries.append(post);
                ++run->outcome.added;
                if (!run->outcome.from.contains(page))
                    run->outcome.from.append(page);
            }
            self->next(run);
        });
    });
}

void OlderPostsFetch::finish(const std::shared_ptr<Run> &run)
{
    if (run->finished)
        return;
    run->finished = true;
    run->outcome.feed.olderPages.clear(); // looked at: not again when the list is followed
    if (run->outcome.added > 0) {
        QStringList pages;
        for (const QUrl &page : std::as_const(run->outcome.from))
            pages.append(page.toDisplayString());
        run->outcome.feed.listDescription +=
            tr("; %n older post(s) from %1", nullptr, run->outcome.added)
                .arg(QLocale().createSeparatedList(pages));
    }
    run->done(run->outcome);
}

} // namespace Lectern
