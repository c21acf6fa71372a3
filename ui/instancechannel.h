// One Lectern window per library: the first process listens on a local socket named after the
// user's library; a second one hands its request over (raise the window, or add a feed from a
// `lectern URL` or a feed: link) and exits, so the library is never opened twice.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

class QLocalServer;
class QLocalSocket;

namespace Lectern {

class InstanceChannel : public QObject
{
    Q_OBJECT
public:
    explicit InstanceChannel(QObject *parent = nullptr);
    ~InstanceChannel() override;

    // The socket's name for a library folder: the same folder gives the same name.
    static QString nameFor(const QString &libraryDirectory);
    // Asks the window listening on name to come forward, and to add feedUrl when it is set.
    // False when no window listens (this process is the first).
    static bool handOver(const QString &name, const QUrl &feedUrl, int timeoutMs = 2000);
    // Starts listening; false when another process already does.
    bool listen(const QString &name);
    QString errorString() const { return m_error; }

Q_SIGNALS:
    void raiseRequested();
    void addFeedRequested(const QUrl &url);

private:
    void read(QLocalSocket *socket);

    QLocalServer *m_server;
    QString m_error;
};

} // namespace Lectern
