#include "ui/window/instancechannel.h"

#include "feeds/savedpage/savedpage.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// A request is one line: "raise", "add " and the address, or "save " and what to save.
const QByteArray RaiseLine = "raise\n";
const QByteArray AddPrefix = "add ";
const QByteArray SavePrefix = "save "; // then a JSON object: urls, shelf, tags
constexpr qsizetype MaxLine = 8192;
} // namespace

InstanceChannel::InstanceChannel(QObject *parent)
    : QObject(parent)
    , m_server(new QLocalServer(this))
{
    // Only the user who started the window may talk to it.
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] { read(socket); });
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            read(socket); // what arrived with the connection
        }
    });
}

InstanceChannel::~InstanceChannel() = default;

QString InstanceChannel::nameFor(const QString &libraryDirectory)
{
    const QString canonical = QDir(libraryDirectory).absolutePath();
    const QByteArray hash =
        QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    // Socket names are per user on Windows; on Unix the file sits in the user's own temp folder
    // only where TMPDIR is private, so the user's name keeps two users' windows apart.
    QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    user.removeIf([](QChar c) { return !c.isLetterOrNumber(); });
    return u"lectern-%1-%2"_s.arg(user.left(32), QString::fromLatin1(hash));
}

bool InstanceChannel::handOver(const QString &name, const QUrl &feedUrl, int timeoutMs)
{
    return send(name, feedUrl.isValid() ? AddPrefix + feedUrl.toEncoded() + '\n' : RaiseLine,
                timeoutMs);
}

bool InstanceChannel::handOverSave(const QString &name, const QList<QUrl> &urls,
                                   const QString &shelfPath, const QStringList &tags, int timeoutMs)
{
    QJsonArray addresses;
    for (const QUrl &url : urls)
        addresses.append(QString::fromLatin1(url.toEncoded()));
    const QJsonObject request{{u"urls"_s, addresses},
                              {u"shelf"_s, shelfPath},
                              {u"tags"_s, QJsonArray::fromStringList(tags)}};
    return send(name, SavePrefix + QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n',
                timeoutMs);
}

bool InstanceChannel::send(const QString &name, const QByteArray &line, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    socket.write(line);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    socket.disconnectFromServer();
    if (socket.state() != QLocalSocket::UnconnectedState)
        socket.waitForDisconnected(timeoutMs);
    return true;
}

bool InstanceChannel::listen(const QString &name)
{
    // Qt binds beside the name and renames into place, which would take the name from a
    // running window: ask first whether one answers.
    QLocalSocket probe;
    probe.connectToServer(name);
    if (probe.waitForConnected(500)) {
        m_error = u"another Lectern window has this library open"_s;
        return false;
    }
    // A socket file nobody answers on was left by a window that crashed.
    QLocalServer::removeServer(name);
    if (m_server->listen(name))
        return true;
    m_error = m_server->errorString();
    return false;
}

void InstanceChannel::read(QLocalSocket *socket)
{
    while (socket->canReadLine()) {
        const QByteArray line = socket->readLine(MaxLine).trimmed();
        if (line == RaiseLine.trimmed()) {
            Q_EMIT raiseRequested();
        } else if (line.startsWith(AddPrefix)) {
            const QUrl url = QUrl::fromEncoded(line.mid(AddPrefix.size()), QUrl::StrictMode);
            const QString scheme = url.scheme();
            Q_EMIT raiseRequested();
            if (url.isValid() && (scheme == u"http"_s || scheme == u"https"_s))
                Q_EMIT addFeedRequested(url);
        } else if (line.startsWith(SavePrefix)) {
            const QJsonObject request =
                QJsonDocument::fromJson(line.mid(SavePrefix.size())).object();
            QList<QUrl> urls;
            for (const QJsonValue &value : request.value(u"urls"_s).toArray()) {
                const QUrl url = QUrl::fromEncoded(value.toString().toLatin1(), QUrl::StrictMode);
                if (SavedPage::isSavable(url))
                    urls.append(url);
            }
            QStringList tags;
            for (const QJsonValue &tag : request.value(u"tags"_s).toArray())
                tags.append(tag.toString());
            if (!urls.isEmpty())
                Q_EMIT saveRequested(urls, request.value(u"shelf"_s).toString(), tags);
        }
    }
    // Whoever sends more than a line without an end is not a Lectern.
    if (socket->bytesAvailable() > MaxLine)
        socket->abort();
}

} // namespace Lectern
