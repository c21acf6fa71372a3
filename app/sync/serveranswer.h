// What a sync server's answer that is not the one hoped for means, in words for the person:
// no answer, an answer cut off or too slow, a refused login, a request to wait, or another
// HTTP status with the server's own message when it gave one (Miniflux's error_message).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace Lectern {

struct HttpResponse;

class ServerAnswer
{
    Q_DECLARE_TR_FUNCTIONS(ServerAnswer)
public:
    static QString problem(const HttpResponse &response);
};

} // namespace Lectern
