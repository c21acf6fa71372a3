// What the clients of sync servers share: the server's address (the API's paths resolve against
// it), requests sent through the HttpClient (its proxy, Lectern's user agent, its transfer
// thread) with the login header the protocol gives, and what the client keeps of the answers:
// how many requests went, the last HTTP status and the server's clock. Every answer comes on the
// client's thread.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QUrl>
#include <functional>

namespace Lectern {

class HttpClient;
struct HttpResponse;

class SyncClient : public QObject
{
    Q_OBJECT
public:
    // server: where the API's paths start (a slash is added at its end when missing).
    SyncClient(HttpClient *http, QUrl server, QObject *parent = nullptr);
    ~SyncClient() override;

    // Requests sent so far, for measurements.
    int requestCount() const { return m_requests; }
    // The last answer's HTTP status (0: none came) and its Date, the server's clock.
    int lastStatus() const { return m_lastStatus; }
    QDateTime lastAnswerTime() const { return m_lastAnswerTime; }

protected:
    QUrl resolve(const QString &path) const { return m_server.resolved(QUrl(path)); }
    // A GET, or method with body as contentType; done gets the answer.
    void send(const QUrl &url, const QByteArray &method, const QByteArray &body,
              const QByteArray &contentType, std::function<void(const HttpResponse &)> done);
    // The header line that logs each request in ("Name: value"), empty for none.
    virtual QByteArray loginHeader() const = 0;

private:
    HttpClient *m_http;
    QUrl m_server;
    int m_requests = 0;
    int m_lastStatus = 0;
    QDateTime m_lastAnswerTime;
};

} // namespace Lectern
