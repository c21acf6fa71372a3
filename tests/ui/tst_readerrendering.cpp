// The window draws the reader in software (Linux): no OpenGL driver in its process, the
// warnings saying so dropped, every other message kept, and a page still painted.
#include "ui/reader/readerrendering.h"

#include "testregistry.h"

#include <QApplication>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QWebEngineView>

using namespace Lectern;
using namespace Qt::StringLiterals;

namespace {
QStringList g_printed;
bool g_gpuAskedFor = true;

void keepMessage(QtMsgType, const QMessageLogContext &, const QString &text)
{
    g_printed << text;
}
} // namespace

class TestReaderRendering : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void softwareUnlessTheGpuIsAskedFor();
    void dropsOnlyTheMissingGlWarnings();
    void aPageIsPainted();
};

void TestReaderRendering::softwareUnlessTheGpuIsAskedFor()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    QVERIFY(!g_gpuAskedFor); // LECTERN_READER_GPU=1 chose nothing (see main)
    QCOMPARE(QQuickWindow::sceneGraphBackend(), u"software"_s);
    QCOMPARE(qgetenv("QT_XCB_GL_INTEGRATION"), QByteArray("none"));
#else
    QSKIP("software drawing is chosen on Linux only");
#endif
}

// The messages were sent in main(), before QTest put in a handler of its own.
void TestReaderRendering::dropsOnlyTheMissingGlWarnings()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    QCOMPARE(g_printed, QStringList({u"The feed at 127.0.0.1 failed to create anything"_s,
                                     u"QRhiGles2: Failed to create context"_s}));
#endif
    QVERIFY(ReaderRendering::isMissingGlWarning(QtWarningMsg, u"Unable to detect GPU vendor."_s));
    QVERIFY(!ReaderRendering::isMissingGlWarning(QtWarningMsg, u"A warning of another kind"_s));
}

void TestReaderRendering::aPageIsPainted()
{
    QWebEngineView view;
    view.resize(400, 300);
    QSignalSpy loaded(&view, &QWebEngineView::loadFinished);
    view.setHtml(u"<html><body style='margin:0;background:rgb(200,30,30)'>"
                 "<p style='color:white'>drawn</p></body></html>"_s);
    view.show();
    QVERIFY(loaded.wait(20000));
    QVERIFY(loaded.first().first().toBool());
    // The first frame may come a little after the load.
    QTRY_VERIFY_WITH_TIMEOUT(view.grab().toImage().pixelColor(200, 200) == QColor(200, 30, 30),
                             10000);
}

LECTERN_TEST_FUNCTION(tst_readerrendering)
{
    qInstallMessageHandler(keepMessage);
    qputenv("LECTERN_READER_GPU", "1");
    g_gpuAskedFor = ReaderRendering::chooseSoftware();
    qunsetenv("LECTERN_READER_GPU");
    const bool software = ReaderRendering::chooseSoftware();
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!software)
        return 1;
#endif
    qWarning("QRhiGles2: Failed to create context");
    qWarning("QXcbIntegration: Cannot create platform OpenGL context, neither GLX nor EGL are "
             "enabled");
    qWarning("Unable to detect GPU vendor.");
    qWarning("Failed to create Vulkan instance: -9");
    qWarning("The feed at 127.0.0.1 failed to create anything");
    qCritical("QRhiGles2: Failed to create context");
    QApplication app(argc, argv);
    TestReaderRendering test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_readerrendering.moc"
