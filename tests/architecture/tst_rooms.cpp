// The rooms' rules of ARCHITECTURE.md hold in the sources: each room includes only the rooms
// below it, the engine and the models no Widgets or WebEngine header, the window no database
// connection or writer outside the composition root. First shown to catch what they forbid on
// small trees written here.
#include "roomrules.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString sampleRules = uR"(Some prose.
```rooms
room app/feeds:
room app/library/database: app/feeds
room app/library/writes: app/library/database
room app/net: app/library/writes
room models: app/net
room ui/reader: models
room ui/window: ui/reader
no-module QtWidgets in app models except app/launcher
no-name QSql LibraryWriter connection() in ui except ui/window/windowapplication.cpp
```
)"_s;

QHash<QString, QSet<QString>> sampleHeaders()
{
    return {{u"QtWidgets"_s, {u"QWidget"_s, u"qwidget.h"_s}}};
}

// The header names of the Qt modules the rules name, from this Qt's own include folder.
QHash<QString, QSet<QString>> qtHeaders(const QStringList &modules)
{
    QHash<QString, QSet<QString>> headers;
    const QDir root(QLibraryInfo::path(QLibraryInfo::HeadersPath));
    for (const QString &module : modules) {
        const QStringList names = QDir(root.filePath(module)).entryList(QDir::Files);
        headers.insert(module, QSet<QString>(names.cbegin(), names.cend()));
    }
    return headers;
}

} // namespace

class TestRooms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheRules()
    {
        RoomRules rules;
        QVERIFY2(rules.parse(sampleRules), qPrintable(rules.errors().join(u'\n')));
        QCOMPARE(rules.roomOf(u"app/library/writes/librarywriter.h"_s), u"app/library/writes"_s);
        QCOMPARE(rules.roomOf(u"app/feeds/xml/xmlrepair.h"_s), u"app/feeds"_s);
        QCOMPARE(rules.roomOf(u"tools/x.h"_s), QString());
        // Below it, and what is below those.
        QCOMPARE(rules.reach(u"ui/window"_s),
                 QSet<QString>({u"ui/reader"_s, u"models"_s, u"app/net"_s, u"app/library/writes"_s,
                                u"app/library/database"_s, u"app/feeds"_s}));
    }

    void refusesBrokenRules_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("no block") << u"room a:\n"_s;
        QTest::newRow("a cycle") << u"```rooms\nroom a: b\nroom b: a\n```\n"_s;
        QTest::newRow("an unknown room") << u"```rooms\nroom a: nowhere\n```\n"_s;
        QTest::newRow("a room twice") << u"```rooms\nroom a:\nroom a:\n```\n"_s;
        QTest::newRow("gibberish") << u"```rooms\nroom a:\nrooms everywhere\n```\n"_s;
        QTest::newRow("a ban with no place") << u"```rooms\nno-name QSql\n```\n"_s;
    }
    void refusesBrokenRules()
    {
        QFETCH(QString, text);
        RoomRules rules;
        QVERIFY(!rules.parse(text));
        QVERIFY(!rules.errors().isEmpty());
    }

    void catchesWhatTheRulesForbid_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("said");
        QTest::newRow("an include upward")
            << u"app/library/database/database.cpp"_s
            << u"#include \"library/writes/librarywriter.h\"\n"_s << u"not below it"_s;
        QTest::newRow("a room beside, not below")
            << u"ui/reader/readerview.cpp"_s << u"#include \"ui/window/mainwindow.h\"\n"_s
            << u"not below it"_s;
        QTest::newRow("the engine includes a widget")
            << u"app/net/fetcher.cpp"_s << u"#include <QWidget>\n"_s << u"QtWidgets"_s;
        QTest::newRow("by its module's folder")
            << u"models/model.cpp"_s << u"#include <QtWidgets/qwidget.h>\n"_s << u"QtWidgets"_s;
        QTest::newRow("the window holds a connection")
            << u"ui/reader/readerview.cpp"_s
            << u"void f(LibrarySession *s) { auto db = s->connection(); }\n"_s << u"connection()"_s;
        QTest::newRow("the window writes")
            << u"ui/window/mainwindow.cpp"_s << u"class LibraryWriter;\n"_s << u"LibraryWriter"_s;
        QTest::newRow("a file in no room")
            << u"app/newroom/thing.h"_s << QString() << u"belongs to no room"_s;
    }
    void catchesWhatTheRulesForbid()
    {
        QFETCH(QString, path);
        QFETCH(QString, text);
        QFETCH(QString, said);
        RoomRules rules;
        QVERIFY(rules.parse(sampleRules));
        const QHash<QString, QString> tree{
            {u"app/library/writes/librarywriter.h"_s, QString()},
            {u"ui/window/mainwindow.h"_s, QString()},
            {path, text},
        };
        const QStringList broken = rules.check(tree, sampleHeaders());
        QCOMPARE(broken.size(), 1);
        QVERIFY2(broken.first().contains(path) && broken.first().contains(said),
                 qPrintable(broken.first()));
    }

    void allowsWhatTheyAllow()
    {
        const QHash<QString, QString> tree{
            {u"app/library/writes/librarywriter.h"_s, QString()},
            {u"app/feeds/parsedfeed.h"_s, QString()},
            // Down several rooms, and in its own room by a name relative to its folder.
            {u"ui/window/mainwindow.cpp"_s,
             u"#include \"feeds/parsedfeed.h\"\n#include \"mainwindow.h\"\n#include <QWidget>\n"_s},
            {u"ui/window/mainwindow.h"_s, QString()},
            // The composition root may hold the connection and the writer; a comment may name
            // what the code may not.
            {u"ui/window/windowapplication.cpp"_s,
             u"LibraryWriter writer; auto db = database.connection();\n"_s},
            {u"ui/reader/readerview.cpp"_s, u"// not the LibraryWriter: the session\n"_s},
            {u"app/launcher/browsermain.cpp"_s, u"#include <QWidget>\n"_s},
            // Outside the project: none of its business.
            {u"app/net/fetcher.cpp"_s, u"#include \"curl/curl.h\"\n#include <QString>\n"_s},
        };
        RoomRules withLauncher;
        QVERIFY(withLauncher.parse(
            QString(sampleRules)
                .replace(u"room ui/window: ui/reader\n"_s,
                         u"room ui/window: ui/reader\nroom app/launcher: ui/window\n"_s)));
        const QStringList broken = withLauncher.check(tree, sampleHeaders());
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
    }

    // The project itself, by the rules its ARCHITECTURE.md states.
    void theSourcesKeepTheRules()
    {
        QFile map(QStringLiteral(LECTERN_SOURCE_DIR "/ARCHITECTURE.md"));
        QVERIFY(map.open(QIODevice::ReadOnly));
        RoomRules rules;
        QVERIFY2(rules.parse(QString::fromUtf8(map.readAll())),
                 qPrintable(rules.errors().join(u'\n')));
        const QHash<QString, QSet<QString>> headers = qtHeaders(rules.modules());
        for (auto it = headers.cbegin(); it != headers.cend(); ++it)
            QVERIFY2(!it.value().isEmpty(), qPrintable(u"no headers found for "_s + it.key()));
        const QStringList broken = rules.check(QStringLiteral(LECTERN_SOURCE_DIR), headers);
        QVERIFY2(broken.isEmpty(), qPrintable(u"\n"_s + broken.join(u'\n')));
    }
};

LECTERN_TEST_GUILESS_MAIN(tst_rooms, TestRooms)
#include "tst_rooms.moc"
