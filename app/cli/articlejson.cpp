#include "cli/articlejson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Lectern {

QJsonObject articleSummaryJson(const ArticleSummary &article)
{
    return {
        {u"id"_s, article.id},
        {u"feed"_s, article.feedId},
        {u"feedTitle"_s, article.feedTitle},
        {u"title"_s, article.title},
        {u"link"_s, article.link.isEmpty() ? QJsonValue() : QJsonValue(article.link.toString())},
        {u"published"_s, article.published.isValid()
                             ? QJsonValue(article.published.toUTC().toString(Qt::ISODate))
                             : QJsonValue()},
        {u"read"_s, article.read},
        {u"starred"_s, article.starred},
        {u"captured"_s, article.captured},
        {u"shelves"_s, QJsonArray::fromStringList(article.shelves)},
    };
}

} // namespace Lectern
