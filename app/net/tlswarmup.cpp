#include "net/tlswarmup.h"

#include <QSslConfiguration>
#include <QSslSocket>
#include <QtConcurrent/QtConcurrentRun>

namespace Lectern {

QFuture<bool> TlsWarmUp::start()
{
    return QtConcurrent::run([] {
        if (!QSslSocket::supportsSsl())
            return false;
        // What a request asks for first: the default configuration, made once.
        return !QSslConfiguration::defaultConfiguration().isNull();
    });
}

} // namespace Lectern
