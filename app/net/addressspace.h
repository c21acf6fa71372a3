// Which part of the network an IP address is in: the public internet, or somewhere a request
// caused by a stranger's content must not reach (the machine itself, the local network, the
// link, a carrier's shared space, no address at all, a group). IPv4 addresses written inside
// IPv6 ones (mapped, compatible, NAT64, 6to4) count as the IPv4 address they carry.
#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <functional>

namespace Lectern {

class AddressSpace
{
    Q_DECLARE_TR_FUNCTIONS(AddressSpace)
public:
    enum class Kind {
        Public,
        Loopback,    // 127/8, ::1
        Private,     // 10/8, 172.16/12, 192.168/16, 198.18/15, fc00::/7, fec0::/10
        LinkLocal,   // 169.254/16, fe80::/10
        Shared,      // 100.64/10, a carrier's NAT
        Unspecified, // 0/8, ::
        Multicast,   // 224/4, ff00::/8
        Reserved,    // 240/4 (broadcast included), 192.0.0/24
        Invalid,     // not an address at all
    };

    static Kind of(const QHostAddress &address);
    // An address as text ("10.0.0.1", "::ffff:10.0.0.1", "[::1]"); Invalid when it is none.
    static Kind of(QByteArrayView text);
    static bool isPublic(Kind kind) { return kind == Kind::Public; }
    // For a person: "your local network", "this computer", ...
    static QString describe(Kind kind);

    // The networks a person lets content reach as if they were the internet, written as
    // "10.0.0.0/8 192.168.1.0/24" (spaces or commas): an intranet whose feeds show images from
    // its other hosts. Read from LECTERN_TRUSTED_NETWORKS; what is not a network is left out.
    static QList<QPair<QHostAddress, int>> trustedNetworks(const QString &written);
    static QList<QPair<QHostAddress, int>> trustedNetworks();
    // of(), with the trusted networks counted as public.
    static Kind of(const QHostAddress &address, const QList<QPair<QHostAddress, int>> &trusted);
};

// Decides the part of the network of an address where a request connects: AddressSpace::of, or
// a test's own (one that calls 127.0.0.2 private and 127.0.0.1 public, say).
using AddressSpaceOf = std::function<AddressSpace::Kind(const QHostAddress &)>;

} // namespace Lectern
