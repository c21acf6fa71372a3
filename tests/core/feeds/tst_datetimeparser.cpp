#include "feeds/text/datetimeparser.h"

#include "testregistry.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestDateTimeParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void rejects_data();
    void rejects();
    void commonFormReadAsTheGeneralReadingDoes_data();
    void commonFormReadAsTheGeneralReadingDoes();
    void commonIsoFormReadAsTheGeneralReadingDoes_data();
    void commonIsoFormReadAsTheGeneralReadingDoes();
};

namespace {

QDateTime utc(int y, int mo, int d, int h = 0, int mi = 0, int s = 0, int ms = 0)
{
    return QDateTime(QDate(y, mo, d), QTime(h, mi, s, ms), QTimeZone::UTC);
}

} // namespace

void TestDateTimeParser::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDateTime>("expected");

    // RFC 822 / 2822
    QTest::newRow("rfc822 gmt") << u"Wed, 01 May 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 ut") << u"Wed, 01 May 2024 10:00:00 UT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 utc") << u"Wed, 01 May 2024 10:00:00 UTC"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 z") << u"Wed, 01 May 2024 10:00:00 Z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 plus") << u"Wed, 01 May 2024 12:30:00 +0230"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 minus") << u"Tue, 30 Apr 2024 22:00:00 -1200"_s << utc(2024, 5, 1, 10);
    QTest::newRow("rfc822 colon zone")
        << u"Wed, 01 May 2024 12:00:00 +02:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("est") << u"Wed, 01 May 2024 05:00:00 EST"_s << utc(2024, 5, 1, 10);
    QTest::newRow("edt") << u"Wed, 01 May 2024 06:00:00 EDT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("cst") << u"Wed, 01 May 2024 04:00:00 CST"_s << utc(2024, 5, 1, 10);
    QTest::newRow("cdt") << u"Wed, 01 May 2024 05:00:00 CDT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("mst") << u"Wed, 01 May 2024 03:00:00 MST"_s << utc(2024, 5, 1, 10);
    QTest::newRow("mdt") << u"Wed, 01 May 2024 04:00:00 MDT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("pst") << u"Wed, 01 May 2024 02:00:00 PST"_s << utc(2024, 5, 1, 10);
    QTest::newRow("pdt") << u"Wed, 01 May 2024 03:00:00 PDT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("et, no season") << u"Mon, 26 Jan 2004 16:31:00 ET"_s << utc(2004, 1, 26, 21, 31);
    QTest::newRow("pt, no season") << u"Mon, 26 Jan 2004 16:31:00 PT"_s << utc(2004, 1, 27, 0, 31);
    QTest::newRow("day past the month's end")
        << u"Thu, 31 Jun 2004 19:48:21 GMT"_s << utc(2004, 7, 1, 19, 48, 21);
    QTest::newRow("30 february") << u"30 Feb 2024 10:00:00 GMT"_s << utc(2024, 3, 1, 10);
    QTest::newRow("ordinal date") << u"2003-335"_s << utc(2003, 12, 1, 0);
    QTest::newRow("ordinal date and time") << u"2024-060T10:00:00Z"_s << utc(2024, 2, 29, 10);
    QTest::newRow("military z") << u"01 May 2024 10:00:00 Z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("military a") << u"01 May 2024 09:00:00 A"_s << utc(2024, 5, 1, 10);
    QTest::newRow("military m") << u"30 Apr 2024 22:00:00 M"_s << utc(2024, 5, 1, 10);
    QTest::newRow("military n") << u"01 May 2024 11:00:00 N"_s << utc(2024, 5, 1, 10);
    QTest::newRow("military y") << u"01 May 2024 22:00:00 Y"_s << utc(2024, 5, 1, 10);
    QTest::newRow("no seconds") << u"Wed, 01 May 2024 10:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("no day name") << u"01 May 2024 10:00:00 +0000"_s << utc(2024, 5, 1, 10);
    QTest::newRow("one-digit day") << u"Wed, 1 May 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("two-digit year") << u"Wed, 01 May 24 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("two-digit year 1900s")
        << u"Fri, 31 Dec 99 23:59:59 GMT"_s << utc(1999, 12, 31, 23, 59, 59);
    QTest::newRow("sept") << u"Sun, 01 Sept 2024 10:00:00 GMT"_s << utc(2024, 9, 1, 10);
    QTest::newRow("thurs") << u"Thurs, 02 May 2024 10:00:00 GMT"_s << utc(2024, 5, 2, 10);
    QTest::newRow("tues") << u"Tues, 30 Apr 2024 10:00:00 GMT"_s << utc(2024, 4, 30, 10);
    QTest::newRow("full names") << u"Wednesday, 01 May 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("full month") << u"Wed, 01 September 2024 10:00:00 GMT"_s << utc(2024, 9, 1, 10);
    QTest::newRow("lower case") << u"wed, 01 may 2024 10:00:00 gmt"_s << utc(2024, 5, 1, 10);
    QTest::newRow("no zone is utc") << u"Wed, 01 May 2024 10:00:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("no time") << u"01 May 2024"_s << utc(2024, 5, 1);
    QTest::newRow("zone comment") << u"Wed, 01 May 2024 03:00:00 -0700 (PDT)"_s
                                  << utc(2024, 5, 1, 10);
    QTest::newRow("no comma") << u"Wed 01 May 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("dashes") << u"01-May-2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("month first") << u"Wed, May 01 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("asctime") << u"Wed May  1 10:00:00 2024"_s << utc(2024, 5, 1, 10);
    QTest::newRow("gmt offset") << u"Wed, 01 May 2024 12:00:00 GMT+0200"_s << utc(2024, 5, 1, 10);
    QTest::newRow("cest") << u"Wed, 01 May 2024 12:00:00 CEST"_s << utc(2024, 5, 1, 10);
    QTest::newRow("crosses midnight") << u"Tue, 30 Apr 2024 23:00:00 -0500"_s << utc(2024, 5, 1, 4);
    QTest::newRow("foreign day name")
        << u"mer, 01 May 2024 10:00:00 +0000"_s << utc(2024, 5, 1, 10);
    QTest::newRow("pm") << u"Wed, May 01 2024 02:30:00 PM"_s << utc(2024, 5, 1, 14, 30);
    QTest::newRow("12 am") << u"Wed, 01 May 2024 12:05 AM GMT"_s << utc(2024, 5, 1, 0, 5);
    QTest::newRow("padded") << u"  Wed,  01 May 2024   10:00:00 GMT  "_s << utc(2024, 5, 1, 10);

    // RFC 3339 / ISO 8601 / W3C-DTF
    QTest::newRow("iso z") << u"2024-05-01T10:00:00Z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso lower z") << u"2024-05-01t10:00:00z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso offset") << u"2024-05-01T12:00:00+02:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso negative offset") << u"2024-05-01T05:00:00-05:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso offset no colon") << u"2024-05-01T12:00:00+0200"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso offset hours") << u"2024-05-01T12:00:00+02"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso fraction") << u"2024-05-01T10:00:00.250Z"_s
                                  << utc(2024, 5, 1, 10, 0, 0, 250);
    QTest::newRow("iso long fraction")
        << u"2024-05-01T10:00:00.123456789+00:00"_s << utc(2024, 5, 1, 10, 0, 0, 123);
    QTest::newRow("iso no seconds") << u"2024-05-01T10:00Z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso no zone is utc") << u"2024-05-01T10:00:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso date only") << u"2024-05-01"_s << utc(2024, 5, 1);
    QTest::newRow("w3c year month") << u"2024-05"_s << utc(2024, 5, 1);
    QTest::newRow("w3c year") << u"2024"_s << utc(2024, 1, 1);
    QTest::newRow("iso space") << u"2024-05-01 10:00:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso space zone") << u"2024-05-01 12:00:00 +02:00"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso basic") << u"20240501T100000Z"_s << utc(2024, 5, 1, 10);
    QTest::newRow("iso end of day") << u"2024-04-30T24:00:00Z"_s << utc(2024, 5, 1);
    QTest::newRow("iso leap day") << u"2024-02-29T00:00:00Z"_s << utc(2024, 2, 29);
    QTest::newRow("iso crosses year") << u"2024-01-01T01:00:00+02:00"_s << utc(2023, 12, 31, 23);
    // Two-digit years in ISO 8601 dates, as feedparser documents them.
    QTest::newRow("iso yymmdd") << u"031231"_s << utc(2003, 12, 31);
    QTest::newRow("iso yy and ordinal day") << u"03335"_s << utc(2003, 12, 1);
    QTest::newRow("iso -yy-mm") << u"-03-12"_s << utc(2003, 12, 1);
    QTest::newRow("iso -yymm") << u"-0312"_s << utc(2003, 12, 1);
    QTest::newRow("iso -yy-mm-dd") << u"-03-12-31"_s << utc(2003, 12, 31);
    QTest::newRow("iso yy, last century") << u"-97-02-01"_s << utc(1997, 2, 1);
    // Month names in Greek and Hungarian, Korean dates (Korea's time): feedparser reads them.
    QTest::newRow("greek") << u"Κυρ, 11 Ιούλ 2004 12:00:00 EST"_s << utc(2004, 7, 11, 17);
    QTest::newRow("greek capitals") << u"Τετ, 01 ΜΑΪ 2024 10:00:00 GMT"_s << utc(2024, 5, 1, 10);
    QTest::newRow("greek old june") << u"Τετ, 16 Ιον 2004 08:00:00 +0300"_s << utc(2004, 6, 16, 5);
    QTest::newRow("hungarian") << u"2004-július-13T9:15-05:00"_s << utc(2004, 7, 13, 14, 15);
    QTest::newRow("hungarian rfc 822")
        << u"Sze, 01 május 2024 10:00:00 +0200"_s << utc(2024, 5, 1, 8);
    QTest::newRow("korean units") << u"2004년 05월 28일 01:31:15"_s << utc(2004, 5, 27, 16, 31, 15);
    QTest::newRow("korean pm") << u"2004-05-25 오후 11:23:17"_s << utc(2004, 5, 25, 14, 23, 17);
    QTest::newRow("korean am") << u"2004-05-25 오전 9:05:00"_s << utc(2004, 5, 25, 0, 5);
    // Perforce's numeric dates (feedparser reads them), and the same year-first order in
    // Chinese units, as hand-made Chinese feeds write dates.
    QTest::newRow("perforce") << u"Fri, 2006/09/15 08:19:53 EDT"_s << utc(2006, 9, 15, 12, 19, 53);
    QTest::newRow("slashes and an offset")
        << u"2024/11/17 10:00:00 +0800"_s << utc(2024, 11, 17, 2);
    QTest::newRow("slashes alone") << u"2024/1/7"_s << utc(2024, 1, 7);
    QTest::newRow("chinese units") << u"2024年11月17日 10:00"_s << utc(2024, 11, 17, 10);
    QTest::newRow("chinese units, no time") << u"2024年11月17日"_s << utc(2024, 11, 17);
    QTest::newRow("chinese units, a zone")
        << u"2024年1月7日 08:30:00 +0800"_s << utc(2024, 1, 7, 0, 30);
}

