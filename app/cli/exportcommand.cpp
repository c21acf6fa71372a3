#include "cli/exportcommand.h"

#include "cli/clicontext.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"
#include "library/stores/articlestore.h"
#include "library/stores/assetstore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/shelfstore.h"
#include "reading/articleexporter.h"
#include "reading/articlepageloader.h"
#include "reading/highlightedarticles.h"
#include "reading/highlightsmarkdown.h"
#include "reading/highlightsvault.h"
#include "reading/pageprinter.h"
#include "reading/readersettingsstore.h"
#include "reading/readwisecsv.h"
#include "reading/webannotations.h"

#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString exportUsage =
    CliContext::tr("usage: lectern export ID... | --shelf S --format html|md|pdf -o PATH\n"
                   "       lectern export --highlights [--shelf S]\n"
                   "              [--format md|obsidian|readwise|annotations] -o PATH|-");

// Every highlight of the library (or of a shelf): one Markdown file, a folder of notes for
// Obsidian or Logseq, Readwise's CSV, or W3C Web Annotations; "-": standard output.
int exportHighlights(CliContext &context, const QString &shelfName, const QString &format,
                     const QString &output)
{
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    qint64 shelfId = 0;
    if (!shelfName.isEmpty()) {
        const auto shelf = ShelfStore(database->connection()).find(shelfName);
        if (!shelf)
            return context.fail(CliContext::tr("no shelf “%1”").arg(shelfName));
        shelfId = *shelf;
    }
    const QString title = shelfName.isEmpty() ? CliContext::tr("Highlights")
                                              : CliContext::tr("Highlights: %1").arg(shelfName);
    if (format == u"obsidian"_s) {
        if (output == u"-"_s)
            return context.fail(
                CliContext::tr("--format obsidian writes a folder: give -o FOLDER"));
        const HighlightsVault::Result written = HighlightsVault::write(
            output, HighlightedArticles::of(database->connection(), shelfId));
        if (!written.ok())
            return context.fail(written.error);
        context.out() << CliContext::tr("%1: %2 new notes, %3 updated, %4 unchanged")
                             .arg(output)
                             .arg(written.created)
                             .arg(written.updated)
                             .arg(written.unchanged)
                      << Qt::endl;
        return 0;
    }
    QByteArray bytes;
    if (format == u"readwise"_s)
        bytes = ReadwiseCsv::write(HighlightedArticles::of(database->connection(), shelfId));
    else if (format == u"annotations"_s)
        bytes =
            WebAnnotations::write(title, HighlightedArticles::of(database->connection(), shelfId));
    else
        bytes = HighlightsMarkdown::document(
                    title, HighlightStore(database->connection()).highlights(shelfId))
                    .toUtf8();
    if (output == u"-"_s) {
        context.out() << QString::fromUtf8(bytes);
        context.out().flush();
        return 0;
    }
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 || !file.commit())
        return context.fail(CliContext::tr("cannot write %1: %2").arg(output, file.errorString()));
    context.out() << output << '\n';
    context.out().flush();
    return 0;
}

} // namespace

int ExportCommand::run(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption shelfOption(u"shelf"_s, CliContext::tr("every article on this shelf"),
                                         u"S"_s);
    const QCommandLineOption formatOption(
        u"format"_s,
        CliContext::tr("html, md or pdf; for highlights md, obsidian, readwise or annotations"),
        u"format"_s);
    const QCommandLineOption outputOption({u"o"_s, u"output"_s},
                                          CliContext::tr("the file or folder"), u"path"_s);
    const QCommandLineOption highlightsOption(u"highlights"_s,
                                              CliContext::tr("every highlight, as Markdown"));
    parser.addOptions({shelfOption, formatOption, outputOption, highlightsOption});
    if (!parser.parse(QStringList{u"export"_s} + arguments))
        return context.fail(exportUsage);
    if (parser.isSet(highlightsOption)) {
        const QString format = parser.isSet(formatOption) ? parser.value(formatOption) : u"md"_s;
        if (!parser.positionalArguments().isEmpty() || parser.value(outputOption).isEmpty() ||
            !QStringList{u"md"_s, u"obsidian"_s, u"readwise"_s, u"annotations"_s}.contains(format))
            return context.fail(exportUsage);
        return exportHighlights(context, parser.value(shelfOption), format,
                                parser.value(outputOption));
    }
    const QString format = parser.value(formatOption);
    const QString output = parser.value(outputOption);
    const QStringList ids = parser.positionalArguments();
    if (!QStringList{u"html"_s, u"md"_s, u"pdf"_s}.contains(format) || output.isEmpty() ||
        ids.isEmpty() == !parser.isSet(shelfOption))
        return context.fail(exportUsage);
    const auto given = context.articleIds(ids);
    if (!given)
        return 1;
    QList<qint64> articleIds = *given;
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    if (parser.isSet(shelfOption)) {
        const auto shelf = ShelfStore(database->connection()).find(parser.value(shelfOption));
        if (!shelf)
            return context.fail(CliContext::tr("no shelf “%1”").arg(parser.value(shelfOption)));
        ArticleFilter filter;
        filter.shelfId = *shelf;
        for (const ArticleSummary &article :
             ArticleStore(database->connection()).articles(filter, 100'000))
            articleIds.append(article.id);
        if (articleIds.isEmpty())
            return context.fail(
                CliContext::tr("the shelf “%1” holds no articles").arg(parser.value(shelfOption)));
    }

    const CodeHighlighter highlighter;
    const ArticlePageRenderer renderer(&highlighter);
    const ArticlePageLoader pages(database->connection(), &renderer);
    const AssetStore assets(context.libraryDir());
    const ArticleExporter exporter(&pages, &renderer, &assets);
    const ArticlePageRenderer::Style style =
        ReaderSettingsStore(&context.settings()).load().pageStyle();
    std::unique_ptr<PagePrinter> printer;
    if (format == u"pdf"_s) {
        printer = context.makePagePrinter();
        if (!printer)
            return context.fail(CliContext::tr("this build of Lectern cannot print PDF files"));
    }
    // One article: output is the file. Several: a folder, one file each.
    const bool single = articleIds.size() == 1;
    if (!single && !QDir().mkpath(output))
        return context.fail(CliContext::tr("cannot create the folder %1").arg(output));
    for (qint64 id : std::as_const(articleIds)) {
        const auto name = exporter.fileName(id, format);
        if (!name)
            return context.fail(CliContext::tr("no article with id %1").arg(id));
        const QString path = single ? output : QDir(output).filePath(*name);
        QString error;
        if (format == u"md"_s) {
            if (!exporter.writeMarkdown(id, path, &error))
                return context.fail(error);
        } else if (format == u"html"_s) {
            if (!exporter.writeHtml(id, style, path, &error))
                return context.fail(error);
        } else {
            const auto html = exporter.standaloneHtml(id, style);
            if (!html)
                return context.fail(CliContext::tr("no article with id %1").arg(id));
            QEventLoop loop;
            printer->printToPdf(*html, QFileInfo(path).absoluteFilePath(),
                                [&](const QString &printed) {
                                    error = printed;
                                    loop.quit();
                                });
            loop.exec();
            if (!error.isEmpty())
                return context.fail(error);
        }
        context.out() << path << '\n';
    }
    context.out().flush();
    return 0;
}

} // namespace Lectern
