#include "sync/serveranswer.h"

#include "net/httptransferthread.h"

#include <QJsonDocument>
#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace Lectern {

QString ServerAnswer::problem(const HttpResponse &response)
{
    using Stop = HttpResponse::Stop;
    switch (response.stop) {
    case Stop::Stalled:
        return tr("the server stopped sending data (timed out)");
    case Stop::TimedOut:
        return tr("the server took too long to answer; stopped");
    case Stop::DeclaredTooLarge:
    case Stop::BodyTooLarge:
        return tr("the server's answer is too large");
    case Stop::None:
        break;
    default:
        if (!response.failure.isEmpty())
            return response.failure;
        break;
    }
    if (response.status == 0)
        return response.failure.isEmpty() ? tr("the server did not answer") : response.failure;
    if (response.status == 401 || response.status == 403)
        return tr("the server refused the login (HTTP %1)").arg(response.status);
    if (response.status == 429)
        return tr("the server asks to wait before more requests (HTTP 429)");
    const QString message =
        QJsonDocument::fromJson(response.body)[u"error_message"_s].toString().left(200);
    return message.isEmpty()
               ? tr("the server answered HTTP %1").arg(response.status)
               : tr("the server answered HTTP %1: %2").arg(response.status).arg(message);
}

} // namespace Lectern