void TestDateTimeParser::parse()
{
    QFETCH(QString, text);
    QFETCH(QDateTime, expected);
    const QDateTime actual = DateTimeParser::parse(text);
    QVERIFY2(actual.isValid(), qPrintable(u"not parsed: "_s + text));
    QCOMPARE(actual, expected);
    QCOMPARE(actual.timeSpec(), Qt::UTC);
}

void TestDateTimeParser::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("words") << u"yesterday afternoon"_s;
    QTest::newRow("bad month") << u"Wed, 01 Foo 2024 10:00:00 GMT"_s;
    QTest::newRow("bad day") << u"Wed, 32 May 2024 10:00:00 GMT"_s;
    QTest::newRow("not a leap day") << u"2023-02-29T00:00:00Z"_s;
    QTest::newRow("bad hour") << u"2024-05-01T25:00:00Z"_s;
    QTest::newRow("bad minute") << u"Wed, 01 May 2024 10:61:00 GMT"_s;
    QTest::newRow("unknown zone") << u"Wed, 01 May 2024 10:00:00 XYZT"_s;
    QTest::newRow("bad iso zone") << u"2024-05-01T10:00:00+99:00"_s;
    QTest::newRow("iso month 13") << u"2024-13-01"_s;
    QTest::newRow("ordinal day 366 of a common year") << u"2023-366"_s;
    QTest::newRow("trailing junk") << u"Wed, 01 May 2024 10:00:00 GMT and more"_s;
    QTest::newRow("pm past 12") << u"Wed, 01 May 2024 13:00:00 PM"_s;
    QTest::newRow("foreign month") << u"01 Mai 2024 10:00:00 GMT"_s;
    QTest::newRow("number") << u"1714557600"_s;
    QTest::newRow("iso yy month 13") << u"-03-13"_s;
    QTest::newRow("iso yy ordinal 366") << u"03366"_s;
    QTest::newRow("iso seven digits") << u"0312311"_s;
    QTest::newRow("unknown month name") << u"2004-xyz-13T09:15Z"_s;
    QTest::newRow("korean without a time") << u"2004년 05월 28일"_s;
    QTest::newRow("korean pm past 12") << u"2004-05-25 오후 13:23:17"_s;
    QTest::newRow("slashes, month 13") << u"2024/13/01 10:00"_s;
    QTest::newRow("slashes, two parts") << u"2024/11 10:00"_s;
    QTest::newRow("slashes, year last") << u"11/17/2024 10:00"_s;
    QTest::newRow("chinese units, trailing words") << u"2024年2月30日 10:00 extra"_s;
}

