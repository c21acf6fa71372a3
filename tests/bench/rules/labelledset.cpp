#include "labelledset.h"

#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "syntheticlibrary.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// One aggregator item and what it should become: a copy of the author's entry named, or its
// own article (expectedGuid empty).
struct LabelledItem
{
    ParsedEntry entry;
    QString kind;
    QUrl expectedFeed;
    QString expectedGuid;
};

const QString seriesOpening =
    u"<p>This series takes one storage engine design at a time, builds it from nothing in a few "
    "hundred lines, measures it on the same three workloads as the parts before it, and says "
    "where it breaks and why. The code of every part is in the repository linked at the end, "
    "with the scripts that draw the figures, so that every number here can be checked.</p>"_s;
const QString seriesClose =
    u"<p>That is all for this part. Next time the same workloads meet another design, and the "
    "table at the top of the series page grows by one row. Questions and corrections are "
    "welcome by mail; the errata are kept on the series page with the date of each fix.</p>"_s;

const QString newsletterFooter =
    u"<p>You are receiving this because you subscribed to the systems newsletter. Every week we "
    "collect the best writing on operating systems, databases, compilers and hardware, read it "
    "all, and send the ten pieces we would hand a colleague. Forward it to someone who would "
    "like it; reply to tell us what we missed; the archive of every past issue is on the site, "
    "searchable by topic and author. To stop receiving it, follow the link at the very bottom "
    "of this message, and we will not write again.</p>"_s;

ParsedFeed feedOf(const QString &title, const QList<ParsedEntry> &entries)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = title;
    feed.entries = entries;
    return feed;
}

QUrl variantLink(const QUrl &link, int variant)
{
    QUrl url = link;
    if (variant % 3 == 0)
        url.setScheme(u"http"_s);
    if (variant % 3 == 1)
        url.setHost(u"www."_s + url.host());
    if (variant % 2 == 0)
        url.setQuery(u"utm_source=planet"_s);
    else
        url.setPath(url.path() + u"/index.html"_s);
    return url;
}

} // namespace

