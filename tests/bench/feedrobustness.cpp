// feed_robustness DIR: parses every file under DIR (recursively) with FeedParser, in-process,
// and reports what became of each. Prints the counts per outcome, one line for every file
// that did not parse with its error, and as the last stdout line a JSON object with the
// counts. Exits 0 unless it crashed (or was called wrongly): a file that is no feed is an
// outcome, not a failure. Meant to run under ASan + UBSan (scripts/robustness-run).
#include "benchcorpus.h"

#include "feeds/feedparser.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QUrl>

#include <cstdio>
#include <cstring>

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif

using namespace Qt::StringLiterals;
using Lectern::FeedParser;
using Lectern::FeedParseResult;

namespace {

// The file being parsed, so that a sanitizer report can name it.
char currentFile[4096];

#if defined(__SANITIZE_ADDRESS__)
void nameCurrentFile()
{
    std::fprintf(stderr, "feed_robustness: the report above came while parsing %s\n", currentFile);
}
#endif

const char *statusName(const FeedParseResult &result)
{
    switch (result.status) {
    case FeedParseResult::Status::Ok:
        return result.feed.recovered ? "ok+recovered" : "ok";
    case FeedParseResult::Status::HtmlPage:
        return "html page";
    case FeedParseResult::Status::NotAFeed:
        return "not a feed";
    case FeedParseResult::Status::TooLarge:
        return "too large";
    }
    return "unknown";
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
#if defined(__SANITIZE_ADDRESS__)
    __sanitizer_set_death_callback(nameCurrentFile);
#endif
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() != 2) {
        std::fprintf(stderr, "usage: feed_robustness DIR\n");
        return 2;
    }
    const QString directory = QFileInfo(arguments.at(1)).absoluteFilePath();
    if (!QFileInfo(directory).isDir()) {
        std::fprintf(stderr, "feed_robustness: %s is not a folder\n", qPrintable(directory));
        return 2;
    }
    qint64 bytes = 0;
    const QList<LecternBench::CorpusFile> files = LecternBench::readCorpus(directory, &bytes);
    const QDir base(directory);

    qint64 ok = 0;
    qint64 recovered = 0;
    qint64 html = 0;
    qint64 notFeed = 0;
    qint64 tooLarge = 0;
    qint64 entries = 0;
    QList<QByteArray> failures;
    QElapsedTimer timer;
    timer.start();
    for (const LecternBench::CorpusFile &file : files) {
        const QByteArray path = file.path.toLocal8Bit();
        std::strncpy(currentFile, path.constData(), sizeof currentFile - 1);
        const FeedParseResult result =
            FeedParser::parse(file.bytes, QUrl::fromLocalFile(file.path));
        switch (result.status) {
        case FeedParseResult::Status::Ok:
            ++(result.feed.recovered ? recovered : ok);
            entries += result.feed.entries.size();
            continue;
        case FeedParseResult::Status::HtmlPage:
            ++html;
            break;
        case FeedParseResult::Status::NotAFeed:
            ++notFeed;
            break;
        case FeedParseResult::Status::TooLarge:
            ++tooLarge;
            break;
        }
        if (result.error.isEmpty())
            std::fprintf(stderr, "feed_robustness: %s failed with no error message\n",
                         path.constData());
        failures.append(QByteArray(statusName(result)) + "  " +
                        base.relativeFilePath(file.path).toUtf8() + ": " +
                        result.error.simplified().toUtf8());
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    std::printf("%lld files, %lld bytes, under %s\n", static_cast<long long>(files.size()),
                static_cast<long long>(bytes), qPrintable(directory));
    std::printf("  ok            %lld\n", static_cast<long long>(ok));
    std::printf("  ok+recovered  %lld\n", static_cast<long long>(recovered));
    std::printf("  html page     %lld\n", static_cast<long long>(html));
    std::printf("  not a feed    %lld\n", static_cast<long long>(notFeed));
    std::printf("  too large     %lld\n", static_cast<long long>(tooLarge));
    std::printf("%lld entries in all\n", static_cast<long long>(entries));
    std::printf("files that did not parse: %lld\n", static_cast<long long>(failures.size()));
    for (const QByteArray &line : std::as_const(failures))
        std::printf("  %s\n", line.constData());

    const QJsonObject summary{
        {u"files"_s, files.size()},  {u"bytes"_s, bytes},     {u"ok"_s, ok},
        {u"recovered"_s, recovered}, {u"html"_s, html},       {u"notFeed"_s, notFeed},
        {u"tooLarge"_s, tooLarge},   {u"entries"_s, entries}, {u"seconds"_s, seconds},
    };
    std::printf("%s\n", QJsonDocument(summary).toJson(QJsonDocument::Compact).constData());
    return 0;
}
