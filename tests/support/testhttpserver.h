// A tiny HTTP/1.1 server for tests, listening on 127.0.0.1 (or another loopback address) on a
// free port. Each path gets a canned response, with faults to inject: delays, stalls, endless
// bodies, resets mid-body, Basic auth. Requests are recorded so tests can check what the client
// sent, and the requests being answered at once are counted.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

class TestHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Response
    {
        int status = 200;
        QByteArray reason = "OK";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        bool stall = false;        // send the headers and the body, then nothing more (a length
                                   // a megabyte longer was announced)
        bool omitLength = false;   // no Content-Length: the body ends when the connection closes
        bool endless = false;      // no Content-Length, then body chunks forever
        bool resetMidBody = false; // announce the whole body, send half, then reset the connection
        int delayMs = 0;           // answer this late (the request counts as being answered)
        QByteArray basicAuth;      // "user:password" the request must carry, else a 401
        bool keepAlive = false;    // the connection stays open for the client's next request
    };
    struct Request
    {
        QByteArray method;
        QByteArray path;   // the path (an absolute-form target, as a proxy gets, is reduced)
        QByteArray target; // the request target as sent
        QHash<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;                       // as its Content-Length counts it
    };

    explicit TestHttpServer(QObject *parent = nullptr);
    // port 0: any free one.
    bool start(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    QUrl url(const QString &path) const;
    quint16 port() const { return m_server.serverPort(); }

    void serve(const QByteArray &path, const Response &response);
    void serveBody(const QByteArray &path, const QByteArray &body, const QByteArray &contentType);
    // The file at filePath (a fixture) as the body; false when it cannot be read.
    bool serveFile(const QByteArray &path, const QString &filePath, const QByteArray &contentType);
    void redirect(const QByteArray &path, int status, const QByteArray &location);
    QList<Request> requests() const { return m_requests; }
    // The requests of path (with any query, unless path has one of its own).
    QList<Request> requestsFor(const QByteArray &path) const;

    // Requests received and not yet answered, now and at most since the last reset.
    int activeRequests() const { return m_active; }
    int maxActiveRequests() const { return m_maxActive; }
    void resetMaxActiveRequests() { m_maxActive = m_active; }

    // The gzip file format (RFC 1952) around data, for Content-Encoding: gzip.
    static QByteArray gzip(const QByteArray &data);

Q_SIGNALS:
    void activeRequestsChanged(int active);

private:
    void handle(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Request &request, Response response);
    void sendEndless(QTcpSocket *socket);
    void setActive(int active);

    QTcpServer m_server;
    QHash<QByteArray, Response> m_routes;
    QList<Request> m_requests;
    int m_active = 0;
    int m_maxActive = 0;
};
