#include "ui/reader/highlightrequest.h"

#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

std::optional<HighlightRequest> HighlightRequest::fromUrl(const QUrl &url)
{
    if (url.scheme() != u"lectern"_s || url.host() != u"highlight"_s || !url.userInfo().isEmpty() ||
        url.port() != -1)
        return std::nullopt;
    HighlightRequest request;
    const QString path = url.path().mid(1);
    if (path != u"new"_s) {
        bool ok = false;
        request.highlightId = path.toLongLong(&ok);
        if (!ok || request.highlightId <= 0)
            return std::nullopt;
    }
    const QUrlQuery query(url);
    request.color = query.queryItemValue(u"color"_s);
    request.note = query.queryItemValue(u"note"_s) == u"1"_s;
    request.remove = query.queryItemValue(u"remove"_s) == u"1"_s;
    if (request.remove && request.highlightId == 0)
        return std::nullopt;
    return request;
}

} // namespace Lectern
