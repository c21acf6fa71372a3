#include "lecternrun.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

LecternRun LecternRun::run(const QStringList &arguments, const QProcessEnvironment &env,
                           const QByteArray &input, int timeoutMs)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setProgram(QStringLiteral(LECTERN_BINARY_DIR "/bin/lectern"));
    process.setArguments(arguments);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start();
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, timeoutMs); }();
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}
