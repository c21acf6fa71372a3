#include "net/httptransferthread.h"

#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QUrl>

#include <curl/curl.h>

#ifdef Q_OS_WIN
#include <winsock2.h>
#else
#include <sys/socket.h>
#endif

#include <algorithm>
#include <chrono>
#include <iterator>
#include <mutex>
#include <vector>

namespace Lectern {

namespace {

using Clock = std::chrono::steady_clock;

// How often the loop looks at the clocks while transfers run: the stall and total timeouts
// are checked here, not by libcurl, whose low-speed limit counts whole seconds.
constexpr int kTickMs = 50;
// Connections kept open between transfers: a refresh talks to a few dozen hosts at a time.
constexpr long kKeptConnections = 64;
// The name of the thread, as debuggers and ps show it.
const QString kObjectName = QStringLiteral("lectern-http");

struct Transfer
{
    HttpRequest request;
    QObject *context = nullptr;
    std::function<void(HttpResponse)> done;
    HttpResponse response;
    AddressSpaceOf spaceOf;
    QString host; // the URL's, for the request's reach
    bool refused = false;
    CURL *easy = nullptr;
    curl_slist *headerLines = nullptr;
    curl_slist *resolve = nullptr;
    Clock::time_point submitted;
    Clock::time_point lastByte;
    char error[CURL_ERROR_SIZE] = {};

    Transfer() = default;
    Transfer(const Transfer &) = delete;
    Transfer &operator=(const Transfer &) = delete;
    ~Transfer()
    {
        if (easy)
            curl_easy_cleanup(easy);
        curl_slist_free_all(headerLines);
        curl_slist_free_all(resolve);
    }

