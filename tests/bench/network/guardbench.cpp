// bench_guard [--requests N]: the private-network guard's cost per request. The same requests to
// a server on loopback, taking turns: a person's own (reach anywhere: the address is noted,
// nothing refused) and content's (public only: every address placed and checked, each one a
// new connection, so both callbacks run). Loopback counts as the internet here, so both kinds
// go through. Prints the time per request of each and their ratio, then one JSON object.
#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include "testhttpserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <optional>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {

// Nanoseconds for one request, waited for.
qint64 timeOne(HttpTransferThread *thread, QObject *context, const HttpRequest &request)
{
    std::optional<HttpResponse> response;
    QElapsedTimer clock;
    clock.start();
    thread->submit(request, context, [&](const HttpResponse &r) { response = r; });
    while (!response)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    const qint64 elapsed = clock.nsecsElapsed();
    return response->status == 200 ? elapsed : -1;
}

double median(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0.0 : double(values.at(values.size() / 2));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const qsizetype at = arguments.indexOf(u"--requests"_s);
    const int requests = at >= 0 ? arguments.value(at + 1).toInt() : 2000;
    QTextStream out(stdout);

    TestHttpServer server;
    if (!server.start())
        return 1;
    server.serveBody("/figure.png", QByteArray(4096, 'x'), "image/png");
    HttpClient http;
    HttpTransferThread *thread = http.transfers();
    thread->setAddressSpaceOf([](const QHostAddress &) { return AddressSpace::Kind::Public; });
    HttpRequest request;
    request.url = server.url(u"/figure.png"_s).toEncoded();
    request.userAgent = "bench_guard";
    HttpRequest guarded = request;
    guarded.reach = NetworkReach::content();

    QObject context;
    for (int i = 0; i < 50; ++i) // warm up: the thread, libcurl, the server
        timeOne(thread, &context, request);
    QList<qint64> own;
    QList<qint64> content;
    for (int i = 0; i < requests; ++i) {
        const qint64 a = timeOne(thread, &context, i % 2 ? guarded : request);
        const qint64 b = timeOne(thread, &context, i % 2 ? request : guarded);
        if (a < 0 || b < 0) {
            out << "a request failed\n";
            return 1;
        }
        (i % 2 ? content : own).append(a);
        (i % 2 ? own : content).append(b);
    }
    const double ownUs = median(own) / 1000.0;
    const double contentUs = median(content) / 1000.0;
    out << u"%1 requests each, a new connection each: a person's own %2 us, content's (checked) "
           "%3 us, ratio %4\n"_s.arg(requests)
               .arg(ownUs, 0, 'f', 1)
               .arg(contentUs, 0, 'f', 1)
               .arg(contentUs / ownUs, 0, 'f', 3);
    out << QJsonDocument(QJsonObject{{u"requests"_s, requests},
                                     {u"own_us"_s, ownUs},
                                     {u"content_us"_s, contentUs},
                                     {u"ratio"_s, contentUs / ownUs}})
               .toJson(QJsonDocument::Compact)
        << '\n';
    return 0;
}
