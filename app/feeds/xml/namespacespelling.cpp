#include "feeds/xml/namespacespelling.h"

#include "feeds/xml/bytesearch.h"
#include "feeds/xml/feednamespaces.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

namespace Ns = FeedNamespaces;

const QLatin1StringView known[] = {Ns::Atom10,
                                   Ns::Atom03,
                                   Ns::Rss10,
                                   Ns::Rss090,
                                   Ns::Rss20Userland,
                                   Ns::Rdf,
                                   Ns::DublinCore,
                                   Ns::DcTerms,
                                   Ns::Syndication,
                                   Ns::Content,
                                   Ns::Xhtml,
                                   Ns::Itunes,
                                   "http://search.yahoo.com/mrss/"_L1};

// The known spelling of `uri` when it differs from it only in case; else empty.
QLatin1StringView rightSpelling(QByteArrayView uri)
{
    for (const QLatin1StringView name : known) {
        if (uri.size() == name.size() && uri != QByteArrayView(name.data(), name.size()) &&
            QLatin1StringView(uri).compare(name, Qt::CaseInsensitive) == 0)
            return name;
    }
    return {};
}

// 1-based line and column of `offset`, for the problem.
std::pair<qint64, qint64> lineAndColumn(const QByteArray &utf8, qsizetype offset)
{
    const qint64 line = 1 + utf8.first(offset).count('\n');
    const qsizetype lineStart = utf8.lastIndexOf('\n', offset - 1) + 1;
    return {line, offset - lineStart + 1};
}

} // namespace

QByteArray NamespaceSpelling::corrected(const QByteArray &utf8, QList<ParseProblem> *problems)
{
    QByteArray out;
    bool changed = false;
    qsizetype from = 0;
    for (qsizetype at = ByteSearch::find(utf8, "xmlns"); at >= 0;
         at = ByteSearch::find(utf8, "xmlns", at + 5)) {
        // xmlns or xmlns:prefix, '=', a quoted value.
        qsizetype i = at + 5;
        if (i < utf8.size() && utf8[i] == ':') {
            while (i < utf8.size() && utf8[i] != '=' && utf8[i] != '>' && utf8[i] != '<')
                ++i;
        }
        while (i < utf8.size() &&
               (utf8[i] == ' ' || utf8[i] == '\t' || utf8[i] == '\n' || utf8[i] == '\r'))
            ++i;
        if (i >= utf8.size() || utf8[i] != '=')
            continue;
        ++i;
        while (i < utf8.size() &&
               (utf8[i] == ' ' || utf8[i] == '\t' || utf8[i] == '\n' || utf8[i] == '\r'))
            ++i;
        if (i >= utf8.size() || (utf8[i] != '"' && utf8[i] != '\''))
            continue;
        const qsizetype valueStart = i + 1;
        const qsizetype valueEnd = utf8.indexOf(utf8[i], valueStart);
        if (valueEnd < 0)
            break;
        const QByteArrayView value = QByteArrayView(utf8).sliced(valueStart, valueEnd - valueStart);
        const QLatin1StringView right = rightSpelling(value);
        if (right.isEmpty())
            continue;
        if (!changed) {
            const auto [line, column] = lineAndColumn(utf8, valueStart);
            problems->append(ParseProblem{
                line, column,
                NamespaceSpelling::tr("the namespace \"%1\" was written \"%2\"; it was read as "
                                      "the one meant")
                    .arg(right, QString::fromUtf8(value))});
            out.reserve(utf8.size());
        }
        changed = true;
        out.append(QByteArrayView(utf8).sliced(from, valueStart - from));
        out.append(right.data(), right.size());
        from = valueEnd;
    }
    if (!changed)
        return utf8;
    out.append(QByteArrayView(utf8).sliced(from));
    return out;
}

} // namespace Lectern
