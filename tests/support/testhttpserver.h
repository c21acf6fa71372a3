// A tiny HTTP/1.1 server for tests, listening on 127.0.0.1 on a free port. Each path gets a
// canned response; requests are recorded so tests can check what the client sent.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

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
        bool stall = false;      // send the headers, then nothing more
        bool omitLength = false; // no Content-Length: the body ends when the connection closes
    };
    struct Request
    {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names in lower case
    };

    explicit TestHttpServer(QObject *parent = nullptr);
    bool start();
    QUrl url(const QString &path) const;

    void serve(const QByteArray &path, const Response &response);
    void serveBody(const QByteArray &path, const QByteArray &body, const QByteArray &contentType);
    void redirect(const QByteArray &path, int status, const QByteArray &location);
    QList<Request> requests() const { return m_requests; }

private:
    void handle(QTcpSocket *socket);

    QTcpServer m_server;
    QHash<QByteArray, Response> m_routes;
    QList<Request> m_requests;
};
