#include "net/feedsubscriber.h"

#include "feeds/feedparser.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "feeds/pagefeed/pagesections.h"
#include "feeds/pagefeed/sitemapreader.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "net/feedfetcher.h"
#include "net/olderpostsfetch.h"
#include "net/pagelistcheck.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Fetched from an address of the person's own network (known: not through a proxy).
bool onPrivateAddress(const FetchResult &fetched)
{
    return fetched.addressSpace != AddressSpace::Kind::Invalid &&
           !AddressSpace::isPublic(fetched.addressSpace);
}

} // namespace

FeedSubscriber::FeedSubscriber(LibraryWriter *writer, FeedFetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_writer(writer)
    , m_fetcher(fetcher)
{
}

void FeedSubscriber::subscribe(const QUrl &url, const BasicCredentials &credentials)
{
    tryCandidate({url, url, {}, false, credentials, false, {}});
}

void FeedSubscriber::tryCandidate(const Attempt &attempt)
{
    FetchOptions options;
    options.credentials = attempt.credentials;
    // The address typed is the person's; the ones a page names are the page's.
    if (attempt.discovering)
        options.reach = reachFrom(attempt.page);
    m_fetcher->fetch(attempt.candidate, options, [this, attempt](const FetchResult &fetched) {
        if (!fetched.ok()) {
            Attempt next = attempt;
            next.askedForLogin = attempt.askedForLogin || fetched.needsCredentials;
            nextOrFail(next, fetched.error);
            return;
        }
        parseAndStore(attempt, fetched);
    });
}

void FeedSubscriber::nextOrFail(Attempt attempt, const QString &message)
{
    if (attempt.remaining.isEmpty()) {
        const QString why =
            attempt.discovering
                ? tr("%1 is a web page, and no feed was found through it (last try: %2)")
                      .arg(attempt.requested.toDisplayString(), message)
                : message;
        // No feed anywhere: the page itself may list what the site publishes. Read on the pool:
        // a page of thousands of cards takes a second.
        if (attempt.discovering && !attempt.page.body.isEmpty()) {
            const QUrl pageUrl =
                attempt.page.finalUrl.isValid() ? attempt.page.finalUrl : attempt.requested;
            auto *watcher = new QFutureWatcher<QList<ParsedFeed>>(this);
            connect(watcher, &QFutureWatcherBase::finished, this,
                    [this, watcher, attempt, pageUrl, why] {
                        watcher->deleteLater();
                        const QList<ParsedFeed> lists = watcher->result();
                        const ParsedFeed items = lists.value(0);
                        if (!items.entries.isEmpty()) {
                            // The page's lists checked against a few of their posts.
                            auto *check =
                                new PageListCheck(m_fetcher, reachFrom(attempt.page), this);
                            check->check(lists, [this, check, attempt, pageUrl,
                                                 lists](const PageListCheck::Outcome &checked) {
                                check->deleteLater();
                                offerPage(attempt, pageUrl, checked.chosen,
                                          lists.value(checked.chosenList).listSelector);
                            });
                            return;
                        }
                        // Last, the pages the site's sitemap lists.
                        trySitemap(attempt, pageUrl,
                                   items.problems.isEmpty()
                                       ? why
                                       : why + u"; "_s + items.problems.constFirst().message);
                    });
            const FetchResult &page = attempt.page;
            watcher->setFuture(QtConcurrent::run(
                [body = page.body, base = page.documentBase.isValid() ? page.documentBase : pageUrl,
                 type = page.contentType] {
                    return PageFeedReader::readLists(body, base, type, 3);
                }));
            return;
        }
        if (attempt.askedForLogin)
            Q_EMIT loginRequired(attempt.requested);
        Q_EMIT failed(attempt.requested, why);
        return;
    }
    attempt.candidate = attempt.remaining.takeFirst();
    tryCandidate(attempt);
}

void FeedSubscriber::parseAndStore(const Attempt &attempt, const FetchResult &fetched)
{
    // A large document is parsed by the writer as it stores it, batch by batch.
    if (!m_dryRun && fetched.body.size() >= FeedIngest::LargeDocumentBytes) {
        m_writer
            ->ingestDocument(attempt.candidate, fetched.body, fetched.documentBase,
                             fetched.contentType)
            .then(this, [this, attempt, fetched](const IngestResult &stored) {
                if (stored.htmlPage && !attempt.discovering)
                    discover(attempt, fetched, stored.error);
                else if (stored.notAFeed)
                    nextOrFail(attempt,
                               u"%1: %2"_s.arg(attempt.candidate.toDisplayString(), stored.error));
                else
                    finish(attempt, stored, onPrivateAddress(fetched));
            });
        return;
    }
    // Parsing a large feed takes long enough to stall a window: it runs on the pool.
    auto *watcher = new QFutureWatcher<FeedParseResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, attempt, fetched] {
        watcher->deleteLater();
        const FeedParseResult parsed = watcher->result();
        if (parsed.status == FeedParseResult::Status::HtmlPage && !attempt.discovering) {
            discover(attempt, fetched, parsed.error);
            return;
        }
        if (!parsed.ok()) {
            nextOrFail(attempt, u"%1: %2"_s.arg(attempt.candidate.toDisplayString(), parsed.error));
            return;
        }
        if (m_dryRun) {
            Q_EMIT feedFound(attempt.requested, attempt.candidate, parsed.feed);
            return;
        }
        m_writer->ingest(attempt.candidate, parsed.feed)
            .then(this, [this, attempt, fetched](const IngestResult &stored) {
                finish(attempt, stored, onPrivateAddress(fetched));
            });
    });
    watcher->setFuture(QtConcurrent::run(
        [body = fetched.body, base = fetched.documentBase, type = fetched.contentType] {
            return FeedParser::parse(body, base, type);
        }));
}