    bool proxied() const { return !request.proxy.isEmpty(); }
    // Whether the request may go to address; notes it in the response either way.
    bool mayConnect(const QHostAddress &address)
    {
        response.address = address.toString().toLatin1();
        response.addressSpace = spaceOf(address);
        if (request.reach.allows(response.addressSpace, host))
            return true;
        refused = true;
        return false;
    }
};

// Before a connection is opened: an address the request may not reach is never connected to
// (libcurl tries the name's next address, if it has one).
curl_socket_t onOpenSocket(void *user, curlsocktype, curl_sockaddr *address)
{
    auto *transfer = static_cast<Transfer *>(user);
    if (!transfer->proxied() &&
        !transfer->mayConnect(QHostAddress(reinterpret_cast<const sockaddr *>(&address->addr))))
        return CURL_SOCKET_BAD;
    transfer->refused = false; // an earlier address of the name was; this one is not
    return socket(address->family, address->socktype, address->protocol);
}

// Once connected, or given a connection kept from an earlier transfer (which opened no socket):
// the address checked again before anything is sent.
int onConnected(void *user, char *primaryIp, char *, int, int)
{
    auto *transfer = static_cast<Transfer *>(user);
    if (transfer->proxied()) {
        // The proxy's address, not the server's: nothing to know from it.
        transfer->response.address.clear();
        transfer->response.addressSpace = AddressSpace::Kind::Invalid;
        return CURL_PREREQFUNC_OK;
    }
    if (!transfer->mayConnect(QHostAddress(QString::fromLatin1(primaryIp))))
        return CURL_PREREQFUNC_ABORT;
    transfer->refused = false;
    return CURL_PREREQFUNC_OK;
}

// Through a proxy the server's address is the proxy's business: only an address written in the
// URL (or a name for this machine) can be refused.
bool refusedThroughProxy(Transfer &transfer)
{
    const NetworkReach &reach = transfer.request.reach;
    if (!reach.publicOnly || !transfer.proxied())
        return false;
    const QString &host = transfer.host;
    AddressSpace::Kind space = AddressSpace::of(QByteArrayView(host.toLatin1()));
    if (space == AddressSpace::Kind::Invalid) {
        const bool local = host == u"localhost" || host.endsWith(u".localhost");
        space = local ? AddressSpace::Kind::Loopback : AddressSpace::Kind::Public;
    } else {
        space = transfer.spaceOf(QHostAddress(host));
    }
    if (reach.allows(space, host))
        return false;
    transfer.response.address = host.toLatin1();
    transfer.response.addressSpace = space;
    transfer.refused = true;
    return true;
}

// The transfer a libcurl callback is for, marked as having just received bytes.
Transfer &receiving(void *user)
{
    auto *transfer = static_cast<Transfer *>(user);
    transfer->lastByte = Clock::now();
    return *transfer;
}

size_t onHeaderLine(char *data, size_t size, size_t count, void *user)
{
    Transfer &transfer = receiving(user);
    const size_t bytes = size * count;
    HttpResponse &response = transfer.response;
    const QByteArrayView line = QByteArrayView(data, qsizetype(bytes)).trimmed();
    if (line.startsWith("HTTP/")) {
        // A new response begins: an interim one (100 Continue) comes before the real one.
        response.headers.clear();
        const qsizetype space = line.indexOf(' ');
        const QByteArrayView rest = space < 0 ? QByteArrayView() : line.sliced(space + 1);
        response.status = rest.left(3).toInt();
        response.reason = rest.sliced(std::min<qsizetype>(3, rest.size())).trimmed().toByteArray();
        return bytes;
    }
    if (line.isEmpty()) {
        // The headers are complete. A body that says it is too large is not waited for; a
        // redirect's body is never kept, so its length does not matter.
        const bool kept =
            response.status >= 200 && (response.status < 300 || response.status >= 400);
        const qint64 declared = response.declaredLength();
        if (kept && declared > transfer.request.maxBodyBytes) {
            response.stop = HttpResponse::Stop::DeclaredTooLarge;
            return 0; // libcurl ends the transfer
        }
        if (kept && declared > 0)
            response.body.reserve(qsizetype(declared)); // one allocation, not a doubling series
        return bytes;
    }
    const qsizetype colon = line.indexOf(':');
    if (colon > 0) {
        response.headers.append({line.left(colon).trimmed().toByteArray().toLower(),
                                 line.sliced(colon + 1).trimmed().toByteArray()});
    }
    return bytes;
}

size_t onBody(char *data, size_t size, size_t count, void *user)
{
    Transfer &transfer = receiving(user);
    const size_t bytes = size * count;
    HttpResponse &response = transfer.response;
    // libcurl hands the body over decompressed, a buffer at a time: a compression bomb stops
    // here once it has inflated past the cap, never far beyond it.
    if (response.body.size() + qint64(bytes) > transfer.request.maxBodyBytes) {
        response.stop = HttpResponse::Stop::BodyTooLarge; // finish() lets the body go
        return 0;
    }
    response.body.append(data, qsizetype(bytes));
    return bytes;
}

bool prepare(Transfer &transfer)
{
    transfer.easy = curl_easy_init();
    if (!transfer.easy)
        return false;
    CURL *easy = transfer.easy;
    const HttpRequest &request = transfer.request;
    for (const QByteArray &line : request.headers) {
        // A value stored from a server (an entity tag) must not smuggle in a header of its own.
        if (line.contains('\r') || line.contains('\n') || line.contains('\0'))
            continue;
        transfer.headerLines = curl_slist_append(transfer.headerLines, line.constData());
    }
    curl_easy_setopt(easy, CURLOPT_URL, request.url.constData());
    curl_easy_setopt(easy, CURLOPT_PRIVATE, &transfer);
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, transfer.error);
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);  // the caller follows, hop by hop
    curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, ""); // every encoding libcurl can decode
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, transfer.headerLines);
    curl_easy_setopt(easy, CURLOPT_USERAGENT, request.userAgent.constData());
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, onHeaderLine);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, &transfer);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, &transfer);
    curl_easy_setopt(easy, CURLOPT_OPENSOCKETFUNCTION, onOpenSocket);
    curl_easy_setopt(easy, CURLOPT_OPENSOCKETDATA, &transfer);
    curl_easy_setopt(easy, CURLOPT_PREREQFUNCTION, onConnected);
    curl_easy_setopt(easy, CURLOPT_PREREQDATA, &transfer);
    if (transfer.resolve)
        curl_easy_setopt(easy, CURLOPT_RESOLVE, transfer.resolve);
    if (!request.body.isNull() || request.method == "POST") {
        // The transfer keeps the request, and so the bytes libcurl points at, to its end.
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.size()));
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, request.body.constData());
    }
    if (!request.method.isEmpty() && request.method != "GET" && request.method != "POST")
        curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, request.method.constData());
    // An empty proxy is no proxy at all: libcurl then ignores the environment's too, which the
    // caller has already consulted (the system's proxy) or was told to ignore.
    curl_easy_setopt(easy, CURLOPT_PROXY, request.proxy.constData());
    curl_easy_setopt(easy, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1L);
    if (!request.proxyUser.isEmpty()) {
        curl_easy_setopt(easy, CURLOPT_PROXYUSERNAME, request.proxyUser.constData());
        curl_easy_setopt(easy, CURLOPT_PROXYPASSWORD, request.proxyPassword.constData());
    }
    return true;
}

