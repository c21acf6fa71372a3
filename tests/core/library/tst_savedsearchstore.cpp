// Saved searches as stored: in the order saved, renamed, removed, and refused when empty.
#include "library/database/database.h"
#include "library/stores/savedsearchstore.h"
#include "testregistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSavedSearchStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void keepsSearchesInTheOrderSaved();
    void renamesAndRemoves();
    void refusesEmptyNamesAndQueries();

private:
    std::unique_ptr<Database> m_db;
};

void TestSavedSearchStore::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
}

void TestSavedSearchStore::cleanup()
{
    m_db.reset();
}

void TestSavedSearchStore::keepsSearchesInTheOrderSaved()
{
    SavedSearchStore store(m_db->connection());
    QVERIFY(store.searches().isEmpty());
    const auto warps = store.add(u"Warps"_s, u"  warp shuffle has:code "_s);
    QVERIFY2(warps, qPrintable(store.errorString()));
    const auto unread = store.add(u"Unread Rust"_s, u"tag:rust is:unread"_s);
    QVERIFY(unread && *unread != *warps);
    // Names sort by nothing but the order saved; the query is kept trimmed, as typed.
    QCOMPARE(store.searches(),
             (QList<SavedSearchRecord>{{*warps, u"Warps"_s, u"warp shuffle has:code"_s},
                                       {*unread, u"Unread Rust"_s, u"tag:rust is:unread"_s}}));
    QCOMPARE(store.search(*unread)->query, u"tag:rust is:unread"_s);
    QVERIFY(!store.search(*unread + 100));
}

void TestSavedSearchStore::renamesAndRemoves()
{
    SavedSearchStore store(m_db->connection());
    const qint64 id = store.add(u"GPU"_s, u"cuda"_s).value_or(0);
    QVERIFY(store.rename(id, u" 显卡 "_s));
    QCOMPARE(store.search(id)->name, u"显卡"_s);
    QVERIFY(!store.rename(id, u"   "_s));
    QVERIFY(!store.rename(id + 1, u"Other"_s));
    QVERIFY(store.remove(id));
    QVERIFY(!store.remove(id));
    QVERIFY(store.searches().isEmpty());
}

void TestSavedSearchStore::refusesEmptyNamesAndQueries()
{
    SavedSearchStore store(m_db->connection());
    QVERIFY(!store.add(u" "_s, u"cuda"_s));
    QVERIFY(!store.add(u"Name"_s, u"\t"_s));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(store.searches().isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_savedsearchstore, TestSavedSearchStore)
#include "tst_savedsearchstore.moc"
