#include "cli/searchcommand.h"

#include "cli/articlejson.h"
#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// The shape of "lectern list --json", plus the snippet.
QJsonObject toJson(const SearchHit &hit)
{
    QJsonObject object = articleSummaryJson(hit.article);
    object.insert(u"snippet"_s, hit.snippet);
    return object;
}
} // namespace

int SearchCommand::run(CliContext &context, const QStringList &arguments)
{
    // Options are read by hand: any other word, even one starting with '-' (an exclusion),
    // is query text, wherever it stands.
    bool json = false;
    int limit = 50;
    QStringList words;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments[i];
        if (arg == u"--json"_s) {
            json = true;
        } else if (arg == u"--limit"_s || arg.startsWith(u"--limit="_s)) {
            const QString value = arg == u"--limit"_s ? arguments.value(++i) : arg.mid(8);
            bool ok = false;
            limit = value.toInt(&ok);
            if (!ok || limit <= 0)
                return context.fail(CliContext::tr("--limit needs a positive number"));
        } else if (arg != u"--"_s) {
            words.append(arg);
        }
    }
    const QString text = words.join(u' ');
    const SearchQuery query = SearchQuery::parse(text);
    if (query.isEmpty())
        return context.fail(CliContext::tr(
            "search needs a query, e.g. lectern search \"memory barrier\" is:unread"));

    Database *database = context.openLibrary(CliContext::LibraryUse::OneQuery);
    if (!database)
        return 1;
    SearchStore store(database->connection());
    const QList<SearchHit> hits = store.search(query, limit);
    if (!store.errorString().isEmpty())
        return context.fail(CliContext::tr("search failed: %1").arg(store.errorString()));

    if (json) {
        QJsonArray array;
        for (const SearchHit &hit : hits)
            array.append(toJson(hit));
        context.out() << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
    } else {
        for (const SearchHit &hit : hits) {
            const ArticleSummary &article = hit.article;
            context.out() << article.id << '\t' << (article.read ? ' ' : '*') << '\t'
                          << article.published.toUTC().toString(u"yyyy-MM-dd"_s) << '\t'
                          << article.feedTitle << '\t' << article.title << '\n';
        }
    }
    context.out().flush();
    return 0;
}

} // namespace Lectern
