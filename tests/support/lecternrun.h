// Runs the built lectern program as a user would, for the tests of the whole program. The
// caller's event loop keeps turning meanwhile: test servers answer from the test's process.
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct LecternRun
{
    int exitCode = -1;
    QString out;
    QString err;

    // input goes to standard input, which is then closed.
    static LecternRun run(const QStringList &arguments,
                          const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                          const QByteArray &input = {}, int timeoutMs = 30'000);
};
