// bench_page_detection [DIR]: how well PageFeedReader finds the items of index pages. DIR holds
// NN-name.html pages and expected.json ({"file": {"page": URL, "items": [URL, ...]}}); the
// default is tests/bench/pages. Prints, per page and in all, the items expected, found, missed
// and found but not expected (false items); the last line is one JSON object.
#include "feeds/pagefeed/pagefeedreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace Lectern;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                 : QStringLiteral(LECTERN_SOURCE_DIR "/tests/bench/pages");
    QFile expectedFile(QDir(dir).filePath(u"expected.json"_s));
    if (!expectedFile.open(QIODevice::ReadOnly)) {
        out << "no expected.json in " << dir << Qt::endl;
        return 1;
    }
    const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();
    qsizetype totalExpected = 0, totalFound = 0, totalMissed = 0, totalFalse = 0;
    qint64 nanoseconds = 0;
    QJsonArray pages;
    QStringList names = expected.keys();
    names.sort();
    for (const QString &name : std::as_const(names)) {
        const QJsonObject entry = expected.value(name).toObject();
        QFile file(QDir(dir).filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            out << name << ": cannot read" << Qt::endl;
            return 1;
        }
        const QByteArray html = file.readAll();
        QElapsedTimer timer;
        timer.start();
        const ParsedFeed feed = PageFeedReader::read(html, QUrl(entry.value(u"page"_s).toString()));
        nanoseconds += timer.nsecsElapsed();
        QSet<QString> want, got;
        for (const QJsonValue &item : entry.value(u"items"_s).toArray())
            want.insert(item.toString());
        for (const ParsedEntry &found : feed.entries)
            got.insert(found.link.toString());
        const QSet<QString> missed = want - got, extra = got - want;
        totalExpected += want.size();
        totalFound += (want & got).size();
        totalMissed += missed.size();
        totalFalse += extra.size();
        out << name << ": " << (want & got).size() << '/' << want.size() << " found, "
            << extra.size() << " false" << Qt::endl;
        for (const QString &url : missed)
            out << "    missed " << url << Qt::endl;
        for (const QString &url : extra)
            out << "    false  " << url << Qt::endl;
        pages.append(QJsonObject{{u"page"_s, name},
                                 {u"expected"_s, want.size()},
                                 {u"found"_s, (want & got).size()},
                                 {u"false"_s, extra.size()}});
    }
    const double recall = totalExpected ? double(totalFound) / double(totalExpected) : 1.0;
    out << "in all: " << totalFound << '/' << totalExpected << " items found (recall "
        << QString::number(recall * 100, 'f', 1) << " %), " << totalFalse << " false items, "
        << QString::number(double(nanoseconds) / 1e6 / double(qMax<qsizetype>(1, names.size())),
                           'f', 2)
        << " ms per page" << Qt::endl;
    out << QJsonDocument(QJsonObject{{u"pages"_s, names.size()},
                                     {u"expected"_s, totalExpected},
                                     {u"found"_s, totalFound},
                                     {u"false"_s, totalFalse},
                                     {u"recall"_s, recall},
                                     {u"details"_s, pages}})
               .toJson(QJsonDocument::Compact)
        << Qt::endl;
    return 0;
}
