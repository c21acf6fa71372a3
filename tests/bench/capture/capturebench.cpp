// bench_capture_quality DIR: extraction quality over pages written for the project (NN-name.html
// with the text it should yield in NN-name.txt): token-level F1 of Lectern's extraction
// (preparation + Readability) against Readability alone, in the same run and the same engine.
// Prints one line per page and, last, a JSON object with the means.
// bench_capture_quality --texts CORPUS OUT: for a corpus of real pages (CORPUS/pages/*.html,
// scored by its own scorer), writes OUT/lectern.json and OUT/readability.json, each mapping a
// page's file name to the plain text that extraction gave (null where it found nothing).
#include "capture/pageextractor.h"
#include "feeds/pagefeed/feeddiscovery.h"
#include "tokenf1.h"
#include "ui/offscreen/webpageextractor.h"
#include "ui/window/windowapplication.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

ExtractedPage extract(WebPageExtractor &extractor, const QString &html, bool bare)
{
    ExtractionRequest request;
    request.html = html;
    request.pageUrl = QUrl(u"http://127.0.0.1/post/"_s);
    request.bare = bare;
    ExtractedPage page;
    bool done = false;
    QEventLoop loop;
    extractor.extract(request, [&](const ExtractedPage &result) {
        page = result;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return page;
}

bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(QJsonDocument(object).toJson(QJsonDocument::Compact)) > 0;
}

// Each page read as the capturer reads a fetched one: decoded by its own declared charset.
int writeTexts(WebPageExtractor &extractor, const QDir &corpus, const QDir &out)
{
    QTextStream err(stderr);
    const QDir pagesDir(corpus.filePath(u"pages"_s));
    const QStringList pages = pagesDir.entryList({u"*.html"_s}, QDir::Files, QDir::Name);
    if (pages.isEmpty()) {
        err << "no pages in " << pagesDir.path() << Qt::endl;
        return 0;
    }
    QJsonObject ours, bare;
    int oursFailed = 0, bareFailed = 0, done = 0;
    for (const QString &name : pages) {
        QFile file(pagesDir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString html = FeedDiscovery::decodePage(file.readAll(), u"text/html"_s);
        const ExtractedPage a = extract(extractor, html, false);
        const ExtractedPage b = extract(extractor, html, true);
        ours.insert(name, a.ok() ? QJsonValue(a.text) : QJsonValue());
        bare.insert(name, b.ok() ? QJsonValue(b.text) : QJsonValue());
        oursFailed += a.ok() ? 0 : 1;
        bareFailed += b.ok() ? 0 : 1;
        if (++done % 50 == 0)
            err << done << '/' << pages.size() << Qt::endl;
    }
    if (!out.mkpath(u"."_s) || !writeJson(out.filePath(u"lectern.json"_s), ours) ||
        !writeJson(out.filePath(u"readability.json"_s), bare)) {
        err << "cannot write into " << out.path() << Qt::endl;
        return 1;
    }
    QTextStream(stdout) << QJsonDocument(QJsonObject{{u"pages"_s, int(pages.size())},
                                                     {u"lecternFailures"_s, oursFailed},
                                                     {u"readabilityFailures"_s, bareFailed}})
                               .toJson(QJsonDocument::Compact)
                        << Qt::endl;
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    WindowApplication::prepare();
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == u"--texts"_s) {
        WebPageExtractor extractor(1);
        return writeTexts(extractor, QDir(args.at(2)), QDir(args.at(3)));
    }
    if (args.size() != 2) {
        QTextStream(stderr) << "usage: bench_capture_quality DIR | --texts CORPUS OUT\n";
        return 2;
    }
    const QDir dir(args.at(1));
    const QStringList pages = dir.entryList({u"*.html"_s}, QDir::Files, QDir::Name);
    if (pages.isEmpty()) {
        out << "no pages in " << dir.path() << Qt::endl;
        return 0;
    }
    WebPageExtractor extractor(1);
    double sumLectern = 0, sumBare = 0;
    int scored = 0, lecternFails = 0, bareFails = 0;
    out << "page\tlectern F1\treadability F1\n";
    for (const QString &name : pages) {
        const QString expected = readText(dir.filePath(name.chopped(5) + u".txt"_s));
        if (expected.isEmpty())
            continue;
        const QString html = readText(dir.filePath(name));
        const ExtractedPage ours = extract(extractor, html, false);
        const ExtractedPage bare = extract(extractor, html, true);
        const TokenScore a = tokenF1(ours.ok() ? ours.text : QString(), expected);
        const TokenScore b = tokenF1(bare.ok() ? bare.text : QString(), expected);
        lecternFails += ours.ok() ? 0 : 1;
        bareFails += bare.ok() ? 0 : 1;
        sumLectern += a.f1;
        sumBare += b.f1;
        ++scored;
        out << name << '\t' << QString::number(a.f1, 'f', 3) << " (P "
            << QString::number(a.precision, 'f', 2) << " R " << QString::number(a.recall, 'f', 2)
            << ")\t" << QString::number(b.f1, 'f', 3) << " (P "
            << QString::number(b.precision, 'f', 2) << " R " << QString::number(b.recall, 'f', 2)
            << ")" << Qt::endl;
    }
    const QJsonObject summary{{u"pages"_s, scored},
                              {u"lecternF1"_s, scored ? sumLectern / scored : 0.0},
                              {u"readabilityF1"_s, scored ? sumBare / scored : 0.0},
                              {u"lecternFailures"_s, lecternFails},
                              {u"readabilityFailures"_s, bareFails}};
    out << QJsonDocument(summary).toJson(QJsonDocument::Compact) << Qt::endl;
    return 0;
}
