// The offline files of captured articles (images, and papers' PDFs), kept once each in the
// library folder by the SHA-256 of their bytes: assets/ab/cdef…​.png. Rows in `assets` and
// `article_assets` say who uses them (CaptureStore); this class only handles the files.
#pragma once

#include <QByteArray>
#include <QSet>
#include <QString>
#include <optional>

namespace Lectern {

struct StoredAsset
{
    QString name; // "<sha256>.<ext>": the file name, and the path of its lectern://asset URL
    // image/png, image/jpeg, image/gif, image/webp, image/avif, image/svg+xml; application/pdf
    QString mimeType;
    qint64 size = 0;
};

class AssetStore
{
public:
    // libraryDir: the folder holding library.sqlite.
    explicit AssetStore(QString libraryDir);

    // Writes the bytes once (an existing file of the same name is kept); nullopt with
    // errorString() when the file cannot be written. mimeType must be one of the above.
    std::optional<StoredAsset> write(const QByteArray &bytes, const QString &mimeType);
    // The file of a stored name, or empty when the name is not one this store makes.
    QString pathOf(const QString &name) const;
    // The bytes of a stored name, or nullopt.
    std::optional<QByteArray> read(const QString &name) const;
    bool remove(const QString &name);
    // Every stored name, and their total size in bytes.
    QSet<QString> names() const;
    qint64 totalSize() const;
    QString errorString() const { return m_error; }

    static bool isValidName(const QString &name);
    static QString extensionFor(const QString &mimeType);
    static QString mimeTypeOf(const QString &name);
    static QString urlOf(const QString &name); // lectern://asset/<name>

private:
    QString m_root;
    QString m_error;
};

} // namespace Lectern
