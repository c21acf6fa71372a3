// bench_window: what the window costs a user with a large library, against a bare Qt window
// with a web view (the floor every QtWebEngine program pays), each in its own process.
//
//   bench_window --bare                 a QMainWindow with a list and a QWebEngineView
//   bench_window --library DIR          Lectern's window on DIR (use a scratch copy: the
//                [--stall] [--feeds N]  stall run adds N feeds of a local server on a shelf)
//
// Prints the time from the process's start (exec, 10 ms resolution) to the first paint of the
// window, the resident memory of this process and of its children (the web engine's) once the
// window has settled, and with --stall the longest gaps of a 1 ms timer on the window's thread:
// idle, and during a refresh of the N feeds while the list scrolls and the shelf changes.
// BENCH_WINDOW_SLOW_EVENTS=1 names each event that took more than 30 ms (and prints the reader's
// navigations in the stall run); BENCH_WINDOW_MAPS=1 prints where the resident memory is (by
// file mapped) with each memory figure.
// Needs a display (Xvfb) or QT_QPA_PLATFORM=offscreen. scripts/bench-window runs both modes.
#include "../stallmeter.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "net/feedscheduler.h"
#include "ui/window/mainwindow.h"
#include "ui/window/windowapplication.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QMainWindow>
#include <QProcess>
#include <QScrollBar>
#include <QSplitter>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QTreeView>
#include <QWebEngineView>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

// Milliseconds since this process was started by exec, from /proc (clock ticks since boot).
double msSinceExec()
{
    QFile stat(u"/proc/self/stat"_s);
    QFile uptime(u"/proc/uptime"_s);
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 of the whole line
    const double now = uptime.readAll().split(' ').value(0).toDouble();
    return (now - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

long rssKbOf(const QString &pid)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    }
    return 0;
}

// The processes started by pid, and theirs.
QStringList descendantsOf(const QString &pid)
{
    QStringList found;
    const QStringList all = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : all) {
        bool numeric = false;
        entry.toLong(&numeric);
        if (!numeric)
            continue;
        QFile stat(u"/proc/%1/stat"_s.arg(entry));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (QString::fromLatin1(fields.value(1)) == pid)
            found << entry << descendantsOf(entry);
    }
    return found;
}

// BENCH_WINDOW_MAPS=1: where this process's resident memory is, summed by the file mapped
// (anonymous memory as "[anon]"), the largest first.
void printMappings()
{
    QFile smaps(u"/proc/self/smaps"_s);
    if (!std::getenv("BENCH_WINDOW_MAPS") || !smaps.open(QIODevice::ReadOnly))
        return;
    QHash<QByteArray, long> kbByName;
    QByteArray name;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() >= 5 && fields.value(0).contains('-') && !line.endsWith(" kB")) {
            name = fields.size() >= 6 ? fields.mid(5).join(' ') : QByteArray("[anon]");
        } else if (line.startsWith("Rss:")) {
            kbByName[name] += fields.value(1).toLong();
        }
    }
    QList<std::pair<long, QByteArray>> sorted;
    for (auto it = kbByName.cbegin(); it != kbByName.cend(); ++it)
        sorted.append({it.value(), it.key()});
    std::sort(sorted.begin(), sorted.end(), std::greater<>());
    for (const auto &[kb, file] : sorted.mid(0, 25))
        std::printf("  %8.1f MB  %s\n", kb / 1024.0, file.constData());
}

void printMemory(const char *when)
{
    const QString self = QString::number(QCoreApplication::applicationPid());
    long children = 0;
    for (const QString &pid : descendantsOf(self))
        children += rssKbOf(pid);
    const long own = rssKbOf(self);
    std::printf("rss %s: window process %.1f MB, with its children %.1f MB\n", when, own / 1024.0,
                (own + children) / 1024.0);
    printMappings();
}

// Reports the first paint of any widget, then the memory once the window has settled.
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(std::function<void()> settled)
        : m_settled(std::move(settled))
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_seen && event->type() == QEvent::Paint && watched->isWidgetType()) {
            m_seen = true;
            std::printf("first paint: %.0f ms after exec\n", msSinceExec());
            std::fflush(stdout);
            QTimer::singleShot(0, this, [this] {
                printMemory("at first paint");
                QTimer::singleShot(3000, this, [this] {
                    printMemory("3 s later");
                    m_settled();
                });
            });
        }
        return false;
    }

private:
    bool m_seen = false;
    std::function<void()> m_settled;
};

