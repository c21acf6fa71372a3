// The transport under FeedFetcher: many transfers at once on one thread, each answered on the
// caller's thread with the response as it came, and nothing answered once the thread is gone.
#include "net/httpclient.h"
#include "net/httptransferthread.h"

#include "testhttpserver.h"
#include "testregistry.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <optional>

using namespace Lectern;
using namespace Qt::StringLiterals;

class TestHttpTransferThread : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void answersOnTheCallersThread();
    void sendsNoHeaderLineThatCarriesAnother();
    void sendsAMethodAndABody();
    void runsManyTransfersAtOnce();
    void stopsAnEndlessBodyAtTheCap();
    void refusesADeclaredLengthOverTheCap();
    void aTransferOutlivedByItsThreadIsNeverAnswered();
    void aForgottenCallerIsNeverAnswered();
    void aClientHasOneThread();

private:
    HttpRequest request(const QByteArray &path) const;

    TestHttpServer m_server;
};

void TestHttpTransferThread::initTestCase()
{
    QVERIFY(m_server.start());
    TestHttpServer::Response gone;
    gone.status = 410;
    gone.reason = "Gone Away";
    gone.headers = {{"Content-Type", "text/plain"}, {"X-Note", "  two words  "}};
    gone.body = "no more";
    m_server.serve("/gone", gone);
    TestHttpServer::Response slow;
    slow.delayMs = 400;
    slow.body = "late";
    m_server.serve("/slow", slow);
    TestHttpServer::Response endless;
    endless.endless = true;
    m_server.serve("/endless", endless);
    m_server.serveBody("/big", QByteArray(5000, 'x'), "text/xml");
}

HttpRequest TestHttpTransferThread::request(const QByteArray &path) const
{
    HttpRequest request;
    request.url = m_server.url(QString::fromLatin1(path)).toEncoded();
    request.userAgent = "tst_httptransferthread";
    request.headers = {"Accept: text/plain"};
    return request;
}

void TestHttpTransferThread::answersOnTheCallersThread()
{
    HttpTransferThread thread;
    HttpResponse response;
    QThread *answeredOn = nullptr;
    bool answered = false;
    thread.submit(request("/gone"), this, [&](const HttpResponse &r) {
        response = r;
        answeredOn = QThread::currentThread();
        answered = true;
    });
    QTRY_VERIFY(answered);
    QCOMPARE(answeredOn, QThread::currentThread());
    QCOMPARE(response.stop, HttpResponse::Stop::None);
    QCOMPARE(response.status, 410);
    QCOMPARE(response.reason, "Gone Away"_ba);
    QCOMPARE(response.header("x-note"), "two words"_ba); // names in lower case, values trimmed
    QCOMPARE(response.header("content-type"), "text/plain"_ba);
    QCOMPARE(response.body, "no more"_ba);
    QCOMPARE(m_server.requestsFor("/gone").last().headers.value("accept"), "text/plain"_ba);
}

void TestHttpTransferThread::sendsNoHeaderLineThatCarriesAnother()
{
    HttpTransferThread thread;
    HttpRequest smuggling = request("/gone");
    smuggling.headers = {"If-None-Match: \"a\"\r\nX-Injected: yes", "X-Plain: kept"};
    bool answered = false;
    thread.submit(smuggling, this, [&](const HttpResponse &) { answered = true; });
    QTRY_VERIFY(answered);
    const TestHttpServer::Request sent = m_server.requestsFor("/gone").last();
    QVERIFY(!sent.headers.contains("x-injected"));
    QVERIFY(!sent.headers.contains("if-none-match"));
    QCOMPARE(sent.headers.value("x-plain"), "kept"_ba);
}