void TestDateTimeParser::rejects()
{
    QFETCH(QString, text);
    QVERIFY2(!DateTimeParser::parse(text).isValid(), qPrintable(text));
}

void TestDateTimeParser::commonFormReadAsTheGeneralReadingDoes_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text : {"Tue, 10 Jun 2003 04:00:00 GMT",
                             "Tue, 10 Jun 2003 04:00:00 +0000",
                             "Wed, 02 Oct 2002 13:00:00 +0200",
                             "Wed, 2 Oct 2002 08:00:00 -0530",
                             "2 Oct 2002 08:00 UTC",
                             "Sun, 01 Jan 2023 23:59:59 Z",
                             "Mon, 29 Feb 2021 10:00:00 GMT",
                             "Fri, 31 Jun 2024 10:00:00 GMT",
                             "Fri, 07 jun 2024 10:00:00 gmt",
                             "Fri, 07 JUN 2024 10:00:00 GMT",
                             "Fri, 07 Jun 2024 24:00:00 GMT",
                             "Fri, 07 Jun 2024 23:59:60 GMT",
                             "Fri, 07 Jun 2024 10:00:00 +1500",
                             "Fri, 07 Jun 2024 10:00:00 +0260",
                             "Fri, 07 Jun 2024 10:00:00 EST",
                             "Mar, 07 Jun 2024 10:00:00 GMT",
                             "Xyz, 07 Jun 2024 10:00:00 GMT",
                             "07 Sept 2024 10:00:00 GMT",
                             "Fri, 07 Jun 24 10:00:00 GMT",
                             "Tue, 10 Jun 2003 04:00:00 PST",
                             "Tue, 10 Jun 2003 04:00:00 EDT",
                             "Tue, 10 Jun 2003 04:00:00 UT",
                             "Tue, 10 Jun 2003 04:00:00 XYZ",
                             "Tue, 10 Jun 2003 04:00:00 GMT+2",
                             "Tue, 10 Jun 2003 04:00:00 GMT (PST)"})
        QTest::newRow(text) << QString::fromLatin1(text);
}