// N feeds of items items each, the items of round round (new guids each round).
void writeFeeds(const QString &dir, int feeds, int items, int round)
{
    for (int f = 0; f < feeds; ++f) {
        QByteArray xml = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Bench " +
                         QByteArray::number(f) + "</title><link>http://127.0.0.1/</link>";
        for (int i = 0; i < items; ++i) {
            const QByteArray id = QByteArray::number(round) + "-" + QByteArray::number(f) + "-" +
                                  QByteArray::number(i);
            xml += "<item><title>Round " + id + " on memory ordering</title><guid>bench-" + id +
                   "</guid><link>http://127.0.0.1/p/" + id + "</link><pubDate>" +
                   QDateTime::currentDateTimeUtc()
                       .addSecs(-i * 60)
                       .toString(Qt::RFC2822Date)
                       .toLatin1() +
                   "</pubDate><description>&lt;p&gt;Notes " + id +
                   " on fences, caches and the reader's patience.&lt;/p&gt;</description></item>";
        }
        xml += "</channel></rss>";
        QFile file(u"%1/bench-%2.xml"_s.arg(dir).arg(f));
        if (file.open(QIODevice::WriteOnly))
            file.write(xml);
    }
}

int freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// The stall run: idle, then a refresh of the bench shelf while the list scrolls and shelves
// change, until the refresh is done and a second after.
void runStalls(MainWindow &window, const QString &served, int feeds, int items, qint64 shelfId)
{
    auto *meter = new StallMeter;
    meter->setParent(&window);
    meter->start();
    // With slow events named, the reader's navigations are printed too, to place a slow
    // engine task.
    if (slowEventMs() < 1e9) {
        if (auto *reader = window.findChild<QWebEngineView *>()) {
            QObject::connect(reader, &QWebEngineView::urlChanged, meter, [meter](const QUrl &url) {
                std::printf("reader: %s at %.2f s\n", qPrintable(url.toString()), meter->seconds());
            });
            QObject::connect(reader, &QWebEngineView::loadStarted, meter, [meter] {
                std::printf("reader: a load starts at %.2f s\n", meter->seconds());
            });
        }
    }
    QTimer::singleShot(3000, &window, [&window, meter, served, feeds, items, shelfId] {
        meter->stopAndPrint("idle");
        writeFeeds(served, feeds, items, 2);
        auto *model = qobject_cast<FeedTreeModel *>(window.feedView()->model());
        const QList<QModelIndex> shelves = {
            model->allArticlesIndex(), model->indexOfKind(FeedTreeItem::Kind::Unread),
            model->indexForShelf(shelfId), model->indexOfKind(FeedTreeItem::Kind::Today),
            model->index(model->rowCount() - 1, 0)};
        meter->start();
        window.session()->engine().scheduler->refreshShelf(shelfId);
        auto *driver = new QTimer(&window);
        auto *tick = new int(0);
        auto *refreshAction = window.findChild<QAction *>(u"refreshAllAction"_s);
        auto *seenBusy = new bool(false);
        // What the driver's own steps cost, apart from what happens between them.
        auto *scrolls = new QList<double>;
        auto *switches = new QList<double>;
        QObject::connect(driver, &QTimer::timeout, &window, [=, &window] {
            ++*tick;
            QElapsedTimer step;
            step.start();
            QScrollBar *bar = window.articleView()->verticalScrollBar();
            bar->setValue(bar->value() >= bar->maximum() ? 0 : bar->value() + bar->pageStep());
            scrolls->append(step.nsecsElapsed() / 1e6);
            if (*tick % 12 == 0) {
                step.restart();
                window.feedView()->setCurrentIndex(shelves[(*tick / 12) % shelves.size()]);
                switches->append(step.nsecsElapsed() / 1e6);
            }
            *seenBusy = *seenBusy || !refreshAction->isEnabled();
            if ((*seenBusy && refreshAction->isEnabled()) || *tick > 3000) {
                driver->stop();
                const auto longest = [](const QList<double> *steps) {
                    return steps->isEmpty() ? 0.0 : *std::max_element(steps->begin(), steps->end());
                };
                std::printf("steps: %lld scrolls (longest %.1f ms), %lld shelf changes (longest "
                            "%.1f ms)\n",
                            qlonglong(scrolls->size()), longest(scrolls),
                            qlonglong(switches->size()), longest(switches));
                QTimer::singleShot(1000, &window, [meter] {
                    meter->stopAndPrint("refresh + scrolling + shelf changes");
                    QCoreApplication::quit();
                });
            }
        });
        driver->start(30);
    });
}

