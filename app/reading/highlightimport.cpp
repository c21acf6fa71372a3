#include "reading/highlightimport.h"

#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "reading/highlightplacement.h"

#include <QHash>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

QString HighlightImport::comparable(const QUrl &url)
{
    QString host = url.host().toLower();
    if (host.startsWith(u"www."_s))
        host = host.mid(4);
    QString path = url.path();
    if (path.endsWith(u"/index.html"_s) || path.endsWith(u"/index.htm"_s))
        path = path.section(u'/', 0, -2) + u'/';
    while (path.endsWith(u'/'))
        path.chop(1);
    QUrlQuery query(url);
    for (const auto &[name, value] : query.queryItems()) {
        if (name.startsWith(u"utm_"_s) || name == u"ref"_s || name == u"fbclid"_s)
            query.removeAllQueryItems(name);
    }
    const QString rest = query.isEmpty() ? QString() : u'?' + query.toString();
    return host + (url.port() > 0 ? u":%1"_s.arg(url.port()) : QString()) + path + rest;
}

HighlightImport::Plan HighlightImport::plan(QSqlDatabase db, const QList<ReadwiseCsv::Row> &rows)
{
    Plan plan;
    const ArticleStore articles(db);
    QHash<QString, qint64> byAddress;
    const QHash<QString, qint64> links = articles.idsByLink();
    for (auto it = links.cbegin(); it != links.cend(); ++it)
        byAddress.insert(comparable(QUrl(it.key())), it.value());
    // Readwise's own export names no address: its rows are matched by a title one article has.
    std::optional<QHash<QString, qint64>> byTitle;
    QHash<qint64, ArticleRecord> read;
    const HighlightStore stored(db);
    for (const ReadwiseCsv::Row &row : rows) {
        const bool hasAddress = row.url.isValid() && !row.url.isEmpty();
        qint64 id = 0;
        if (hasAddress) {
            id = byAddress.value(comparable(row.url));
        } else if (!row.title.isEmpty()) {
            if (!byTitle)
                byTitle = articles.idsByTitle();
            id = byTitle->value(ArticleStore::foldedTitle(row.title));
        }
        if (id == 0) {
            plan.notFound.append(hasAddress ? tr("line %1: no article at %2 (%3)")
                                                  .arg(row.line)
                                                  .arg(row.url.toDisplayString(), row.title)
                                            : tr("line %1: no article titled “%2”, or more "
                                                 "than one")
                                                  .arg(row.line)
                                                  .arg(row.title));
            continue;
        }
        if (!read.contains(id)) {
            if (const auto record = articles.article(id))
                read.insert(id, *record);
        }
        auto highlight = HighlightPlacement::fromQuote(read.value(id), row.highlight);
        if (!highlight) {
            plan.notFound.append(tr("line %1: “%2” is not in the text of %3")
                                     .arg(row.line)
                                     .arg(row.highlight.simplified().left(60),
                                          hasAddress ? row.url.toDisplayString() : row.title));
            continue;
        }
        const auto same = [&](const HighlightRecord &other) {
            return other.selector.start == highlight->selector.start &&
                   other.selector.end == highlight->selector.end;
        };
        const QList<HighlightRecord> held = stored.forArticle(id);
        const bool planned = std::any_of(
            plan.highlights.cbegin(), plan.highlights.cend(),
            [&](const HighlightRecord &other) { return other.articleId == id && same(other); });
        if (planned || std::any_of(held.cbegin(), held.cend(), same)) {
            ++plan.already;
            continue;
        }
        highlight->note = row.note;
        highlight->created = row.date;
        plan.highlights.append(*highlight);
    }
    return plan;
}

} // namespace Lectern
