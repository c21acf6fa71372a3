#include "testhttpserver.h"

#include <QFile>

#include <QTcpSocket>
#include <QTimer>
#include <array>
#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

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

bool TestHttpServer::start(const QHostAddress &address, quint16 port)
{
    return m_server.listen(address, port);
}

QUrl TestHttpServer::url(const QString &path) const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_server.serverAddress().toString());
    url.setPort(m_server.serverPort());
    url.setPath(path);
    return url;
}

void TestHttpServer::serve(const QByteArray &path, const Response &response)
{
    m_routes.insert(path, response);
}

bool TestHttpServer::serveFile(const QByteArray &path, const QString &filePath,
                               const QByteArray &contentType)
{
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    serveBody(path, file.readAll(), contentType);
    return true;
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

QList<TestHttpServer::Request> TestHttpServer::requestsFor(const QByteArray &path) const
{
    QList<Request> matching;
    // A path without a query names its requests whatever their query.
    for (const Request &request : m_requests) {
        if (request.path == path ||
            (!path.contains('?') && request.path.startsWith(QByteArray(path + '?'))))
            matching.append(request);
    }
    return matching;
}

QByteArray TestHttpServer::gzip(const QByteArray &data)
{
    // qCompress gives a 4-byte length, then a zlib stream: a 2-byte header, raw deflate data and
    // a 4-byte Adler-32. gzip wants the raw deflate data between its own header and trailer.
    const QByteArray zlib = qCompress(data, 9);
    const QByteArray deflate = zlib.mid(4 + 2, zlib.size() - 4 - 2 - 4);
    std::array<quint32, 256> table{};
    for (quint32 n = 0; n < 256; ++n) {
        quint32 c = n;
        for (int k = 0; k < 8; ++k)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[n] = c;
    }
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : data)
        crc = table[(crc ^ quint8(byte)) & 0xFF] ^ (crc >> 8);
    crc ^= 0xFFFFFFFFu;
    const auto littleEndian = [](quint32 value) {
        QByteArray bytes(4, '\0');
        for (int i = 0; i < 4; ++i)
            bytes[i] = char((value >> (8 * i)) & 0xFF);
        return bytes;
    };
    const QByteArray header("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
    return header + deflate + littleEndian(crc) + littleEndian(quint32(data.size()));
}

void TestHttpServer::setActive(int active)
{
    m_active = active;
    m_maxActive = qMax(m_maxActive, m_active);
    Q_EMIT activeRequestsChanged(m_active);
}

void TestHttpServer::handle(QTcpSocket *socket)
{
    // Wait for the whole header block, and the body its Content-Length announces.
    QByteArray buffered = socket->property("buffer").toByteArray() + socket->readAll();
    socket->setProperty("buffer", buffered);
    const qsizetype end = buffered.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    qsizetype length = 0;
    for (const QByteArray &line : buffered.left(end).split('\n')) {
        if (line.toLower().startsWith("content-length:"))
            length = line.mid(15).trimmed().toLongLong();
    }
    if (buffered.size() < end + 4 + length)
        return;
    const QByteArray body = buffered.mid(end + 4, length);
    socket->setProperty("buffer", buffered.mid(end + 4 + length));

    const QList<QByteArray> lines = buffered.left(end).split('\n');
    Request request;
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    request.method = requestLine.value(0);
    request.target = requestLine.value(1);
    request.path = request.target;
    if (request.target.startsWith("http://"))
        request.path = QUrl::fromEncoded(request.target).path(QUrl::FullyEncoded).toLatin1();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            request.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                   lines[i].mid(colon + 1).trimmed());
    }
    request.body = body;
    m_requests.append(request);
    setActive(m_active + 1);

    // The target as sent first (a query can have a route of its own), then its path alone.
    auto route = m_routes.constFind(request.path);
    if (route == m_routes.cend() && request.path.contains('?'))
        route = m_routes.constFind(request.path.left(request.path.indexOf('?')));
    Response response;
    if (route != m_routes.cend()) {
        response = *route;
    } else {
        response.status = 404;
        response.reason = "Not Found";
        response.body = "not found";
    }
    if (response.delayMs > 0) {
        QTimer::singleShot(response.delayMs, socket, [this, socket, request, response] {
            respond(socket, request, response);
        });
    } else {
        respond(socket, request, response);
    }
}

void TestHttpServer::respond(QTcpSocket *socket, const Request &request, Response response)
{
    setActive(m_active - 1);
    if (!response.basicAuth.isEmpty() &&
        request.headers.value("authorization") != "Basic " + response.basicAuth.toBase64()) {
        response = {};
        response.status = 401;
        response.reason = "Unauthorized";
        response.headers = {{"WWW-Authenticate", "Basic realm=\"private feeds\""}};
        response.body = "who are you?";
    }
    // Conditional GET: a matching validator gets a bodiless 304 (the date compared as text, as
    // the client sends back what it was given; only without If-None-Match, as RFC 9110 says).
    for (const auto &[name, value] : std::as_const(response.headers)) {
        const bool etag = name.compare("ETag", Qt::CaseInsensitive) == 0 &&
                          request.headers.value("if-none-match") == value;
        const bool date = name.compare("Last-Modified", Qt::CaseInsensitive) == 0 &&
                          !request.headers.contains("if-none-match") &&
                          request.headers.value("if-modified-since") == value;
        if (etag || date) {
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
        head +=
            "Content-Length: " + QByteArray::number(response.body.size() + 1000000) + "\r\n\r\n";
        socket->write(head + response.body);
        return;
    }
    if (response.endless) {
        socket->write(head + "Connection: close\r\n\r\n");
        connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { sendEndless(socket); });
        sendEndless(socket);
        return;
    }
    if (response.resetMidBody) {
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n\r\n";
        socket->write(head + response.body.left(response.body.size() / 2));
        socket->flush();
        QTimer::singleShot(50, socket, [socket] {
#ifdef Q_OS_UNIX
            // No lingering: closing now sends a reset, not an orderly end of stream.
            const linger noLinger{1, 0};
            ::setsockopt(int(socket->socketDescriptor()), SOL_SOCKET, SO_LINGER, &noLinger,
                         sizeof noLinger);
#endif
            socket->abort();
        });
        return;
    }
    if (!response.omitLength)
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    if (response.keepAlive) {
        socket->write(head + "\r\n" + response.body);
        return;
    }
    head += "Connection: close\r\n\r\n";
    socket->write(head + response.body);
    socket->disconnectFromHost();
}

void TestHttpServer::sendEndless(QTcpSocket *socket)
{
    // Keep a little queued; bytesWritten calls back as it drains, until the client hangs up.
    if (socket->state() != QAbstractSocket::ConnectedState)
        return;
    while (socket->bytesToWrite() < 64 * 1024)
        socket->write(QByteArray(16 * 1024, 'z'));
}