HttpResponse::Stop stopFor(CURLcode code)
{
    switch (code) {
    case CURLE_OK:
        return HttpResponse::Stop::None;
    case CURLE_BAD_CONTENT_ENCODING:
        return HttpResponse::Stop::BadEncoding;
    case CURLE_PARTIAL_FILE:
        return HttpResponse::Stop::Truncated;
    default:
        return HttpResponse::Stop::Failed;
    }
}

} // namespace

QByteArray HttpResponse::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key == name)
            return value;
    }
    return {};
}

qint64 HttpResponse::declaredLength() const
{
    bool ok = false;
    const qint64 length = header("content-length").toLongLong(&ok);
    return ok ? length : -1;
}

// What the callers' threads and the transfer thread share, under mutex. Only the transfer
// thread adds to or removes from running; a transfer's context is cleared under the mutex by
// forget() and read under it before a call is posted.
struct HttpTransferThread::Shared
{
    CURLM *multi = nullptr; // the thread's, while it runs
    QMutex mutex;
    std::vector<std::unique_ptr<Transfer>> submitted; // not yet seen by the thread
    std::vector<std::unique_ptr<Transfer>> running;
    bool stopping = false;
    // The networks the person trusts (LECTERN_TRUSTED_NETWORKS) count as the internet.
    AddressSpaceOf spaceOf = [trusted =
                                  AddressSpace::trustedNetworks()](const QHostAddress &address) {
        return AddressSpace::of(address, trusted);
    };
    QList<QByteArray> resolveOverrides;
};

HttpTransferThread::HttpTransferThread(QObject *parent)
    : QThread(parent)
    , m_shared(std::make_unique<Shared>())
{
    setObjectName(kObjectName);
}

void HttpTransferThread::forget(const QObject *context)
{
    const QMutexLocker lock(&m_shared->mutex);
    for (auto *list : {&m_shared->submitted, &m_shared->running}) {
        for (const std::unique_ptr<Transfer> &transfer : *list) {
            if (transfer->context == context)
                transfer->context = nullptr;
        }
    }
}

HttpTransferThread::~HttpTransferThread()
{
    {
        const QMutexLocker lock(&m_shared->mutex);
        m_shared->stopping = true;
        if (m_shared->multi)
            curl_multi_wakeup(m_shared->multi);
    }
    wait();
}

void HttpTransferThread::setAddressSpaceOf(AddressSpaceOf spaceOf)
{
    const QMutexLocker lock(&m_shared->mutex);
    m_shared->spaceOf = std::move(spaceOf);
}

void HttpTransferThread::setResolveOverrides(const QList<QByteArray> &overrides)
{
    const QMutexLocker lock(&m_shared->mutex);
    m_shared->resolveOverrides = overrides;
}

void HttpTransferThread::submit(HttpRequest request, QObject *context,
                                std::function<void(HttpResponse)> done)
{
    auto transfer = std::make_unique<Transfer>();
    transfer->host = QUrl::fromEncoded(request.url).host().toLower();
    transfer->request = std::move(request);
    transfer->context = context;
    transfer->done = std::move(done);
    transfer->submitted = Clock::now();
    transfer->lastByte = transfer->submitted;
    const QMutexLocker lock(&m_shared->mutex);
    transfer->spaceOf = m_shared->spaceOf;
    for (const QByteArray &entry : std::as_const(m_shared->resolveOverrides))
        transfer->resolve = curl_slist_append(transfer->resolve, entry.constData());
    m_shared->submitted.push_back(std::move(transfer));
    if (m_shared->multi)
        curl_multi_wakeup(m_shared->multi);
    else if (!isRunning())
        start(); // its first loop finds the transfer
}

