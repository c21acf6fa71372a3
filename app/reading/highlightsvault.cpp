#include "reading/highlightsvault.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// A YAML string in double quotes: backslashes and quotes escaped, line breaks as spaces.
QString yamlString(const QString &text)
{
    QString value = text.simplified();
    value.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return u'"' + value + u'"';
}

QString quoted(const QString &text)
{
    QStringList lines;
    for (const QString &line : text.trimmed().split(u'\n'))
        lines.append(line.trimmed().isEmpty() ? u">"_s : u"> "_s + line.trimmed());
    return lines.join(u'\n');
}

// A note as Lectern compares it: an editor on Windows may have written it with CRLF line ends
// and a byte order mark.
QString readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(file.readAll());
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    return text.replace(u"\r\n"_s, u"\n"_s);
}

} // namespace

const QString &HighlightsVault::marker()
{
    static const QString line =
        u"<!-- lectern: what you write below this line is kept when Lectern exports again -->"_s;
    return line;
}

qint64 HighlightsVault::idOf(const QString &note)
{
    // In the front matter only: the first block between "---" lines.
    static const QRegularExpression front(u"\\A---\\n(.*?)\\n---\\n"_s,
                                          QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression id(u"^lectern-id:\\s*(\\d+)\\s*$"_s,
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch block = front.match(note);
    if (!block.hasMatch())
        return 0;
    const QRegularExpressionMatch found = id.match(block.captured(1));
    return found.hasMatch() ? found.captured(1).toLongLong() : 0;
}

QString HighlightsVault::fileNameFor(const HighlightedArticle &article)
{
    // What Obsidian, Logseq and the file systems under them refuse in a name, and what links
    // to a note cannot hold.
    static const QRegularExpression refused(u"[\\\\/:*?\"<>|#^\\[\\]\\x00-\\x1f]"_s);
    QString name = article.title.simplified().replace(refused, u" "_s).simplified();
    while (name.startsWith(u'.'))
        name.remove(0, 1);
    // File systems count bytes (255 at most): a long Chinese title is cut well before that.
    if (name.size() > 120)
        name = name.left(120);
    while (name.toUtf8().size() > 200)
        name.chop(name.size() > 1 && name.back().isLowSurrogate() ? 2 : 1);
    name = name.trimmed();
    if (name.isEmpty())
        name = tr("Article %1").arg(article.id);
    return name + u".md"_s;
}

QString HighlightsVault::note(const HighlightedArticle &article)
{
    QStringList front{u"---"_s, u"title: "_s + yamlString(article.title)};
    if (!article.authors.isEmpty())
        front.append(u"author: "_s + yamlString(article.authors));
    if (article.link.isValid())
        front.append(u"link: "_s + yamlString(article.link.toString(QUrl::FullyEncoded)));
    if (article.published.isValid())
        front.append(u"date: "_s + article.published.toUTC().date().toString(Qt::ISODate));
    if (!article.feedTitle.isEmpty())
        front.append(u"feed: "_s + yamlString(article.feedTitle));
    QStringList tags;
    for (const QString &tag : article.tags)
        tags.append(yamlString(tag));
    front.append(u"tags: ["_s + tags.join(u", "_s) + u']');
    front.append(u"lectern-id: %1"_s.arg(article.id));
    front.append(u"---"_s);

    QString body = front.join(u'\n') + u"\n\n# "_s + article.title.simplified() + u"\n\n"_s;
    if (article.link.isValid())
        body += u"[%1](%2)\n\n"_s.arg(tr("Read it on its site"),
                                      article.link.toString(QUrl::FullyEncoded));
    for (const HighlightRecord &highlight : article.highlights) {
        body += quoted(highlight.selector.quote) + u"\n\n"_s;
        body += u"*%1*\n"_s.arg(
            tr("Highlighted %1 in %2")
                .arg(highlight.created.toUTC().date().toString(Qt::ISODate), highlight.color));
        if (!highlight.note.trimmed().isEmpty())
            body += u'\n' + highlight.note.trimmed() + u'\n';
        body += u'\n';
    }
    return body + marker() + u'\n';
}

HighlightsVault::Result HighlightsVault::write(const QString &folder,
                                               const QList<HighlightedArticle> &articles)
{
    Result result;
    if (!QDir().mkpath(folder)) {
        result.error = tr("cannot create the folder %1").arg(folder);
        return result;
    }
    // The notes already there, by the article they are of (the person may have moved them).
    QHash<qint64, QString> existing;
    QSet<QString> taken;
    QDirIterator files(folder, {u"*.md"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        taken.insert(QFileInfo(path).fileName().toLower());
        if (const qint64 id = idOf(readFile(path)))
            existing.insert(id, path);
    }
    for (const HighlightedArticle &article : articles) {
        QString path = existing.value(article.id);
        QString kept;
        QString before;
        if (!path.isEmpty()) {
            before = readFile(path);
            const qsizetype at = before.indexOf(marker());
            // Without the marker line (the person took it out), the note is theirs now: left as
            // it is, neither rewritten nor given Lectern's part a second time.
            if (at < 0) {
                ++result.unchanged;
                continue;
            }
            kept = before.mid(at + marker().size() + 1);
        } else {
            QString name = fileNameFor(article);
            if (taken.contains(name.toLower()))
                name = name.chopped(3) + u" (%1).md"_s.arg(article.id);
            taken.insert(name.toLower());
            path = QDir(folder).filePath(name);
            kept = u"\n"_s;
        }
        const QString written = note(article) + kept;
        if (written == before) {
            ++result.unchanged;
            continue;
        }
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(written.toUtf8()) < 0 ||
            !file.commit()) {
            result.error = tr("cannot write %1: %2").arg(path, file.errorString());
            return result;
        }
        ++(before.isEmpty() ? result.created : result.updated);
    }
    return result;
}

} // namespace Lectern
