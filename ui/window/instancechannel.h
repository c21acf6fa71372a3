// One Lectern window per library: the first process listens on a local socket named after the
// user's library; a second one hands its request over (raise the window, add a feed from a
// `lectern URL` or a feed: link, or save pages from `lectern save`) and exits, so the library
// is never opened twice.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
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
    // Asks the window listening on name to save these pages (on shelfPath, with tags); false
    // when no window listens.
    static bool handOverSave(const QString &name, const QList<QUrl> &urls, const QString &shelfPath,
                             const QStringList &tags, int timeoutMs = 2000);
    // Starts listening; false when another process already does.
    bool listen(const QString &name);
    QString errorString() const { return m_error; }

Q_SIGNALS:
    void raiseRequested();
    void addFeedRequested(const QUrl &url);
    // Only http(s) addresses; never empty.
    void saveRequested(const QList<QUrl> &urls, const QString &shelfPath, const QStringList &tags);

private:
    static bool send(const QString &name, const QByteArray &line, int timeoutMs);
    void read(QLocalSocket *socket);

    QLocalServer *m_server;
    QString m_error;
};

} // namespace Lectern
