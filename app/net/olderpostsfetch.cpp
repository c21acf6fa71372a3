#include "net/olderpostsfetch.h"

#include "feeds/pagefeed/pagefeedreader.h"
#include "net/feedfetcher.h"

#include <QLocale>
#include <QPointer>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// An address's shape: its host and the first part of its path, numbers as '#' ("/2024/05/slug/"
// and "/2023/11/go/other/" share one; "/page/2/" and "/tags/x/" are others). A post right
// under the root has the root's shape. Categories deeper down do not split a blog's posts; where
// the list's own posts differ in their first part (a category), loose shapes are taken: the
// number of parts, and whether the last names an HTML file.
QString shapeOf(const QUrl &url, bool loose)
{
    static const QRegularExpression digits(u"\\d+"_s);
    const QStringList parts = url.path().split(u'/', Qt::SkipEmptyParts);
    if (loose)
        return url.host().toLower() + u'|' + QString::number(parts.size()) +
               (url.path().endsWith(u".html"_s) ? u"|html"_s : QString());
    QString first = parts.size() > 1 ? parts.first() : QString();
    first.replace(digits, u"#"_s);
    return url.host().toLower() + u'|' + first;
}

// The parts of an address that name a kind of list page, not a post: tags, categories, pages
// of a list, archives. A post's own address may hold one (Hexo's "/archives/1a2b/"), so only
// those the list's posts do not hold count against a link.
QSet<QString> listWordsOf(const QUrl &url)
{
    static const QRegularExpression words(
        u"^(tags?|categor(y|ies)|topics?|labels?|page|archives?|authors?|series)$"_s,
        QRegularExpression::CaseInsensitiveOption);
    QSet<QString> found;
    for (const QString &part : url.path().split(u'/', Qt::SkipEmptyParts)) {
        if (words.match(part).hasMatch())
            found.insert(part.toLower());
    }
    return found;
}

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
    QSet<QString> firsts;
    for (const ParsedEntry &entry : list)
        firsts.insert(shapeOf(entry.link, false));
    const bool loose = firsts.size() > 1;
    QSet<QString> shapes;
    QSet<QString> held;
    QSet<QString> listWords;
    for (const ParsedEntry &entry : list) {
        shapes.insert(shapeOf(entry.link, loose));
        held.insert(keyOf(entry.link));
        listWords.unite(listWordsOf(entry.link));
    }
    QList<ParsedEntry> posts;
    for (const ParsedEntry &entry : more) {
        const QString key = keyOf(entry.link);
        if (!entry.link.isValid() || held.contains(key) ||
            !shapes.contains(shapeOf(entry.link, loose)) ||
            !listWords.contains(listWordsOf(entry.link)))
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
