#include "roomrules.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

bool under(const QString &path, const QString &prefix)
{
    return path == prefix || path.startsWith(prefix + u'/');
}

// "a b c in x y except z" split at its keywords.
QHash<QString, QStringList> keywordLists(const QStringList &words, const QString &first)
{
    QHash<QString, QStringList> lists;
    QString at = first;
    for (const QString &word : words) {
        if (word == u"in"_s || word == u"except"_s)
            at = word;
        else
            lists[at].append(word);
    }
    return lists;
}

QString withoutLineComments(const QString &text)
{
    static const QRegularExpression comment(u"//[^\n]*"_s);
    return QString(text).remove(comment);
}

} // namespace

bool RoomRules::Ban::applies(const QString &path) const
{
    const auto matches = [&path](const QString &prefix) { return under(path, prefix); };
    return std::any_of(in.cbegin(), in.cend(), matches) &&
           std::none_of(except.cbegin(), except.cend(), matches);
}

bool RoomRules::parse(const QString &text)
{
    m_errors.clear();
    bool inside = false;
    bool found = false;
    for (const QString &raw : text.split(u'\n')) {
        const QString line = raw.trimmed();
        if (!inside) {
            inside = found = line == u"```rooms"_s;
            continue;
        }
        if (line.startsWith(u"```"_s))
            break;
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (!reads(line))
            m_errors.append(u"cannot read the rule \"%1\""_s.arg(line));
    }
    if (!found)
        m_errors.append(u"no ```rooms block"_s);
    for (const QString &room : std::as_const(m_order)) {
        for (const QString &below : m_below.value(room)) {
            if (!m_below.contains(below))
                m_errors.append(u"%1 names %2, which is not a room"_s.arg(room, below));
        }
        if (reach(room).contains(room))
            m_errors.append(u"%1 is below itself: the rooms form a cycle"_s.arg(room));
    }
    return m_errors.isEmpty();
}

bool RoomRules::reads(const QString &line)
{
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    if (words.first() == u"room"_s && words.size() >= 2 && words.at(1).endsWith(u':')) {
        const QString room = words.at(1).chopped(1);
        if (m_below.contains(room))
            return false;
        m_order.append(room);
        m_below.insert(room, words.mid(2));
        return true;
    }
    if (words.first() == u"no-module"_s || words.first() == u"no-name"_s) {
        const auto lists = keywordLists(words.mid(1), u"words"_s);
        Ban ban{lists.value(u"words"_s), lists.value(u"in"_s), lists.value(u"except"_s)};
        if (ban.words.isEmpty() || ban.in.isEmpty())
            return false;
        (words.first() == u"no-module"_s ? m_moduleBans : m_nameBans).append(ban);
        return true;
    }
    return false;
}

QString RoomRules::roomOf(const QString &path) const
{
    QString best;
    for (const QString &room : m_order) {
        if (under(path, room) && room.size() > best.size())
            best = room;
    }
    return best;
}

QSet<QString> RoomRules::reach(const QString &room) const
{
    QSet<QString> seen;
    QStringList next = m_below.value(room);
    while (!next.isEmpty()) {
        const QString below = next.takeLast();
        if (seen.contains(below))
            continue;
        seen.insert(below);
        next += m_below.value(below);
    }
    return seen;
}

QStringList RoomRules::modules() const
{
    QStringList all;
    for (const Ban &ban : m_moduleBans)
        all += ban.words;
    all.removeDuplicates();
    return all;
}

QStringList RoomRules::check(const QString &root,
                             const QHash<QString, QSet<QString>> &headersOf) const
{
    // The sources of every top folder a room lives in.
    QSet<QString> tops;
    for (const QString &room : m_order)
        tops.insert(room.section(u'/', 0, 0));
    QHash<QString, QString> sources;
    const QDir base(root);
    for (const QString &top : std::as_const(tops)) {
        QDirIterator it(base.filePath(top), {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (file.open(QIODevice::ReadOnly))
                sources.insert(base.relativeFilePath(file.fileName()),
                               QString::fromUtf8(file.readAll()));
        }
    }
    return check(sources, headersOf);
}

QStringList RoomRules::check(const QHash<QString, QString> &sources,
                             const QHash<QString, QSet<QString>> &headersOf) const
{
    static const QRegularExpression quoted(u"^\\s*#\\s*include\\s+\"([^\"]+)\""_s,
                                           QRegularExpression::MultilineOption);
    static const QRegularExpression angled(u"^\\s*#\\s*include\\s+<([^>]+)>"_s,
                                           QRegularExpression::MultilineOption);
    // Quoted includes resolve as the build's include paths do: the source root, app/, and the
    // including file's own folder.
    const auto resolve = [&sources](const QString &from, const QString &name) {
        const QString folder = from.section(u'/', 0, -2);
        const QStringList candidates{name, u"app/"_s + name,
                                     folder.isEmpty() ? name : QString(folder + u'/' + name)};
        for (const QString &candidate : candidates) {
            const QString clean = QDir::cleanPath(candidate);
            if (sources.contains(clean))
                return clean;
        }
        return QString();
    };
    QStringList broken;
    QStringList paths = sources.keys();
    paths.sort();
    for (const QString &path : std::as_const(paths)) {
        const QString room = roomOf(path);
        if (room.isEmpty()) {
            broken.append(u"%1 belongs to no room"_s.arg(path));
            continue;
        }
        const QString &text = sources.value(path);
        const QSet<QString> reachable = reach(room);
        for (auto it = quoted.globalMatch(text); it.hasNext();) {
            const QString name = it.next().captured(1);
            const QString target = resolve(path, name);
            const QString targetRoom = target.isEmpty() ? QString() : roomOf(target);
            if (!targetRoom.isEmpty() && targetRoom != room && !reachable.contains(targetRoom))
                broken.append(u"%1 (%2) includes %3 (%4), which is not below it"_s.arg(
                    path, room, target, targetRoom));
        }
        for (const Ban &ban : m_moduleBans) {
            if (!ban.applies(path))
                continue;
            for (auto it = angled.globalMatch(text); it.hasNext();) {
                const QString name = it.next().captured(1);
                for (const QString &module : ban.words) {
                    if (name.startsWith(module + u'/') ||
                        headersOf.value(module).contains(name.section(u'/', -1)))
                        broken.append(
                            u"%1 includes <%2>, a header of %3, which %4 may not use"_s.arg(
                                path, name, module, room));
                }
            }
        }
        const QString code = withoutLineComments(text);
        for (const Ban &ban : m_nameBans) {
            if (!ban.applies(path))
                continue;
            for (const QString &word : ban.words) {
                const QRegularExpression pattern(u"\\b"_s + QRegularExpression::escape(word));
                if (pattern.match(code).hasMatch())
                    broken.append(u"%1 names %2, which %3 may not"_s.arg(path, word, room));
            }
        }
    }
    return broken;
}