void FeedSubscriber::discover(const Attempt &attempt, const FetchResult &fetched,
                              const QString &error)
{
    Attempt discovery = attempt;
    discovery.discovering = true;
    discovery.page = fetched;
    const QList<DiscoveredFeed> linked =
        FeedDiscovery::linkedFeeds(fetched.body, fetched.documentBase, fetched.contentType);
    if (m_offersChoice && linked.size() > 1) {
        Q_EMIT feedsLinked(attempt.requested, linked);
        return;
    }
    for (const DiscoveredFeed &feed : linked)
        discovery.remaining.append(feed.url);
    // Only a page that links no feed gets the usual locations tried.
    if (discovery.remaining.isEmpty())
        discovery.remaining = FeedDiscovery::commonLocations(fetched.finalUrl);
    nextOrFail(discovery, u"%1: %2"_s.arg(attempt.candidate.toDisplayString(), error));
}

void FeedSubscriber::offerPage(const Attempt &attempt, const QUrl &pageUrl, const ParsedFeed &list,
                               const QString &selector)
{
    fillUp(list, selector, reachFrom(attempt.page),
           [this, attempt, pageUrl](const ParsedFeed &filled) {
               rememberWhere(pageUrl, attempt.page);
               Q_EMIT feedFound(attempt.requested, pageUrl, filled);
           });
}

void FeedSubscriber::fillUp(const ParsedFeed &list, const QString &selector,
                            const NetworkReach &reach, std::function<void(const ParsedFeed &)> then)
{
    // A list of a few posts is filled up with older ones, from its next page or the archive.
    auto *older = new OlderPostsFetch(m_fetcher, reach, this);
    older->fetch(list, selector,
                 [older, then = std::move(then)](const OlderPostsFetch::Outcome &filled) {
                     older->deleteLater();
                     then(filled.feed);
                 });
}

void FeedSubscriber::trySitemap(const Attempt &attempt, const QUrl &pageUrl, const QString &why)
{
    const QUrl sitemap = SitemapReader::locationFor(pageUrl);
    FetchOptions options;
    options.credentials = attempt.credentials;
    options.reach = reachFrom(attempt.page);
    m_fetcher->fetch(sitemap, options, [this, attempt, sitemap, why](const FetchResult &fetched) {
        const ParsedFeed pages =
            fetched.ok() ? SitemapReader::read(fetched.body, sitemap) : ParsedFeed();
        if (!pages.entries.isEmpty()) {
            rememberWhere(sitemap, fetched);
            Q_EMIT feedFound(attempt.requested, sitemap, pages);
            return;
        }
        if (attempt.askedForLogin)
            Q_EMIT loginRequired(attempt.requested);
        Q_EMIT failed(attempt.requested,
                      why + u"; "_s +
                          tr("and the site has no sitemap with pages (%1)")
                              .arg(fetched.ok() ? pages.problems.value(0).message : fetched.error));
    });
}