int runLabelledSet()
{
    QTextStream err(stderr);
    SyntheticLibrary library(7);
    const QUrl authorUrl(u"https://blog.example/feed.xml"_s);
    const QUrl seriesUrl(u"https://storage.example/feed.xml"_s);
    const QUrl toolUrl(u"https://tool.example/releases.xml"_s);
    const QUrl planetUrl(u"https://planet.example/rss"_s);
    const ParsedFeed author = library.feed(0, 200);
    // A series whose parts share their opening and close; a tool whose releases all link home.
    QList<ParsedEntry> seriesParts, releases;
    const ParsedFeed bodies = library.feed(1, 80);
    for (int i = 0; i < 20; ++i) {
        ParsedEntry part = bodies.entries.at(i);
        part.title = u"Storage engines, part %1"_s.arg(2 * i + 1);
        part.content = seriesOpening + part.content + seriesClose;
        seriesParts.append(part);
        ParsedEntry release = bodies.entries.at(20 + i);
        release.title = u"Release 1.%1"_s.arg(i);
        release.link = QUrl(u"https://tool.example/"_s);
        releases.append(release);
    }

    QList<LabelledItem> items;
    const auto republish = [&](const ParsedEntry &original, const QString &kind) {
        LabelledItem item{original, kind, authorUrl, original.id};
        item.entry.id = u"planet:%1"_s.arg(items.size());
        return item;
    };
    for (int p = 0; p < 150; ++p) {
        const ParsedEntry &post = author.entries.at(p);
        switch (p % 5) {
        case 0: {
            LabelledItem item = republish(post, u"same post, link written otherwise"_s);
            item.entry.link = variantLink(post.link, p);
            items.append(item);
            break;
        }
        case 1: {
            LabelledItem item = republish(post, u"retitled, link written otherwise"_s);
            item.entry.title = u"Planet Systems: "_s + post.title;
            item.entry.link = variantLink(post.link, p);
            items.append(item);
            break;
        }
        case 2: {
            LabelledItem item = republish(post, u"edited and retitled, its own address"_s);
            item.entry.title = u"This week: "_s + post.title;
            item.entry.link = QUrl(u"https://weekly.example/issue/%1/item"_s.arg(p));
            item.entry.content = u"<p>Republished with the author's permission.</p>"_s +
                                 post.content + u"<p>Thanks for reading this issue.</p>"_s;
            items.append(item);
            break;
        }
        case 3: {
            LabelledItem item = republish(post, u"summary only, link written otherwise"_s);
            item.entry.content.clear();
            item.entry.link = variantLink(post.link, p);
            items.append(item);
            break;
        }
        default: {
            LabelledItem item = republish(post, u"whole text, its own address"_s);
            item.entry.link = QUrl(u"https://mirror.example/%1"_s.arg(p));
            items.append(item);
            break;
        }
        }
    }
    // Harder: a summary alone under another address and title (nothing left to know it by),
    // and a text a third of which was cut.
    for (int p = 150; p < 170; ++p) {
        const ParsedEntry &post = author.entries.at(p);
        LabelledItem item = republish(post, p % 2 == 0 ? u"summary only, its own address"_s
                                                       : u"a third cut, its own address"_s);
        item.entry.link = QUrl(u"https://digest.example/%1"_s.arg(p));
        item.entry.title = u"Digest: "_s + post.title;
        if (p % 2 == 0)
            item.entry.content.clear();
        else
            item.entry.content = post.content.left(post.content.size() * 2 / 3);
        items.append(item);
    }
    // Look-alikes: each must stay an article of its own.
    const ParsedFeed others = library.feed(2, 120);
    for (int i = 0; i < 20; ++i) {
        ParsedEntry next = others.entries.at(i);
        next.id = u"planet:series:%1"_s.arg(i);
        next.title = u"Storage engines, part %1"_s.arg(2 * i + 2);
        next.content = seriesOpening + next.content + seriesClose;
        next.link = QUrl(u"https://storage.example/part-%1"_s.arg(2 * i + 2));
        items.append({next, u"look-alike: the next part of a series"_s, {}, {}});

        // A translation: the same post's address in another language, its text in Chinese.
        ParsedEntry translated = others.entries.at(20 + i);
        const ParsedEntry &chinese = others.entries.at(9 + 10 * (i % 12)); // every tenth is Chinese
        translated.id = u"planet:zh:%1"_s.arg(i);
        translated.title = chinese.title;
        translated.content = chinese.content;
        translated.link =
            QUrl(author.entries.at(i).link.toString().replace(u"/site/"_s, u"/zh/site/"_s));
        items.append({translated, u"look-alike: a translation"_s, {}, {}});

        ParsedEntry release = others.entries.at(60 + i);
        release.id = u"planet:release:%1"_s.arg(i);
        release.title = u"Release 1.%1 notes"_s.arg(i);
        release.link = QUrl(u"http://www.tool.example/"_s);
        items.append({release, u"look-alike: links only the site"_s, {}, {}});

        // A newsletter: a short note of its own above a long footer every issue repeats.
        ParsedEntry issue = others.entries.at(100 + i);
        issue.id = u"planet:newsletter:%1"_s.arg(i);
        issue.title = u"Newsletter %1"_s.arg(i);
        issue.link = QUrl(u"https://news.example/%1"_s.arg(i));
        issue.content = issue.summary + newsletterFooter;
        items.append({issue, u"look-alike: a short note over a shared footer"_s, {}, {}});

        ParsedEntry sameTitle = others.entries.at(80 + i);
        sameTitle.id = u"planet:title:%1"_s.arg(i);
        sameTitle.title = author.entries.at(150 + i).title;
        sameTitle.link = QUrl(u"https://elsewhere.example/%1"_s.arg(i));
        items.append({sameTitle, u"look-alike: another post, the same title"_s, {}, {}});
    }

    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    if (!database.open()) {
        err << database.errorString() << '\n';
        return 1;
    }
    QSqlDatabase db = database.connection();
    QList<ParsedEntry> planetEntries;
    for (const LabelledItem &item : std::as_const(items))
        planetEntries.append(item.entry);
    for (const auto &[url, feed] :
         {std::pair{authorUrl, author}, std::pair{seriesUrl, feedOf(u"Storage"_s, seriesParts)},
          std::pair{toolUrl, feedOf(u"Tool"_s, releases)},
          std::pair{planetUrl, feedOf(u"Planet"_s, planetEntries)}}) {
        const IngestResult result =
            FeedIngest::ingest(db, url, feed, FeedIngest::SearchIndexing::Later);
        if (!result.ok) {
            err << result.error << '\n';
            return 1;
        }
    }
    const auto feedIdOf = [&](const QUrl &url) {
        QSqlQuery query(db);
        query.prepare(u"SELECT id FROM feeds WHERE url = ?"_s);
        query.addBindValue(url.toString());
        return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
    };
    const ArticleStore articles(db);
    const qint64 planet = feedIdOf(planetUrl);
    struct Tally
    {
        int right = 0, wrong = 0, missed = 0, apart = 0;
    };
    QMap<QString, Tally> byKind;
    Tally all;
    for (const LabelledItem &item : std::as_const(items)) {
        const qint64 id = articles.idOf(planet, item.entry.id).value_or(0);
        QSqlQuery query(db);
        query.exec(u"SELECT coalesce(same_as, 0) FROM articles WHERE id = %1"_s.arg(id));
        const qint64 sameAs = query.next() ? query.value(0).toLongLong() : 0;
        const qint64 expected =
            item.expectedGuid.isEmpty()
                ? 0
                : articles.idOf(feedIdOf(item.expectedFeed), item.expectedGuid).value_or(-1);
        Tally &kind = byKind[item.kind];
        for (Tally *tally : {&kind, &all}) {
            if (expected > 0 && sameAs == expected)
                ++tally->right;
            else if (sameAs > 0)
                ++tally->wrong;
            else if (expected > 0)
                ++tally->missed;
            else
                ++tally->apart;
        }
    }
    QJsonObject json;
    for (auto it = byKind.cbegin(); it != byKind.cend(); ++it) {
        err << it.key() << ": right " << it->right << ", wrong " << it->wrong << ", missed "
            << it->missed << ", kept apart " << it->apart << '\n';
        json.insert(it.key(), QJsonObject{{u"right"_s, it->right},
                                          {u"wrong"_s, it->wrong},
                                          {u"missed"_s, it->missed},
                                          {u"apart"_s, it->apart}});
    }
    err << "all " << items.size() << " items: merges right " << all.right << ", wrong " << all.wrong
        << ", missed " << all.missed << ", kept apart " << all.apart << '\n';
    err.flush();
    json.insert(u"all"_s, QJsonObject{{u"right"_s, all.right},
                                      {u"wrong"_s, all.wrong},
                                      {u"missed"_s, all.missed},
                                      {u"apart"_s, all.apart}});
    QTextStream(stdout) << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}
