// Shared by the on-demand tools in tests/bench: the files of a corpus folder, and the JSON
// summary line that `lectern parse --bench` prints.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace LecternBench {

struct CorpusFile
{
    QString path;
    QByteArray bytes;
};

// Every regular file under directory, recursively, in a stable (sorted) order. Files that
// cannot be read are left out.
inline QList<CorpusFile> readCorpus(const QString &directory, qint64 *totalBytes = nullptr)
{
    QStringList paths;
    QDirIterator it(directory, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        paths.append(it.next());
    std::sort(paths.begin(), paths.end());
    QList<CorpusFile> files;
    qint64 bytes = 0;
    for (const QString &path : std::as_const(paths)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        files.append(CorpusFile{path, file.readAll()});
        bytes += files.constLast().bytes.size();
    }
    if (totalBytes)
        *totalBytes = bytes;
    return files;
}

// {"files":N,"bytes":B,"passes":P,"seconds":S,"mbps":X}, the shape of `lectern parse --bench`.
inline QByteArray summaryLine(qsizetype files, qint64 bytes, qint64 passes, double seconds)
{
    using namespace Qt::StringLiterals;
    const QJsonObject summary{
        {u"files"_s, files},
        {u"bytes"_s, bytes},
        {u"passes"_s, passes},
        {u"seconds"_s, seconds},
        {u"mbps"_s, double(bytes) * double(passes) / seconds / 1e6},
    };
    return QJsonDocument(summary).toJson(QJsonDocument::Compact);
}

} // namespace LecternBench
