#include "library/stores/assetstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

struct Kind
{
    QLatin1StringView mimeType;
    QLatin1StringView extension;
};

constexpr Kind kinds[] = {
    {"image/png"_L1, "png"_L1},       {"image/jpeg"_L1, "jpg"_L1},  {"image/gif"_L1, "gif"_L1},
    {"image/webp"_L1, "webp"_L1},     {"image/avif"_L1, "avif"_L1}, {"image/svg+xml"_L1, "svg"_L1},
    {"application/pdf"_L1, "pdf"_L1}, // a paper (PaperStore)
};

} // namespace

AssetStore::AssetStore(QString libraryDir)
    : m_root(QDir(libraryDir).filePath(u"assets"_s))
{
}

QString AssetStore::extensionFor(const QString &mimeType)
{
    for (const Kind &kind : kinds) {
        if (kind.mimeType == mimeType)
            return kind.extension;
    }
    return {};
}

QString AssetStore::mimeTypeOf(const QString &name)
{
    const QString extension = name.section(u'.', 1);
    for (const Kind &kind : kinds) {
        if (kind.extension == extension)
            return kind.mimeType;
    }
    return {};
}

bool AssetStore::isValidName(const QString &name)
{
    static const QRegularExpression pattern(u"^[0-9a-f]{64}\\.(png|jpg|gif|webp|avif|svg|pdf)$"_s);
    return pattern.match(name).hasMatch();
}

QString AssetStore::urlOf(const QString &name)
{
    return u"lectern://asset/"_s + name;
}

QString AssetStore::pathOf(const QString &name) const
{
    if (!isValidName(name))
        return {};
    return m_root + u'/' + name.left(2) + u'/' + name.mid(2);
}

std::optional<StoredAsset> AssetStore::write(const QByteArray &bytes, const QString &mimeType)
{
    const QString extension = extensionFor(mimeType);
    if (extension.isEmpty()) {
        m_error = u"images of type %1 are not kept"_s.arg(mimeType);
        return std::nullopt;
    }
    const QString hash =
        QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    StoredAsset asset{hash + u'.' + extension, mimeType, bytes.size()};
    const QString path = pathOf(asset.name);
    if (QFileInfo(path).size() == bytes.size())
        return asset; // the same bytes are there already
    if (!QDir().mkpath(QFileInfo(path).path())) {
        m_error = u"cannot create the folder %1"_s.arg(QFileInfo(path).path());
        return std::nullopt;
    }
    // Written to a temporary file and renamed: a crash never leaves a half file under the name.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_error = u"cannot write %1: %2"_s.arg(path, file.errorString());
        return std::nullopt;
    }
    return asset;
}

std::optional<QByteArray> AssetStore::read(const QString &name) const
{
    QFile file(pathOf(name));
    if (file.fileName().isEmpty() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

bool AssetStore::remove(const QString &name)
{
    const QString path = pathOf(name);
    return !path.isEmpty() && (QFile::remove(path) || !QFileInfo::exists(path));
}

QSet<QString> AssetStore::names() const
{
    QSet<QString> out;
    QDirIterator it(m_root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info = it.nextFileInfo();
        const QString name = info.dir().dirName() + info.fileName();
        if (isValidName(name))
            out.insert(name);
    }
    return out;
}

qint64 AssetStore::totalSize() const
{
    qint64 total = 0;
    QDirIterator it(m_root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        total += it.nextFileInfo().size();
    return total;
}

} // namespace Lectern