void HttpTransferThread::run()
{
    // Set up here rather than by the caller: libcurl's global set-up loads the TLS library
    // (35-40 ms for OpenSSL here), which the window's thread should not wait for.
    static std::once_flag initialized;
    std::call_once(initialized, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, kKeptConnections);
    {
        const QMutexLocker lock(&m_shared->mutex);
        m_shared->multi = multi;
    }
    std::vector<std::unique_ptr<Transfer>> &running = m_shared->running;
    // Ends a transfer: its handle out of the multi handle, its call posted unless its context
    // was forgotten, and the transfer gone.
    const auto finish = [&](Transfer *transfer, HttpResponse::Stop stop, CURLcode code) {
        curl_multi_remove_handle(multi, transfer->easy);
        HttpResponse &response = transfer->response;
        // A stop the callbacks chose (a cap) or the clock chose comes before libcurl's word
        // for it, which is only "the callback refused the data".
        if (transfer->refused)
            response.stop = HttpResponse::Stop::Refused;
        else if (response.stop == HttpResponse::Stop::None)
            response.stop = stop;
        if (response.stop == HttpResponse::Stop::Failed) {
            response.failure =
                QString::fromUtf8(transfer->error[0] ? transfer->error : curl_easy_strerror(code));
        }
        if (response.stop != HttpResponse::Stop::None)
            response.body.clear();
        std::unique_ptr<Transfer> ending; // let go outside the lock: its call's captures too
        const QMutexLocker lock(&m_shared->mutex);
        if (transfer->context) {
            QMetaObject::invokeMethod(
                transfer->context,
                [done = std::move(transfer->done), response = std::move(response)] {
                    done(response);
                },
                Qt::QueuedConnection);
        }
        const auto it = std::find_if(running.begin(), running.end(),
                                     [transfer](const auto &t) { return t.get() == transfer; });
        ending = std::move(*it);
        running.erase(it);
    };

    for (;;) {
        std::vector<Transfer *> arrived;
        {
            const QMutexLocker lock(&m_shared->mutex);
            if (m_shared->stopping)
                break;
            for (std::unique_ptr<Transfer> &transfer : m_shared->submitted) {
                arrived.push_back(transfer.get());
                running.push_back(std::move(transfer));
            }
            m_shared->submitted.clear();
        }
        for (Transfer *transfer : arrived) {
            if (refusedThroughProxy(*transfer) || !prepare(*transfer) ||
                curl_multi_add_handle(multi, transfer->easy) != CURLM_OK)
                finish(transfer, HttpResponse::Stop::Failed, CURLE_FAILED_INIT);
        }
        // Transfers whose caller is gone are not worth finishing. Only this thread removes
        // from running, so the pointers stay good after the lock.
        std::vector<Transfer *> forgotten;
        {
            const QMutexLocker lock(&m_shared->mutex);
            for (const std::unique_ptr<Transfer> &transfer : running) {
                if (!transfer->context)
                    forgotten.push_back(transfer.get());
            }
        }
        for (Transfer *transfer : forgotten)
            finish(transfer, HttpResponse::Stop::Failed, CURLE_ABORTED_BY_CALLBACK);

        int active = 0;
        curl_multi_perform(multi, &active);
        int left = 0;
        while (CURLMsg *message = curl_multi_info_read(multi, &left)) {
            if (message->msg != CURLMSG_DONE)
                continue;
            const CURLcode code = message->data.result;
            Transfer *transfer = nullptr;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, &transfer);
            finish(transfer, stopFor(code), code);
        }

        const Clock::time_point now = Clock::now();
        std::vector<std::pair<Transfer *, HttpResponse::Stop>> late;
        for (const std::unique_ptr<Transfer> &transfer : running) {
            const auto since = [&](Clock::time_point then) {
                return std::chrono::duration_cast<std::chrono::milliseconds>(now - then).count();
            };
            if (since(transfer->submitted) >= transfer->request.totalTimeoutMs)
                late.push_back({transfer.get(), HttpResponse::Stop::TimedOut});
            else if (since(transfer->lastByte) >= transfer->request.stallTimeoutMs)
                late.push_back({transfer.get(), HttpResponse::Stop::Stalled});
        }
        for (const auto &[transfer, stop] : late)
            finish(transfer, stop, CURLE_OPERATION_TIMEDOUT);

        long wanted = -1;
        curl_multi_timeout(multi, &wanted);
        const int waitMs = running.empty() ? 60'000
                           : wanted < 0    ? kTickMs
                                           : int(std::min<long>(wanted, kTickMs));
        curl_multi_poll(multi, nullptr, 0, waitMs, nullptr);
    }
    std::vector<std::unique_ptr<Transfer>> dropped;
    {
        const QMutexLocker lock(&m_shared->mutex);
        dropped.swap(running);
        std::move(m_shared->submitted.begin(), m_shared->submitted.end(),
                  std::back_inserter(dropped));
        m_shared->submitted.clear();
        m_shared->multi = nullptr;
    }
    for (const std::unique_ptr<Transfer> &transfer : dropped)
        curl_multi_remove_handle(multi, transfer->easy);
    dropped.clear();
    curl_multi_cleanup(multi);
}

} // namespace Lectern