void FeedSubscriber::subscribePage(const QUrl &pageUrl, const ParsedFeed &items)
{
    // Another list of the page than the one offered first has not been filled up yet.
    if (!items.olderPages.isEmpty()) {
        fillUp(items, items.listSelector,
               NetworkReach::content(m_privatePages.contains(pageUrl) ? pageUrl.host() : QString()),
               [this, pageUrl](const ParsedFeed &filled) { subscribePage(pageUrl, filled); });
        return;
    }
    ParsedFeed feed = items;
    // Read as a page (or as the sitemap it came from) at every refresh.
    if (feed.format != FeedFormat::Sitemap)
        feed.format = FeedFormat::Page;
    const Attempt attempt{pageUrl, pageUrl, {}, false, {}, false, {}};
    m_writer->ingest(pageUrl, feed)
        .then(this, [this, attempt, selector = feed.listSelector](const IngestResult &stored) {
            if (selector.isEmpty() || !stored.ok) {
                finish(attempt, stored, m_privatePages.contains(attempt.requested));
                return;
            }
            // Another list than the reader's first was chosen: a rule reads it at every refresh.
            PageRule rule;
            rule.item = selector;
            m_writer->feeds()
                .setPageRule(stored.feedId, rule)
                .then(this, [this, attempt, stored](bool) {
                    finish(attempt, stored, m_privatePages.contains(attempt.requested));
                });
        });
}

void FeedSubscriber::subscribeSections(const QUrl &pageUrl, const ParsedFeed &items,
                                       const QString &parentShelf)
{
    const QStringList sections = PageSections::of(items);
    if (sections.size() < 2) {
        subscribePage(pageUrl, items);
        return;
    }
    // The shelf is named after the page; a slash in its title is no path of shelves.
    QString shelf = items.title.simplified();
    shelf.replace(u'/', u'-');
    if (shelf.isEmpty())
        shelf = pageUrl.host();
    if (!parentShelf.isEmpty())
        shelf = parentShelf + u'/' + shelf;
    QList<std::pair<QUrl, ParsedFeed>> feeds;
    for (const QString &section : sections) {
        ParsedFeed feed = PageSections::only(items, section);
        feed.format = FeedFormat::Page;
        feeds.append({PageSections::feedUrl(pageUrl, section), std::move(feed)});
    }
    m_writer->ingestOnShelf(shelf, feeds)
        .then(this, [this, pageUrl, shelf](const QList<IngestResult> &stored) {
            for (const IngestResult &result : stored) {
                if (!result.ok) {
                    Q_EMIT failed(pageUrl, result.error);
                    return;
                }
            }
            if (!m_privatePages.contains(pageUrl) || stored.isEmpty()) {
                Q_EMIT sectionsSubscribed(pageUrl, shelf, stored);
                return;
            }
            // Announced once the marks are stored (in order: the last one's commit holds them
            // all), since a capture may follow at once.
            QFuture<bool> marked;
            for (const IngestResult &result : stored)
                marked = m_writer->feeds().setPrivateAddress(result.feedId, true);
            marked.then(this, [this, pageUrl, shelf, stored](bool) {
                Q_EMIT sectionsSubscribed(pageUrl, shelf, stored);
            });
        });
}

void FeedSubscriber::finish(const Attempt &attempt, const IngestResult &stored,
                            bool onPrivateAddress)
{
    if (!stored.ok) {
        Q_EMIT failed(attempt.requested, stored.error);
        return;
    }
    if (!onPrivateAddress) {
        Q_EMIT subscribed(attempt.requested, stored.feedId, stored.added);
        return;
    }
    // A feed of the person's own network: marked before it is announced, since its articles'
    // captures may start at once, and they may reach its host.
    m_writer->feeds()
        .setPrivateAddress(stored.feedId, true)
        .then(this, [this, attempt, stored](bool) {
            Q_EMIT subscribed(attempt.requested, stored.feedId, stored.added);
        });
}

NetworkReach FeedSubscriber::reachFrom(const FetchResult &page)
{
    return NetworkReach::content(onPrivateAddress(page) ? page.finalUrl.host() : QString());
}

void FeedSubscriber::rememberWhere(const QUrl &url, const FetchResult &fetched)
{
    if (onPrivateAddress(fetched))
        m_privatePages.insert(url);
    else
        m_privatePages.remove(url);
}

} // namespace Lectern
