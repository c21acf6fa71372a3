#include "net/addressspace.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using Kind = AddressSpace::Kind;

bool inRange(quint32 address, quint32 network, int bits)
{
    const quint32 mask = bits == 0 ? 0 : ~quint32(0) << (32 - bits);
    return (address & mask) == (network & mask);
}

constexpr quint32 v4(int a, int b, int c, int d)
{
    return quint32(a) << 24 | quint32(b) << 16 | quint32(c) << 8 | quint32(d);
}

Kind ofIPv4(quint32 a)
{
    if (inRange(a, v4(0, 0, 0, 0), 8))
        return Kind::Unspecified;
    if (inRange(a, v4(127, 0, 0, 0), 8))
        return Kind::Loopback;
    if (inRange(a, v4(10, 0, 0, 0), 8) || inRange(a, v4(172, 16, 0, 0), 12) ||
        inRange(a, v4(192, 168, 0, 0), 16) || inRange(a, v4(198, 18, 0, 0), 15))
        return Kind::Private;
    if (inRange(a, v4(169, 254, 0, 0), 16))
        return Kind::LinkLocal;
    if (inRange(a, v4(100, 64, 0, 0), 10))
        return Kind::Shared;
    if (inRange(a, v4(224, 0, 0, 0), 4))
        return Kind::Multicast;
    if (inRange(a, v4(240, 0, 0, 0), 4) || inRange(a, v4(192, 0, 0, 0), 24))
        return Kind::Reserved;
    return Kind::Public;
}

quint32 ipv4At(const Q_IPV6ADDR &bytes, int at)
{
    return quint32(bytes[at]) << 24 | quint32(bytes[at + 1]) << 16 | quint32(bytes[at + 2]) << 8 |
           quint32(bytes[at + 3]);
}

bool zeros(const Q_IPV6ADDR &bytes, int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (bytes[i] != 0)
            return false;
    }
    return true;
}

Kind ofIPv6(const Q_IPV6ADDR &b)
{
    if (zeros(b, 0, 16))
        return Kind::Unspecified;
    if (zeros(b, 0, 15) && b[15] == 1)
        return Kind::Loopback;
    // IPv4 inside: mapped (::ffff:0:0/96), compatible (::/96), NAT64 (64:ff9b::/96) and 6to4
    // (2002::/16, the address in its next four bytes) all reach the IPv4 address they carry.
    if (zeros(b, 0, 10) && b[10] == 0xff && b[11] == 0xff)
        return ofIPv4(ipv4At(b, 12));
    if (zeros(b, 0, 12))
        return ofIPv4(ipv4At(b, 12));
    if (b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xff && b[3] == 0x9b && zeros(b, 4, 12))
        return ofIPv4(ipv4At(b, 12));
    if (b[0] == 0x20 && b[1] == 0x02)
        return ofIPv4(ipv4At(b, 2));
    if ((b[0] & 0xfe) == 0xfc || (b[0] == 0xfe && (b[1] & 0xc0) == 0xc0))
        return Kind::Private; // unique local, and the old site-local
    if (b[0] == 0xfe && (b[1] & 0xc0) == 0x80)
        return Kind::LinkLocal;
    if (b[0] == 0xff)
        return Kind::Multicast;
    return Kind::Public;
}

} // namespace

AddressSpace::Kind AddressSpace::of(const QHostAddress &address)
{
    switch (address.protocol()) {
    case QAbstractSocket::IPv4Protocol:
        return ofIPv4(address.toIPv4Address());
    case QAbstractSocket::IPv6Protocol:
        return ofIPv6(address.toIPv6Address());
    default:
        return Kind::Invalid;
    }
}

AddressSpace::Kind AddressSpace::of(QByteArrayView text)
{
    QByteArrayView bare = text.trimmed();
    if (bare.startsWith('[') && bare.endsWith(']'))
        bare = bare.sliced(1, bare.size() - 2);
    QHostAddress address;
    if (bare.isEmpty() || !address.setAddress(QString::fromLatin1(bare)))
        return Kind::Invalid;
    return of(address);
}

QList<QPair<QHostAddress, int>> AddressSpace::trustedNetworks(const QString &written)
{
    QList<QPair<QHostAddress, int>> networks;
    for (const QString &part :
         written.split(QRegularExpression(u"[\\s,]+"_s), Qt::SkipEmptyParts)) {
        const QPair<QHostAddress, int> network = QHostAddress::parseSubnet(part);
        if (!network.first.isNull())
            networks.append(network);
    }
    return networks;
}

QList<QPair<QHostAddress, int>> AddressSpace::trustedNetworks()
{
    return trustedNetworks(qEnvironmentVariable("LECTERN_TRUSTED_NETWORKS"));
}

AddressSpace::Kind AddressSpace::of(const QHostAddress &address,
                                    const QList<QPair<QHostAddress, int>> &trusted)
{
    for (const QPair<QHostAddress, int> &network : trusted) {
        if (address.isInSubnet(network))
            return Kind::Public;
    }
    return of(address);
}

QString AddressSpace::describe(Kind kind)
{
    switch (kind) {
    case Kind::Public:
        return tr("the internet");
    case Kind::Loopback:
        return tr("this computer");
    case Kind::Private:
    case Kind::Shared:
        return tr("your local network");
    case Kind::LinkLocal:
        return tr("your local network's link");
    case Kind::Unspecified:
    case Kind::Invalid:
        return tr("no address");
    case Kind::Multicast:
        return tr("a multicast group");
    case Kind::Reserved:
        return tr("a reserved address");
    }
    return {};
}

} // namespace Lectern