void TestDateTimeParser::commonIsoFormReadAsTheGeneralReadingDoes_data()
{
    QTest::addColumn<QString>("text");
    for (const char *text :
         {"2024-06-07T10:00:00Z", "2024-06-07T10:00:00+02:00", "2024-06-07T10:00:00-0530",
          "2024-06-07T10:00:00.5Z", "2024-06-07T10:00:00.123456-07:00", "2024-02-30T10:00:00Z",
          "2024-06-07T24:00:00Z", "2024-06-07T23:59:60Z", "2024-06-07T10:00:00+15:00",
          "2024-06-07T10:00:00+02:60", "2024-06-07T10:00:00", "2024-06-07t10:00:00Z",
          "2024-06-07 10:00:00Z", "2024-06-07T10:00Z", "2024-06-07T10:00:00.Z", "2024-06-07"})
        QTest::newRow(text) << QString::fromLatin1(text);
}

void TestDateTimeParser::commonIsoFormReadAsTheGeneralReadingDoes()
{
    QFETCH(QString, text);
    QCOMPARE(DateTimeParser::parse(text), DateTimeParser::parseIso8601(text));
}

void TestDateTimeParser::commonFormReadAsTheGeneralReadingDoes()
{
    // parse() reads the usual RFC 822 form without allocating; it must agree with the general
    // reading on each form, valid or not.
    QFETCH(QString, text);
    QCOMPARE(DateTimeParser::parse(text), DateTimeParser::parseRfc822(text));
}

LECTERN_TEST_GUILESS_MAIN(tst_datetimeparser, TestDateTimeParser)
#include "tst_datetimeparser.moc"
