// bench_xmlscan DIR: the ceiling for the feed parser. Reads every file under DIR into memory,
// then runs a bare QXmlStreamReader over each (readNext until the end, nothing else), repeating
// whole passes for at least two seconds. The last stdout line has the shape of
// `lectern parse --bench`: {"files":N,"bytes":B,"passes":P,"seconds":S,"mbps":X}.
//
// bench_xmlscan --qstring DIR: the same, but each file is decoded (as UTF-8) to a QString
// before the clock starts and handed to the reader as a QString, the way FeedParser does. Qt 6
// turns a QString given to QXmlStreamReader back into UTF-8 and decodes that again, so this
// shows what that round trip costs. MB/s still count the files' bytes.
#include "benchcorpus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QXmlStreamReader>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = QCoreApplication::arguments();
    const bool viaQString = arguments.removeAll(u"--qstring"_s) > 0;
    if (arguments.size() != 2) {
        std::fprintf(stderr, "usage: bench_xmlscan [--qstring] DIR\n");
        return 2;
    }
    const QString directory = arguments.at(1);
    if (!QFileInfo(directory).isDir()) {
        std::fprintf(stderr, "bench_xmlscan: %s is not a folder\n", qPrintable(directory));
        return 2;
    }
    qint64 bytes = 0;
    const QList<LecternBench::CorpusFile> files = LecternBench::readCorpus(directory, &bytes);
    if (files.isEmpty()) {
        std::fprintf(stderr, "bench_xmlscan: %s holds no files\n", qPrintable(directory));
        return 2;
    }

    QList<QString> texts;
    if (viaQString) {
        for (const LecternBench::CorpusFile &file : files)
            texts.append(QString::fromUtf8(file.bytes));
    }

    QElapsedTimer timer;
    timer.start();
    qint64 passes = 0;
    qint64 tokens = 0;
    qint64 malformed = 0;
    do {
        for (qsizetype i = 0; i < files.size(); ++i) {
            // By default the bytes as they come, as the parser gets them: the reader finds
            // the encoding and decodes.
            QXmlStreamReader reader;
            if (viaQString)
                reader.addData(texts.at(i));
            else
                reader.addData(files.at(i).bytes);
            while (!reader.atEnd()) {
                reader.readNext();
                ++tokens;
            }
            malformed += reader.hasError() ? 1 : 0;
        }
        ++passes;
    } while (timer.nsecsElapsed() < 2'000'000'000LL);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    std::fprintf(stderr,
                 "scanned %lld files, %lld tokens per pass (%lld stop at an XML error), "
                 "%lld passes\n",
                 static_cast<long long>(files.size()), static_cast<long long>(tokens / passes),
                 static_cast<long long>(malformed / passes), static_cast<long long>(passes));
    const QByteArray line = LecternBench::summaryLine(files.size(), bytes, passes, seconds);
    std::printf("%s\n", line.constData());
    return 0;
}
