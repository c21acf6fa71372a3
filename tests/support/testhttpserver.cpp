#include "testhttpserver.h"

#include <QTcpSocket>

TestHttpServer::TestHttpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            socket->setParent(this);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { handle(socket); });
        }
    });
}

bool TestHttpServer::start()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl TestHttpServer::url(const QString &path) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server.serverPort());
    url.setPath(path);
    return url;
}

void TestHttpServer::serve(const QByteArray &path, const Response &response)
{
    m_routes.insert(path, response);
}

void TestHttpServer::serveBody(const QByteArray &path, const QByteArray &body,
                               const QByteArray &contentType)
{
    Response response;
    response.headers.append({"Content-Type", contentType});
    response.body = body;
    serve(path, response);
}

void TestHttpServer::redirect(const QByteArray &path, int status, const QByteArray &location)
{
    Response response;
    response.status = status;
    response.reason = "Redirect";
    response.headers.append({"Location", location});
    serve(path, response);
}

void TestHttpServer::handle(QTcpSocket *socket)
{
    // Wait for the whole header block; test clients send no bodies.
    QByteArray buffered = socket->property("buffer").toByteArray() + socket->readAll();
    socket->setProperty("buffer", buffered);
    const qsizetype end = buffered.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    socket->setProperty("buffer", buffered.mid(end + 4));

    const QList<QByteArray> lines = buffered.left(end).split('\n');
    Request request;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            request.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                   lines[i].mid(colon + 1).trimmed());
    }
    m_requests.append(request);

    const auto route = m_routes.constFind(request.path);
    Response response;
    if (route != m_routes.cend()) {
        response = *route;
    } else {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "not found";
    }
    // Conditional GET: a matching validator gets a bodiless 304.
    for (const auto &[name, value] : std::as_const(response.headers)) {
        if (name.compare("ETag", Qt::CaseInsensitive) == 0 &&
            request.headers.value("if-none-match") == value) {
            response.status = 304;
            response.reason = "Not Modified";
            response.body.clear();
        }
    }
    QByteArray head =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + response.reason + "\r\n";
    for (const auto &[name, value] : std::as_const(response.headers))
        head += name + ": " + value + "\r\n";
    if (response.stall) {
        head += "Content-Length: 1000000\r\n\r\n";
        socket->write(head);
        return;
    }
    if (!response.omitLength)
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    head += "Connection: close\r\n\r\n";
    socket->write(head + response.body);
    socket->disconnectFromHost();
}
