// Gets the TLS backend ready on a pool thread. Loading it (OpenSSL's libraries, configuration
// and providers: 35-40 ms measured) happens at a session's first https request, on the thread
// that makes it, which for the window is its own; done ahead and elsewhere, that request finds
// it ready.
#pragma once

#include <QFuture>

namespace Lectern {

class TlsWarmUp
{
public:
    // Resolves to whether TLS is available.
    static QFuture<bool> start();
};

} // namespace Lectern