// Names what held the event loop: every event delivered in more than 30 ms, with its
// receiver and type (only the outermost delivery; nested ones are inside its time).
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        // Other threads' events (the writer's jobs, the counter's) come through here too;
        // only this thread's hold the window.
        if (QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        if (m_depth++ > 0) {
            const bool handled = QApplication::notify(receiver, event);
            --m_depth;
            return handled;
        }
        // Named before: a receiver may delete itself in the event (a single-shot timer does).
        // A timer or a plain QObject says little: its parent says whose it is.
        const char *className = receiver->metaObject()->className();
        const QString name = receiver->objectName();
        const QObject *owner = receiver->parent();
        const char *ownerName = owner ? owner->metaObject()->className() : "nothing";
        QElapsedTimer clock;
        clock.start();
        const int type = event->type();
        const bool handled = QApplication::notify(receiver, event);
        const double ms = clock.nsecsElapsed() / 1e6;
        --m_depth;
        if (ms > slowEventMs()) {
            std::printf("slow event: %.1f ms, %s (%s) of %s, event type %d\n", ms, className,
                        qPrintable(name), ownerName, type);
            std::fflush(stdout);
        }
        return handled;
    }

private:
    int m_depth = 0;
};

} // namespace

int main(int argc, char **argv)
{
    const double enteredMain = msSinceExec();
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    const bool bare = args.contains(u"--bare"_s);
    const bool stall = args.contains(u"--stall"_s);
    const QString library = args.value(args.indexOf(u"--library"_s) + 1);
    const int feeds =
        args.contains(u"--feeds"_s) ? args.value(args.indexOf(u"--feeds"_s) + 1).toInt() : 20;
    const int items = 50;
    if (!bare && library.isEmpty()) {
        std::fprintf(stderr, "usage: bench_window --bare | --library DIR [--stall] [--feeds N]\n");
        return 2;
    }
    std::printf("main entered: %.0f ms after exec\n", enteredMain);

    if (bare) {
        QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
        QApplication app(argc, argv);
        QMainWindow window;
        auto *split = new QSplitter;
        split->addWidget(new QTreeView);
        auto *view = new QWebEngineView;
        view->setHtml(u"<p>A bare web view.</p>"_s);
        split->addWidget(view);
        window.setCentralWidget(split);
        window.resize(1280, 800);
        FirstPaint probe([] { QCoreApplication::quit(); });
        window.show();
        return app.exec();
    }

    WindowApplication::prepare();
    TimedApplication app(argc, argv);
    QTemporaryDir served;
    QProcess server;
    qint64 shelfId = 0;
    if (stall) {
        // The bench's feeds, on a shelf of their own, served by a separate process so that
        // serving them costs the window's thread nothing.
        const int port = freePort();
        writeFeeds(served.path(), feeds, items, 1);
        server.start(u"python3"_s, {u"-m"_s, u"http.server"_s, QString::number(port), u"--bind"_s,
                                    u"127.0.0.1"_s, u"--directory"_s, served.path()});
        server.waitForStarted();
        Database db(LibraryLocation::databasePath(library));
        if (!db.open()) {
            std::fprintf(stderr, "%s\n", qPrintable(db.errorString()));
            return 1;
        }
        ShelfStore shelves(db.connection());
        shelfId = shelves.addPath(u"Bench"_s).value_or(0);
        FeedStore store(db.connection());
        for (int f = 0; f < feeds; ++f) {
            const QUrl url(u"http://127.0.0.1:%1/bench-%2.xml"_s.arg(port).arg(f));
            store.addUnfetched(url, u"Bench %1"_s.arg(f), {}, shelfId);
        }
        for (int tries = 0; tries < 100; ++tries) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, quint16(port));
            if (socket.waitForConnected(100))
                break;
            QThread::msleep(50);
        }
    }
    std::unique_ptr<FirstPaint> probe;
    const int code = WindowApplication::run(library, {}, [&](MainWindow &window) {
        probe = std::make_unique<FirstPaint>([&window, stall, &served, feeds, items, shelfId] {
            if (!stall) {
                window.close();
                return;
            }
            runStalls(window, served.path(), feeds, items, shelfId);
        });
    });
    server.kill();
    server.waitForFinished();
    return code;
}
