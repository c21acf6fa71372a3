#include "cli/parsecommand.h"

#include "cli/clicontext.h"
#include "feeds/entrybatches.h"
#include "feeds/feedparser.h"
#include "feeds/parsedfeedjson.h"
#include "net/feedfetcher.h"

#include "net/httpclient.h"
#include <QCommandLineParser>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>
#include <QTemporaryFile>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

struct Input
{
    QByteArray bytes;
    QUrl url;
    QString contentType;
    QString error;
};

Input readInput(CliContext &context, const QString &source)
{
    Input input;
    const QUrl asUrl(source);
    if (asUrl.scheme() == u"http"_s || asUrl.scheme() == u"https"_s) {
        HttpClient http;
        context.useProxySetting(http);
        FeedFetcher fetcher(&http);
        context.useFetchSettings(fetcher);
        QEventLoop loop;
        fetcher.fetch(asUrl, [&](const FetchResult &fetched) {
            input.bytes = fetched.body;
            input.url = fetched.documentBase;
            input.contentType = fetched.contentType;
            input.error = fetched.error;
            loop.quit();
        });
        loop.exec();
        return input;
    }
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly)) {
        input.error = CliContext::tr("cannot read %1: %2").arg(source, file.errorString());
        return input;
    }
    input.bytes = file.readAll();
    input.url = QUrl::fromLocalFile(QFileInfo(source).absoluteFilePath());
    return input;
}

// Copies what file holds (UTF-8) into out, a block at a time.
void copyInto(QTextStream &out, QFile &file)
{
    QStringDecoder utf8(QStringDecoder::Utf8); // a character may span two blocks
    while (!file.atEnd())
        out << utf8.decode(file.read(1 << 20));
}

void printEntry(QTextStream &out, const ParsedEntry &entry)
{
    const QDateTime when = entry.published.isValid() ? entry.published : entry.updated;
    out << "  - " << (when.isValid() ? when.toString(Qt::ISODate) : CliContext::tr("(no date)"))
        << "  " << entry.title << '\n';
}

// The entries, printed as they were read into `printed`, come after what the whole feed says.
void printSummary(QTextStream &out, const ParsedFeed &feed, qsizetype entries, QFile &printed)
{
    out << ParsedFeedJson::formatName(feed.format) << ' ' << feed.version << ": " << feed.title
        << '\n';
    if (!feed.link.isEmpty())
        out << "  site: " << feed.link.toDisplayString() << '\n';
    out << "  " << entries << " entries" << (feed.recovered ? ", recovered" : "") << '\n';
    copyInto(out, printed);
    for (const ParseProblem &problem : feed.problems)
        out << "  problem at " << problem.line << ':' << problem.column << ": " << problem.message
            << '\n';
}

} // namespace

int ParseCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(u"json"_s, CliContext::tr("print JSON"));
    const QCommandLineOption benchOption(
        u"bench"_s, CliContext::tr("measure parsing speed over DIR"), u"dir"_s);
    parser.addOptions({jsonOption, benchOption});
    parser.addPositionalArgument(u"source"_s, CliContext::tr("a feed file or an http(s) URL"));
    if (!parser.parse(QStringList{u"parse"_s} + arguments))
        return context.fail(parser.errorText());
    if (parser.isSet(benchOption))
        return runBenchmark(context, parser.value(benchOption));
    if (parser.positionalArguments().size() != 1)
        return context.fail(
            CliContext::tr("usage: lectern parse FILE|URL [--json] or lectern parse --bench DIR"));

    const QString source = parser.positionalArguments().constFirst();
    const Input input = readInput(context, source);
    if (!input.error.isEmpty())
        return context.fail(input.error);
    // Entries are printed as they are read, into a file that is copied out at the end (after
    // what only the end of the document tells): a feed of 200,000 entries is never held whole,
    // and a reading started again (the document needed mending) starts the file again.
    QTemporaryFile printed;
    if (!printed.open())
        return context.fail(
            CliContext::tr("cannot make a temporary file: %1").arg(printed.errorString()));
    QTextStream entriesOut(&printed);
    const bool json = parser.isSet(jsonOption);
    qsizetype count = 0;
    EntryBatches batches(
        [&](const ParsedFeed &, QList<ParsedEntry> &&batch) {
            for (const ParsedEntry &entry : std::as_const(batch)) {
                if (json)
                    ParsedFeedJson::writeEntry(printed, entry, count == 0);
                else
                    printEntry(entriesOut, entry);
                ++count;
            }
            return entriesOut.status() == QTextStream::Ok && printed.error() == QFile::NoError;
        },
        [&] {
            entriesOut.flush();
            printed.resize(0);
            entriesOut.seek(0);
            count = 0;
        });
    const FeedParseResult result =
        FeedParser::parseInBatches(input.bytes, batches, input.url, input.contentType);
    if (!result.ok())
        return context.fail(u"%1: %2"_s.arg(source, result.error));
    entriesOut.flush();
    printed.seek(0);
    if (json) {
        // JSON is UTF-8 already: it goes to standard output as bytes.
        context.out().flush();
        QIODevice &out = *context.out().device();
        ParsedFeedJson::writeOpening(out);
        while (!printed.atEnd())
            out.write(printed.read(1 << 20));
        ParsedFeedJson::writeClosing(out, result.feed);
    } else {
        printSummary(context.out(), result.feed, count, printed);
    }
    context.out().flush();
    return 0;
}

int ParseCommand::runBenchmark(CliContext &context, const QString &directory)
{
    if (!QFileInfo(directory).isDir())
        return context.fail(CliContext::tr("%1 is not a folder").arg(directory));
    QList<QByteArray> documents;
    qint64 bytes = 0;
    QDirIterator it(directory, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly)) {
            documents.append(file.readAll());
            bytes += documents.last().size();
        }
    }
    if (documents.isEmpty())
        return context.fail(CliContext::tr("%1 holds no files").arg(directory));

    // Repeat whole passes until at least two seconds have been measured.
    QElapsedTimer timer;
    timer.start();
    qint64 passes = 0;
    qint64 parsed = 0;
    do {
        for (const QByteArray &document : std::as_const(documents))
            parsed += FeedParser::parse(document).ok() ? 1 : 0;
        ++passes;
    } while (timer.nsecsElapsed() < 2'000'000'000LL);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    context.err() << "parsed " << parsed / passes << " of " << documents.size() << " files, "
                  << passes << " passes" << Qt::endl;
    const QJsonObject summary{
        {u"files"_s, documents.size()},
        {u"bytes"_s, bytes},
        {u"passes"_s, passes},
        {u"seconds"_s, seconds},
        {u"mbps"_s, double(bytes) * double(passes) / seconds / 1e6},
    };
    context.out() << QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact))
                  << Qt::endl;
    return 0;
}

} // namespace Lectern
