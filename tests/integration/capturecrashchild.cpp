// Run by tst_capturecrash, which kills it with SIGKILL at a random moment: stores offline
// captures (an article, its images' files and rows) and removes them, in a loop, forever.
//
// Usage: lectern_capturecrashchild LIBRARY_DIR SEED
//
// Each line on stdout is one whole write, flushed at once:
//   try capture ID N / ack capture ID N   around storing a capture of article ID with N images
//   try remove ID / ack remove ID         around removing its offline copy
// The captured HTML says data-images="N", so the parent can tell a capture landed whole.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/ingest/feedingest.h"
#include "library/stores/assetstore.h"
#include "library/stores/capturestore.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr int articleCount = 40;

void emitLine(const QByteArray &line)
{
    const QByteArray whole = line + '\n';
    std::fwrite(whole.constData(), 1, size_t(whole.size()), stdout);
    std::fflush(stdout);
}

[[noreturn]] void die(const QString &why)
{
    std::fprintf(stderr, "lectern_capturecrashchild: %s\n", qPrintable(why));
    std::fflush(stderr);
    std::exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        die(u"usage: lectern_capturecrashchild LIBRARY_DIR SEED"_s);
    QRandomGenerator rng(args.at(2).toUInt());
    Database database(LibraryLocation::databasePath(args.at(1)));
    if (!database.open())
        die(database.errorString());
    ParsedFeed feed;
    feed.title = u"Capture crash feed"_s;
    for (int i = 0; i < articleCount; ++i) {
        ParsedEntry entry;
        entry.id = u"post-%1"_s.arg(i);
        entry.title = entry.id;
        entry.link = QUrl(u"http://127.0.0.1:9/posts/%1.html"_s.arg(i));
        entry.summary = u"<p>A teaser.</p>"_s;
        feed.entries.append(entry);
    }
    // The same entries every time: a restarted child finds its articles again.
    if (!FeedIngest::ingest(database.connection(), QUrl(u"http://127.0.0.1:9/feed.xml"_s), feed).ok)
        die(u"cannot store the feed"_s);
    AssetStore assets(args.at(1));
    CaptureStore store(database.connection());

    for (;;) {
        const qint64 id = 1 + rng.bounded(articleCount);
        if (rng.bounded(4) == 0) {
            emitLine("try remove " + QByteArray::number(id));
            const auto unused = store.removeOffline(id);
            if (!unused)
                die(store.errorString());
            for (const QString &name : *unused)
                assets.remove(name);
            emitLine("ack remove " + QByteArray::number(id));
            continue;
        }
        const int images = 5 + int(rng.bounded(25));
        CapturedArticle captured;
        captured.articleId = id;
        captured.html = u"<article data-images=\"%1\">"_s.arg(images);
        for (int i = 0; i < images; ++i) {
            // Mostly new bytes, sometimes an image another article uses too.
            const QByteArray bytes = "\x89PNG\r\n\x1a\n" +
                                     QByteArray::number(rng.bounded(4) == 0 ? i : rng.generate()) +
                                     QByteArray(2048 + int(rng.bounded(8192)), 'x');
            const auto asset = assets.write(bytes, u"image/png"_s);
            if (!asset)
                die(assets.errorString());
            captured.images.append({u"http://127.0.0.1:9/img/%1-%2.png"_s.arg(id).arg(i), *asset});
            captured.html +=
                u"<p>Paragraph %1 of a captured article.</p><img src=\"%2\">"_s.arg(i).arg(
                    AssetStore::urlOf(asset->name));
        }
        captured.html += u"</article>"_s;
        captured.text = u"captured text "_s.repeated(50);
        const QByteArray line =
            "capture " + QByteArray::number(id) + ' ' + QByteArray::number(images);
        emitLine("try " + line);
        if (!store.store(captured, QDateTime::currentDateTimeUtc()))
            die(store.errorString());
        emitLine("ack " + line);
    }
}
