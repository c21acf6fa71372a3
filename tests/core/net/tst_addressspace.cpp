// Which part of the network an address is in: every range the private-network guard keeps
// content out of, their edges, IPv4 written inside IPv6 in each of its forms, and what a reach
// lets through.
#include "net/addressspace.h"
#include "net/networkreach.h"

#include "testregistry.h"

#include <QTest>

using namespace Lectern;
using namespace Qt::StringLiterals;
using Kind = AddressSpace::Kind;

class TestAddressSpace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void placesAddresses_data();
    void placesAddresses();
    void aReachLetsThroughWhatItShould();
    void trustedNetworksCountAsTheInternet();
};

void TestAddressSpace::placesAddresses_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<int>("kind");
    const auto row = [](const char *address, Kind kind) {
        QTest::newRow(address) << QString::fromLatin1(address) << int(kind);
    };
    row("93.184.216.34", Kind::Public);
    row("8.8.8.8", Kind::Public);
    row("127.0.0.1", Kind::Loopback);
    row("127.0.0.2", Kind::Loopback);
    row("127.255.255.255", Kind::Loopback);
    row("126.255.255.255", Kind::Public);
    row("128.0.0.0", Kind::Public);
    row("10.0.0.1", Kind::Private);
    row("10.255.255.255", Kind::Private);
    row("11.0.0.0", Kind::Public);
    row("172.16.0.1", Kind::Private);
    row("172.31.255.255", Kind::Private);
    row("172.15.255.255", Kind::Public);
    row("172.32.0.0", Kind::Public);
    row("192.168.1.1", Kind::Private);
    row("192.169.0.0", Kind::Public);
    row("198.18.0.1", Kind::Private);
    row("198.20.0.0", Kind::Public);
    row("169.254.169.254", Kind::LinkLocal); // cloud metadata
    row("169.253.255.255", Kind::Public);
    row("100.64.0.1", Kind::Shared);
    row("100.127.255.255", Kind::Shared);
    row("100.128.0.0", Kind::Public);
    row("100.63.255.255", Kind::Public);
    row("0.0.0.0", Kind::Unspecified);
    row("0.1.2.3", Kind::Unspecified);
    row("224.0.0.1", Kind::Multicast);
    row("239.255.255.250", Kind::Multicast);
    row("255.255.255.255", Kind::Reserved);
    row("240.0.0.1", Kind::Reserved);
    row("192.0.0.8", Kind::Reserved);
    row("::1", Kind::Loopback);
    row("[::1]", Kind::Loopback);
    row("::", Kind::Unspecified);
    row("fd12:3456::1", Kind::Private);
    row("fc00::1", Kind::Private);
    row("fec0::1", Kind::Private);
    row("fe80::1", Kind::LinkLocal);
    row("febf::1", Kind::LinkLocal);
    row("ff02::1", Kind::Multicast);
    row("2606:4700::1111", Kind::Public);
    // IPv4 inside IPv6 counts as the IPv4 address it carries.
    row("::ffff:127.0.0.1", Kind::Loopback);
    row("::ffff:7f00:1", Kind::Loopback);
    row("::ffff:192.168.0.10", Kind::Private);
    row("::ffff:169.254.169.254", Kind::LinkLocal);
    row("::ffff:93.184.216.34", Kind::Public);
    row("::10.0.0.1", Kind::Private);
    row("64:ff9b::10.0.0.1", Kind::Private);
    row("64:ff9b::8.8.8.8", Kind::Public);
    row("2002:c0a8:0101::1", Kind::Private); // 6to4 of 192.168.1.1
    row("2002:0808:0808::1", Kind::Public);
    row("", Kind::Invalid);
    row("example.org", Kind::Invalid);
    row("10.0.0.999", Kind::Invalid);
}

void TestAddressSpace::placesAddresses()
{
    QFETCH(QString, address);
    QFETCH(int, kind);
    QCOMPARE(int(AddressSpace::of(QByteArrayView(address.toLatin1()))), kind);
    QVERIFY(!AddressSpace::describe(Kind(kind)).isEmpty());
}

void TestAddressSpace::aReachLetsThroughWhatItShould()
{
    const NetworkReach anywhere = NetworkReach::anywhere();
    QVERIFY(anywhere.allows(Kind::Loopback, u"127.0.0.1"_s));
    QVERIFY(anywhere.allows(Kind::Private, u"nas.lan"_s));
    const NetworkReach content = NetworkReach::content();
    QVERIFY(content.allows(Kind::Public, u"example.org"_s));
    QVERIFY(!content.allows(Kind::Loopback, u"localhost"_s));
    QVERIFY(!content.allows(Kind::LinkLocal, u"169.254.169.254"_s));
    QVERIFY(!content.allows(Kind::Unspecified, u"0.0.0.0"_s));
    // A feed on the home network reaches its own host there, and nothing else there.
    const NetworkReach own = NetworkReach::content(u"NAS.lan"_s);
    QVERIFY(own.allows(Kind::Private, u"nas.lan"_s));
    QVERIFY(own.allows(Kind::Public, u"example.org"_s));
    QVERIFY(!own.allows(Kind::Private, u"router.lan"_s));
    QVERIFY(!own.allows(Kind::Loopback, u"localhost"_s));
}

void TestAddressSpace::trustedNetworksCountAsTheInternet()
{
    const auto trusted =
        AddressSpace::trustedNetworks(u"10.1.0.0/16, 192.168.7.0/24  fd00:1::/32 nonsense"_s);
    QCOMPARE(trusted.size(), 3);
    QCOMPARE(AddressSpace::of(QHostAddress(u"10.1.2.3"_s), trusted), Kind::Public);
    QCOMPARE(AddressSpace::of(QHostAddress(u"10.2.0.1"_s), trusted), Kind::Private);
    QCOMPARE(AddressSpace::of(QHostAddress(u"192.168.7.40"_s), trusted), Kind::Public);
    QCOMPARE(AddressSpace::of(QHostAddress(u"fd00:1::5"_s), trusted), Kind::Public);
    QCOMPARE(AddressSpace::of(QHostAddress(u"127.0.0.1"_s), trusted), Kind::Loopback);
    QVERIFY(AddressSpace::trustedNetworks(QString()).isEmpty());
}

LECTERN_TEST_GUILESS_MAIN(tst_addressspace, TestAddressSpace)
#include "tst_addressspace.moc"
