#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/stores/feedstore.h"
#include "library/writes/librarywriter.h"
#include "net/feedlogins.h"
#include "net/memorycredentialstore.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {
// A keychain that refuses every write, as a locked or missing one does.
class RefusingStore : public MemoryCredentialStore
{
public:
    void writePassword(const QString &, const QString &,
                       std::function<void(const QString &)> done) override
    {
        done(u"the keychain is locked"_s);
    }
};
} // namespace

class TestFeedLogins : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void logInKeepsPasswordThenUser();
    void refusedPasswordKeepsNoUser();
    void logOutForgetsBoth();

private:
    QString authUser();
    QString password(const QString &user);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    MemoryCredentialStore m_credentials;
    qint64 m_feedId = 0;
    const QUrl m_url{u"https://example.org/private/feed.xml"_s};
};

void TestFeedLogins::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"logins-%1.sqlite"_s.arg(++n)));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(m_url, u"Private"_s, {}, 0));
    m_feedId = feeds.idForUrl(m_url).value_or(0);
    QVERIFY(m_feedId > 0);
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
}

void TestFeedLogins::cleanup()
{
    m_writer.reset();
    m_db.reset();
}

QString TestFeedLogins::authUser()
{
    return FeedStore(m_db->connection()).fetchStates({m_feedId}).value(0).authUser;
}

QString TestFeedLogins::password(const QString &user)
{
    PasswordLookup found;
    m_credentials.readPassword(CredentialStore::keyFor(m_url, user),
                               [&](const PasswordLookup &lookup) { found = lookup; });
    return found.password;
}

void TestFeedLogins::logInKeepsPasswordThenUser()
{
    FeedLogins logins(m_writer.get(), &m_credentials);
    QSignalSpy finished(&logins, &FeedLogins::finished);
    logins.logIn(m_feedId, m_url, u"ann"_s, u"s3cret"_s);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toLongLong(), m_feedId);
    QCOMPARE(finished.at(0).at(1).toBool(), true);
    QCOMPARE(finished.at(0).at(2).toString(), QString());
    QCOMPARE(authUser(), u"ann"_s);
    QCOMPARE(password(u"ann"_s), u"s3cret"_s);
}

void TestFeedLogins::refusedPasswordKeepsNoUser()
{
    RefusingStore refusing;
    FeedLogins logins(m_writer.get(), &refusing);
    QSignalSpy finished(&logins, &FeedLogins::finished);
    logins.logIn(m_feedId, m_url, u"ann"_s, u"s3cret"_s);
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QCOMPARE(finished.at(0).at(2).toString(), u"the keychain is locked"_s);
    QCOMPARE(authUser(), QString());
}

void TestFeedLogins::logOutForgetsBoth()
{
    FeedLogins logins(m_writer.get(), &m_credentials);
    QSignalSpy finished(&logins, &FeedLogins::finished);
    logins.logIn(m_feedId, m_url, u"ann"_s, u"s3cret"_s);
    QTRY_COMPARE(finished.count(), 1);
    logins.logOut(m_feedId, m_url, u"ann"_s);
    QTRY_COMPARE(finished.count(), 2);
    QCOMPARE(finished.at(1).at(1).toBool(), false);
    QCOMPARE(finished.at(1).at(2).toString(), QString());
    QCOMPARE(authUser(), QString());
    QCOMPARE(password(u"ann"_s), QString());
}

LECTERN_TEST_GUILESS_MAIN(tst_feedlogins, TestFeedLogins)
#include "tst_feedlogins.moc"
