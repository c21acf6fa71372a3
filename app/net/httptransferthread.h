// HTTP transfers run by libcurl on a thread of its own, all of them over one multi handle.
// Qt's HTTP stack reads the status line and headers of a plain-http response one byte per
// read(): a refresh of 1,000 unchanged feeds made 189,000 read calls, and the network threads
// spent more CPU than the rest of the refresh together. libcurl reads a buffer at a time.
// This is transport only: what a status or a header means is FeedFetcher's business.
#pragma once

#include "net/addressspace.h"
#include "net/networkreach.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QThread>

#include <functional>
#include <memory>
#include <utility>

namespace Lectern {

struct HttpRequest
{
    QByteArray url;            // encoded
    QByteArray method;         // empty: GET, or POST when there is a body
    QByteArray body;           // sent as given (a sync server's form or JSON)
    QList<QByteArray> headers; // "Name: value" lines, sent as given; one with CR, LF or NUL is not
    QByteArray userAgent;
    QByteArray proxy; // in libcurl's form ("http://host:port", "socks5h://host:port"); empty: none
    QByteArray proxyUser;
    QByteArray proxyPassword;
    qint64 maxBodyBytes = 32 * 1024 * 1024; // of the body as decompressed
    int stallTimeoutMs = 30'000;            // no byte for this long ends the transfer
    int totalTimeoutMs = 60'000;            // counted from the submission
    // Where it may connect, checked at each connection (and each one reused) on the address
    // actually reached: a name that resolves to a private address is refused there, whatever
    // it resolved to before. Through a proxy only the address written in the URL is known.
    NetworkReach reach;
};

struct HttpResponse
{
    // Why a transfer ended early; None when the whole response arrived.
    enum class Stop {
        None,
        Failed,           // no answer, or a broken one: failure says what libcurl saw
        Stalled,          // no byte for stallTimeoutMs
        TimedOut,         // still going at totalTimeoutMs
        DeclaredTooLarge, // Content-Length over maxBodyBytes (not for a redirect)
        BodyTooLarge,     // the decompressed body passed maxBodyBytes
        BadEncoding,      // a compressed body that could not be decompressed
        Truncated,        // the connection closed before the declared length
        Refused,          // the request's reach does not take in the address it would connect to
    };
    Stop stop = Stop::None;
    QString failure;
    int status = 0; // 0 when no response came
    QByteArray reason;
    QList<std::pair<QByteArray, QByteArray>> headers; // names in lower case, in order received
    QByteArray body;
    // The address connected to (or refused), and its part of the network; Invalid when not
    // known (no connection, or one through a proxy).
    QByteArray address;
    AddressSpace::Kind addressSpace = AddressSpace::Kind::Invalid;

    // The first value of a header (name in lower case), or an empty array.
    QByteArray header(const QByteArray &name) const;
    qint64 declaredLength() const; // Content-Length, or -1
};

class HttpTransferThread : public QThread
{
    Q_OBJECT
public:
    explicit HttpTransferThread(QObject *parent = nullptr);
    ~HttpTransferThread() override; // transfers still going are dropped without a call

    // Starts the thread at the first transfer. done runs once on context's thread, through its
    // event queue, unless forget(context) is called first.
    void submit(HttpRequest request, QObject *context, std::function<void(HttpResponse)> done);
    // No call for context is made after this returns; its transfers still going are dropped.
    // For a context that goes away before the thread does.
    void forget(const QObject *context);
    // How the addresses transfers connect to are placed (AddressSpace::of unless set); for the
    // transfers submitted after the call.
    void setAddressSpaceOf(AddressSpaceOf spaceOf);
    // Host names answered without asking the resolver, in libcurl's "host:port:address[,...]"
    // form: a test's names for addresses on loopback.
    void setResolveOverrides(const QList<QByteArray> &overrides);

protected:
    void run() override;

private:
    struct Shared;
    std::unique_ptr<Shared> m_shared;
};

} // namespace Lectern