// A sync server's form and JSON: POST with its body, PUT by name, an empty POST announced as such.
void TestHttpTransferThread::sendsAMethodAndABody()
{
    HttpTransferThread thread;
    int answered = 0;
    HttpRequest form = request("/gone");
    form.body = "i=tag%3Agoogle.com&a=user%2F-%2Fstate%2Fcom.google%2Fread";
    form.headers.append("Content-Type: application/x-www-form-urlencoded");
    thread.submit(form, this, [&](const HttpResponse &) { ++answered; });
    QTRY_COMPARE(answered, 1);
    TestHttpServer::Request sent = m_server.requestsFor("/gone").last();
    QCOMPARE(sent.method, "POST"_ba);
    QCOMPARE(sent.body, form.body);

    HttpRequest put = request("/gone");
    put.method = "PUT";
    put.body = R"({"entry_ids":[1,2],"status":"read"})";
    thread.submit(put, this, [&](const HttpResponse &) { ++answered; });
    QTRY_COMPARE(answered, 2);
    sent = m_server.requestsFor("/gone").last();
    QCOMPARE(sent.method, "PUT"_ba);
    QCOMPARE(sent.body, put.body);

    HttpRequest empty = request("/gone");
    empty.method = "POST";
    thread.submit(empty, this, [&](const HttpResponse &) { ++answered; });
    QTRY_COMPARE(answered, 3);
    sent = m_server.requestsFor("/gone").last();
    QCOMPARE(sent.method, "POST"_ba);
    QCOMPARE(sent.headers.value("content-length"), "0"_ba);
    QVERIFY(sent.body.isEmpty());
}

void TestHttpTransferThread::runsManyTransfersAtOnce()
{
    HttpTransferThread thread;
    constexpr int kTransfers = 12;
    int answered = 0;
    m_server.resetMaxActiveRequests();
    for (int i = 0; i < kTransfers; ++i) {
        thread.submit(request("/slow"), this, [&](const HttpResponse &r) {
            QCOMPARE(r.body, "late"_ba);
            ++answered;
        });
    }
    QTRY_COMPARE_WITH_TIMEOUT(answered, kTransfers, 15000);
    // The server holds each answer 400 ms: one at a time, it would never see two together.
    QVERIFY2(m_server.maxActiveRequests() > kTransfers / 2,
             qPrintable(QString::number(m_server.maxActiveRequests())));
}

void TestHttpTransferThread::stopsAnEndlessBodyAtTheCap()
{
    HttpTransferThread thread;
    HttpRequest endless = request("/endless");
    endless.maxBodyBytes = 100 * 1024;
    std::optional<HttpResponse> response;
    thread.submit(endless, this, [&](const HttpResponse &r) { response = r; });
    QTRY_VERIFY(response.has_value());
    QCOMPARE(response->stop, HttpResponse::Stop::BodyTooLarge);
    QVERIFY(response->body.isEmpty());
}

void TestHttpTransferThread::refusesADeclaredLengthOverTheCap()
{
    HttpTransferThread thread;
    HttpRequest big = request("/big");
    big.maxBodyBytes = 4000;
    std::optional<HttpResponse> response;
    thread.submit(big, this, [&](const HttpResponse &r) { response = r; });
    QTRY_VERIFY(response.has_value());
    QCOMPARE(response->stop, HttpResponse::Stop::DeclaredTooLarge);
    QCOMPARE(response->declaredLength(), 5000);
    QVERIFY(response->body.isEmpty());
}

void TestHttpTransferThread::aTransferOutlivedByItsThreadIsNeverAnswered()
{
    bool answered = false;
    {
        HttpTransferThread thread;
        thread.submit(request("/slow"), this, [&](const HttpResponse &) { answered = true; });
        QTRY_COMPARE(m_server.activeRequests(), 1); // it has gone out
    }
    QTest::qWait(600); // past the server's answer
    QVERIFY(!answered);
}

void TestHttpTransferThread::aForgottenCallerIsNeverAnswered()
{
    HttpTransferThread thread;
    QObject gone;
    QObject staying;
    bool goneAnswered = false;
    bool stayingAnswered = false;
    thread.submit(request("/slow"), &gone, [&](const HttpResponse &) { goneAnswered = true; });
    thread.submit(request("/slow"), &staying,
                  [&](const HttpResponse &) { stayingAnswered = true; });
    QTRY_COMPARE(m_server.activeRequests(), 2); // both have gone out
    thread.forget(&gone);
    QTRY_VERIFY(stayingAnswered);
    QTest::qWait(100); // the two answers left the server together
    QVERIFY(!goneAnswered);
}

void TestHttpTransferThread::aClientHasOneThread()
{
    HttpClient client;
    HttpClient other;
    HttpTransferThread *first = client.transfers();
    QCOMPARE(client.transfers(), first);
    QCOMPARE(first->parent(), &client);
    QVERIFY(other.transfers() != first);
}

LECTERN_TEST_GUILESS_MAIN(tst_httptransferthread, TestHttpTransferThread)
#include "tst_httptransferthread.moc"
