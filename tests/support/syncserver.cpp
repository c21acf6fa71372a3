#include "syncserver.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QTcpServer>
#include <QThread>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

int freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

QString databaseUrl(int port)
{
    return u"postgres://lectern@127.0.0.1:%1/miniflux?sslmode=disable"_s.arg(port);
}

} // namespace

SyncServer::SyncServer() = default;

SyncServer::~SyncServer()
{
    stop();
}

QStringList SyncServer::asServerUser(QStringList command) const
{
    if (::geteuid() == 0)
        command = QStringList{u"runuser"_s, u"-u"_s, u"nobody"_s, u"--"_s} + command;
    return command;
}

bool SyncServer::run(const QStringList &command, const QProcessEnvironment &environment,
                     int timeoutMs)
{
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(command.first(), command.mid(1));
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        m_error = u"%1 failed: %2"_s.arg(command.join(u' '),
                                         QString::fromLocal8Bit(process.readAll()).trimmed());
        return false;
    }
    return true;
}

bool SyncServer::isAvailable()
{
    return !QDir(u"/usr/lib/postgresql"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty() &&
           !QStandardPaths::findExecutable(u"miniflux"_s).isEmpty();
}

bool SyncServer::start()
{
    const QStringList versions =
        QDir(u"/usr/lib/postgresql"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (!isAvailable()) {
        m_error =
            u"PostgreSQL or Miniflux is not installed (Debian packages postgresql, miniflux)"_s;
        return false;
    }
    m_postgresBin = u"/usr/lib/postgresql/%1/bin/"_s.arg(versions.last());
    if (!m_dir.isValid() ||
        !QFile::setPermissions(m_dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                 QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                 QFileDevice::WriteOther | QFileDevice::ExeOther)) {
        m_error = u"no temporary folder"_s;
        return false;
    }
    const QString data = m_dir.filePath(u"postgres"_s);
    m_databasePort = freePort();
    if (!run(asServerUser({m_postgresBin + u"initdb"_s, u"-D"_s, data, u"-U"_s, u"lectern"_s,
                           u"--auth=trust"_s, u"-E"_s, u"UTF8"_s})))
        return false;
    // Only loopback TCP and a socket in the temporary folder; fsync off: a test's database.
    if (!run(asServerUser(
            {m_postgresBin + u"pg_ctl"_s, u"-D"_s, data, u"-w"_s, u"-l"_s,
             m_dir.filePath(u"postgres.log"_s), u"-o"_s,
             u"-k %1 -c listen_addresses=127.0.0.1 -p %2 -c fsync=off"_s.arg(m_dir.path())
                 .arg(m_databasePort),
             u"start"_s})))
        return false;
    m_databaseStarted = true;
    if (!run({m_postgresBin + u"createdb"_s, u"-h"_s, u"127.0.0.1"_s, u"-p"_s,
              QString::number(m_databasePort), u"-U"_s, u"lectern"_s, u"miniflux"_s}))
        return false;

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"DATABASE_URL"_s, databaseUrl(m_databasePort));
    if (!run({u"miniflux"_s, u"-migrate"_s}, environment))
        return false;
    const int port = freePort();
    m_url = QUrl(u"http://127.0.0.1:%1"_s.arg(port));
    environment.insert(u"LISTEN_ADDR"_s, u"127.0.0.1:%1"_s.arg(port));
    environment.insert(u"CREATE_ADMIN"_s, u"1"_s);
    environment.insert(u"ADMIN_USERNAME"_s, user());
    environment.insert(u"ADMIN_PASSWORD"_s, password());
    // Feeds are fetched when a test asks (refresh), not by Miniflux's scheduler meanwhile.
    environment.insert(u"POLLING_FREQUENCY"_s, u"1440"_s);
    environment.insert(u"LOG_LEVEL"_s, u"error"_s);
    m_miniflux = std::make_unique<QProcess>();
    m_miniflux->setProcessEnvironment(environment);
    m_miniflux->setProcessChannelMode(QProcess::MergedChannels);
    m_miniflux->setStandardOutputFile(m_dir.filePath(u"miniflux.log"_s));
    m_miniflux->start(u"miniflux"_s, {});
    if (!m_miniflux->waitForStarted()) {
        m_error = u"miniflux did not start"_s;
        return false;
    }
    QNetworkAccessManager network;
    const QDeadlineTimer deadline(30000);
    for (;;) {
        QNetworkReply *reply =
            network.get(QNetworkRequest(m_url.resolved(QUrl(u"/healthcheck"_s))));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const bool up = reply->error() == QNetworkReply::NoError;
        reply->deleteLater();
        if (up)
            break;
        if (deadline.hasExpired() || m_miniflux->state() != QProcess::Running) {
            QFile log(m_dir.filePath(u"miniflux.log"_s));
            log.open(QIODevice::ReadOnly);
            m_error = u"miniflux did not answer: "_s + QString::fromUtf8(log.readAll()).trimmed();
            return false;
        }
        QThread::msleep(50);
    }
    // The Google Reader API is off until a user turns it on with a name and password of its
    // own; Miniflux keeps the password as a bcrypt hash, which pgcrypto makes alike.
    return sql(u"CREATE EXTENSION IF NOT EXISTS pgcrypto; UPDATE integrations SET"
               " googlereader_enabled = true, googlereader_username = '%1',"
               " googlereader_password = crypt('%2', gen_salt('bf'))"_s.arg(
                   googleReaderUser(), googleReaderPassword()));
}

qint64 SyncServer::follow(const QUrl &feedUrl, const QString &category) const
{
    qint64 categoryId = 1; // Miniflux's first, made with its user
    if (!category.isEmpty()) {
        for (const QJsonValue &value : rest("GET", QStringLiteral("/v1/categories")).array()) {
            if (value[QStringLiteral("title")].toString() == category)
                categoryId = value[QStringLiteral("id")].toInteger();
        }
        if (categoryId == 1)
            categoryId = rest("POST", QStringLiteral("/v1/categories"),
                              QJsonDocument(QJsonObject{{QStringLiteral("title"), category}})
                                  .toJson())[QStringLiteral("id")]
                             .toInteger();
    }
    return rest("POST", QStringLiteral("/v1/feeds"),
                QJsonDocument(QJsonObject{{QStringLiteral("feed_url"), feedUrl.toString()},
                                          {QStringLiteral("category_id"), categoryId}})
                    .toJson())[QStringLiteral("feed_id")]
        .toInteger();
}

QJsonDocument SyncServer::rest(const QByteArray &method, const QString &path,
                               const QByteArray &body) const
{
    QNetworkAccessManager network;
    QNetworkRequest request(m_url.resolved(QUrl(path)));
    request.setRawHeader("Authorization",
                         "Basic " + (user() + u':' + password()).toUtf8().toBase64());
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const QJsonDocument answer = QJsonDocument::fromJson(reply->readAll());
    delete reply;
    return answer;
}

bool SyncServer::sql(const QString &statement)
{
    return run({m_postgresBin + u"psql"_s, u"-q"_s, u"-v"_s, u"ON_ERROR_STOP=1"_s, u"-h"_s,
                u"127.0.0.1"_s, u"-p"_s, QString::number(m_databasePort), u"-U"_s, u"lectern"_s,
                u"-d"_s, u"miniflux"_s, u"-c"_s, statement});
}

void SyncServer::stop()
{
    if (m_miniflux && m_miniflux->state() == QProcess::Running) {
        m_miniflux->terminate();
        if (!m_miniflux->waitForFinished(5000))
            m_miniflux->kill();
        m_miniflux->waitForFinished(2000);
    }
    m_miniflux.reset();
    if (m_databaseStarted) {
        run(asServerUser({m_postgresBin + u"pg_ctl"_s, u"-D"_s, m_dir.filePath(u"postgres"_s),
                          u"-m"_s, u"immediate"_s, u"stop"_s}),
            {}, 20000);
        m_databaseStarted = false;
    }
}
