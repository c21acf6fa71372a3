#include "library/exchange/opmlexchange.h"

#include "feeds/opml/opmlreader.h"
#include "feeds/opml/opmlwriter.h"
#include "library/database/savepoint.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSaveFile>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

class Importer
{
public:
    explicit Importer(QSqlDatabase db)
        : m_feeds(db)
        , m_shelves(db)
        , m_knownShelves(m_shelves.shelves().size())
    {
    }

    bool importOutlines(const QList<OpmlOutline> &outlines, qint64 shelfId)
    {
        for (const OpmlOutline &outline : outlines) {
            if (outline.isFeed()) {
                if (!importFeed(outline, shelfId))
                    return false;
            } else if (!outline.children.isEmpty()) {
                const auto child = childShelf(outline.title, shelfId);
                if (!child || !importOutlines(outline.children, *child))
                    return false;
            }
        }
        return true;
    }

    OpmlImportResult result;

    void finish() { result.shelvesAdded = int(m_shelves.shelves().size()) - m_knownShelves; }

private:
    bool importFeed(const OpmlOutline &outline, qint64 shelfId)
    {
        const auto added =
            m_feeds.addUnfetched(outline.xmlUrl, outline.title, outline.htmlUrl, shelfId);
        if (!added) {
            result.error = m_feeds.errorString();
            return false;
        }
        ++(*added ? result.feedsAdded : result.feedsKnown);
        // A sitemap, and a page feed (type="html", or a rule) with its rule, come back as such.
        if (*added && outline.type == u"sitemap"_s) {
            const auto id = m_feeds.idForUrl(outline.xmlUrl);
            if (!id || !m_feeds.setSitemap(*id)) {
                result.error = m_feeds.errorString();
                return false;
            }
        } else if (*added && (outline.type == u"html"_s || !outline.pageRule.isEmpty())) {
            const auto id = m_feeds.idForUrl(outline.xmlUrl);
            if (!id ||
                !m_feeds.setPageRule(*id, outline.pageRule.problem().isEmpty() ? outline.pageRule
                                                                               : PageRule())) {
                result.error = m_feeds.errorString();
                return false;
            }
        }
        return true;
    }

    std::optional<qint64> childShelf(const QString &title, qint64 parentId)
    {
        const QString name = QString(title).replace(u'/', u'-').trimmed();
        const QString path = (parentId > 0 ? m_shelves.path(parentId) + u'/' : QString()) + name;
        const auto id = m_shelves.find(path);
        if (id)
            return id;
        const auto created = m_shelves.add(name, parentId);
        if (!created)
            result.error = m_shelves.errorString();
        return created;
    }

    FeedStore m_feeds;
    ShelfStore m_shelves;
    int m_knownShelves;
};

} // namespace

OpmlImportResult OpmlExchange::importDocument(QSqlDatabase db, const OpmlDocument &document)
{
    // Holds the write lock from the start: the import reads before it writes, and the app's
    // writer may be storing a refresh in the same file meanwhile.
    Savepoint work(db, u"opml_import"_s);
    if (!work.isOpen())
        return {false, 0, 0, 0, work.errorString()};
    Importer importer(db);
    if (!importer.importOutlines(document.outlines, 0))
        return importer.result; // the savepoint undoes what was added
    importer.finish();
    if (!work.release())
        return {false, 0, 0, 0, work.errorString()};
    importer.result.ok = true;
    return importer.result;
}

OpmlDocument OpmlExchange::exportDocument(QSqlDatabase db)
{
    OpmlDocument document;
    document.title = u"Lectern subscriptions"_s;
    const QList<ShelfRecord> shelves = ShelfStore(db).shelves();
    QList<FeedRecord> feeds = FeedStore(db).feeds();
    // Saved pages are no subscription another reader could follow.
    feeds.removeIf([](const FeedRecord &feed) { return feed.saved; });

    const auto feedOutline = [](const FeedRecord &feed) {
        OpmlOutline outline;
        outline.title = feed.title;
        outline.xmlUrl = feed.url;
        outline.htmlUrl = feed.siteUrl;
        outline.type = feed.pageFeed ? u"html"_s : feed.sitemap ? u"sitemap"_s : u"rss"_s;
        outline.pageRule = feed.pageRule;
        return outline;
    };
    // Builds the outlines under a shelf (0: top level): its shelves first, then its feeds.
    const auto outlinesUnder = [&](auto &&self, qint64 shelfId) -> QList<OpmlOutline> {
        QList<OpmlOutline> outlines;
        for (const ShelfRecord &shelf : shelves) {
            if (shelf.parentId != shelfId)
                continue;
            OpmlOutline group;
            group.title = shelf.name;
            group.children = self(self, shelf.id);
            if (!group.children.isEmpty())
                outlines.append(group);
        }
        for (const FeedRecord &feed : feeds) {
            if (feed.shelfId == shelfId)
                outlines.append(feedOutline(feed));
        }
        return outlines;
    };
    document.outlines = outlinesUnder(outlinesUnder, 0);
    return document;
}

OpmlParseResult OpmlExchange::readFile(const QString &path)
{
    OpmlParseResult failed;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        failed.error = tr("cannot read %1: %2").arg(path, file.errorString());
        return failed;
    }
    if (file.size() > OpmlReader::MaxBytes) {
        failed.error = tr("%1 is %2 bytes, more than the %3 bytes an OPML file may have")
                           .arg(path)
                           .arg(file.size())
                           .arg(OpmlReader::MaxBytes);
        return failed;
    }
    // Never more than the cap and a byte, whatever the file grew to meanwhile.
    OpmlParseResult parsed = OpmlReader::parse(file.read(OpmlReader::MaxBytes + 1));
    if (!parsed.ok)
        parsed.error = u"%1: %2"_s.arg(path, parsed.error);
    return parsed;
}

QString OpmlExchange::writeFile(QSqlDatabase db, const QString &path)
{
    const QByteArray opml = OpmlWriter::write(exportDocument(std::move(db)));
    // Written whole or not at all: an interrupted export never leaves half a file.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(opml) != opml.size() || !file.commit())
        return tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace Lectern
