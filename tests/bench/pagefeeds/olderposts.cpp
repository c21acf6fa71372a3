// bench_older_posts SITES: how well a list's next page is read, on real index pages. SITES holds
// the page-feed corpus's sites/NAME/ folders (an index page and expected.json). No corpus site
// holds a second page, so each index page stands in for its own: the first 3 entries of the list
// the reader takes are "the first page", and OlderPostsFetch::olderPosts reads the same page as
// the next one. What it should add is the expected posts after those 3. Read two ways: by the
// list's selector (a next page of the same layout) and without one (an archive laid out
// otherwise). Prints where each index page says its list goes on (OlderPages), then hits,
// misses and false posts by the corpus's two fixed halves.
#include "feeds/pagefeed/pagefeedreader.h"
#include "net/olderpostsfetch.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr int FirstPage = 3;

QString keyOf(const QString &path)
{
    QString key = QUrl::fromPercentEncoding(path.toUtf8());
    if (key.endsWith(u"/index.html"_s))
        key.chop(10);
    while (key.endsWith(u'/'))
        key.chop(1);
    return key;
}

struct Tally
{
    int sites = 0, wanted = 0, hits = 0, falses = 0;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc < 2) {
        out << "usage: bench_older_posts SITES_DIR" << Qt::endl;
        return 1;
    }
    const QDir sites(QString::fromLocal8Bit(argv[1]));
    QMap<QString, Tally> bySelector, byLists;
    for (const QString &name : sites.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir site(sites.filePath(name));
        QFile expectedFile(site.filePath(u"expected.json"_s));
        if (!expectedFile.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
        const QString indexPath = expected.value(u"index"_s).toString();
        QFile indexFile(site.filePath(indexPath.mid(1)));
        if (!indexFile.open(QIODevice::ReadOnly))
            continue;
        const QByteArray html = indexFile.readAll();
        const QUrl url(u"http://site.test"_s + indexPath);
        const QList<ParsedFeed> lists = PageFeedReader::readLists(html, url, u"text/html"_s, 3);
        QStringList older;
        for (const QUrl &page : lists.value(0).olderPages)
            older.append(page.path() + (page.hasQuery() ? u"?"_s + page.query() : QString()));
        out << name << ": " << lists.value(0).entries.size() << " posts; goes on at "
            << (older.isEmpty() ? u"-"_s : older.join(u' ')) << '\n';
        const QList<ParsedEntry> &entries = lists.value(0).entries;
        if (entries.size() <= FirstPage)
            continue;
        const QList<ParsedEntry> first = entries.mid(0, FirstPage);
        QSet<QString> shown, items, neutral;
        for (const ParsedEntry &entry : first)
            shown.insert(keyOf(entry.link.path()));
        for (const QJsonValue &item : expected.value(u"items"_s).toArray())
            items.insert(keyOf(item.toObject().value(u"path"_s).toString()));
        for (const QJsonValue &path : expected.value(u"other_posts"_s).toArray())
            neutral.insert(keyOf(path.toString()));
        const QString half =
            QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).at(0) % 2 == 0
                ? u"tune"_s
                : u"check"_s;
        const auto score = [&](const QString &selector, Tally &tally, const char *how) {
            const QList<ParsedEntry> older =
                OlderPostsFetch::olderPosts(first, selector, html, url, u"text/html"_s);
            QSet<QString> found;
            int hits = 0;
            QStringList falses;
            for (const ParsedEntry &entry : older) {
                const QString key = keyOf(entry.link.path());
                found.insert(key);
                if (items.contains(key))
                    ++hits;
                else if (!neutral.contains(key))
                    falses.append(key);
            }
            const int wanted = int((items - shown).size());
            ++tally.sites;
            tally.wanted += wanted;
            tally.hits += hits;
            tally.falses += int(falses.size());
            QStringList missed;
            for (const QString &item : items - shown - found)
                missed.append(item);
            missed.sort();
            if (hits < wanted || !falses.isEmpty())
                out << name << " (" << how << "): " << hits << '/' << wanted << ", false "
                    << falses.size() << ", missed " << missed.mid(0, 4).join(u' ')
                    << (falses.isEmpty() ? QString() : u" "_s + falses.mid(0, 3).join(u' '))
                    << '\n';
        };
        score(lists.value(0).listSelector, bySelector[half], "by selector");
        score({}, byLists[half], "by lists");
    }
    const auto print = [&](const char *how, const QMap<QString, Tally> &halves) {
        Tally all;
        for (auto it = halves.cbegin(); it != halves.cend(); ++it) {
            const Tally &t = it.value();
            out << how << ' ' << it.key() << ": " << t.sites << " sites, posts " << t.hits << '/'
                << t.wanted << ", false " << t.falses << '\n';
            all.sites += t.sites;
            all.wanted += t.wanted;
            all.hits += t.hits;
            all.falses += t.falses;
        }
        out << how << " all: " << all.sites << " sites, posts " << all.hits << '/' << all.wanted
            << " = " << (all.wanted ? double(all.hits) / all.wanted : 0.0) << ", false "
            << all.falses << '\n';
    };
    print("by selector", bySelector);
    print("by lists", byLists);
    return 0;
}
