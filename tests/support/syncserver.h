// A real Miniflux for the sync tests: PostgreSQL made in a temporary folder and Miniflux on it,
// both on free ports of 127.0.0.1, with one user for its REST API and its Google Reader API.
// Both programs come from the build environment's Debian packages (miniflux, postgresql);
// PostgreSQL refuses to run as root, so as root both run as the user nobody.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

class SyncServer
{
public:
    SyncServer();
    ~SyncServer();
    SyncServer(const SyncServer &) = delete;
    SyncServer &operator=(const SyncServer &) = delete;

    // Whether both programs are installed (the build environment always has them).
    static bool isAvailable();
    // Starts both; false with errorString() when a program is missing or did not come up.
    bool start();
    QString errorString() const { return m_error; }

    QUrl url() const { return m_url; } // Miniflux's own address, e.g. http://127.0.0.1:PORT
    // The user of the REST API (HTTP Basic) and of the Google Reader API (ClientLogin).
    static QString user() { return QStringLiteral("reader"); }
    static QString password() { return QStringLiteral("reader-password-1"); }
    static QString googleReaderUser() { return QStringLiteral("reader-sync"); }
    static QString googleReaderPassword() { return QStringLiteral("reader-sync-password-1"); }

    // A call to Miniflux's REST API as user() (HTTP Basic), the event loop running meanwhile
    // (a feed server in the same thread answers Miniflux); the answer's JSON, null when none.
    // Has Miniflux follow the feed at feedUrl (it fetches it before answering), in the category
    // of that title (made when there is none; empty: its first); the feed's id there, 0 if not.
    qint64 follow(const QUrl &feedUrl, const QString &category = {}) const;
    QJsonDocument rest(const QByteArray &method, const QString &path,
                       const QByteArray &body = {}) const;
    // Runs SQL on Miniflux's database (psql), for what its APIs cannot set; false on an error.
    bool sql(const QString &statement);

private:
    bool run(const QStringList &command, const QProcessEnvironment &environment = {},
             int timeoutMs = 60000);
    QStringList asServerUser(QStringList command) const;
    void stop();

    QTemporaryDir m_dir;
    QString m_postgresBin;
    int m_databasePort = 0;
    QUrl m_url;
    std::unique_ptr<QProcess> m_miniflux;
    bool m_databaseStarted = false;
    QString m_error;
};
