#include "launcher/enginelog.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStandardPaths>
#include <cstdio>

namespace Lectern {

namespace {

// A log that only grows across runs is started again past this size.
constexpr qint64 kMaxLogBytes = 1 << 20;

bool g_verbose = false;
QMutex g_mutex; // messages come from any thread

QFile &logFile()
{
    static QFile file;
    if (!file.isOpen()) {
        file.setFileName(EngineLog::path());
        QDir().mkpath(QFileInfo(file).absolutePath());
        const bool restart = file.exists() && file.size() > kMaxLogBytes;
        if (!file.open(QIODevice::WriteOnly | (restart ? QIODevice::Truncate : QIODevice::Append)))
            return file; // nowhere to write: the message goes nowhere but a verbose terminal
    }
    return file;
}

void handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QByteArray line = (QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) + u' ' +
                             QString::fromUtf8(context.category ? context.category : "default") +
                             u": " + message + u'\n')
                                .toUtf8();
    const bool shown = g_verbose || type == QtCriticalMsg || type == QtFatalMsg;
    {
        const QMutexLocker lock(&g_mutex);
        QFile &file = logFile();
        if (file.isOpen()) {
            file.write(line);
            file.flush();
        }
    }
    if (shown) {
        std::fputs(qFormatLogMessage(type, context, message).toLocal8Bit().constData(), stderr);
        std::fputc('\n', stderr);
    }
}

} // namespace

QString EngineLog::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/lectern/engine.log");
}

void EngineLog::install(bool verbose)
{
    g_verbose = verbose;
    qInstallMessageHandler(handle);
}

} // namespace Lectern
