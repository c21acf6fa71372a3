#include "capture/paperpdf.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPdfDocument>
#include <QPdfSelection>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString whyNotRead(QPdfDocument::Error error)
{
    switch (error) {
    case QPdfDocument::Error::IncorrectPassword:
        return QCoreApplication::translate("Lectern::PaperPdf",
                                           "the PDF is locked with a password");
    case QPdfDocument::Error::UnsupportedSecurityScheme:
        return QCoreApplication::translate("Lectern::PaperPdf",
                                           "the PDF is encrypted in a way Lectern cannot read");
    case QPdfDocument::Error::InvalidFileFormat:
    case QPdfDocument::Error::DataNotYetAvailable:
        return QCoreApplication::translate("Lectern::PaperPdf",
                                           "the PDF is damaged or cut short: it cannot be read");
    default:
        return QCoreApplication::translate("Lectern::PaperPdf", "the PDF cannot be read");
    }
}

// "Ada Lovelace; Charles Babbage", "A. Lovelace and C. Babbage", "A, B": one name each.
QStringList authorsOf(const QString &field)
{
    QString names = field;
    names.replace(u" and "_s, u";"_s);
    const QChar separator = names.contains(u';') ? u';' : u',';
    QStringList out;
    for (const QString &name : names.split(separator)) {
        if (!name.simplified().isEmpty())
            out.append(name.simplified());
    }
    return out;
}

} // namespace

QString PaperPdf::Read::text() const
{
    return pageTexts.join(u"\n\f"_s);
}

bool PaperPdf::looksLikePdf(const QByteArray &bytes)
{
    // The signature may follow a little junk (PDF readers look in the first KB).
    const qsizetype at = bytes.left(1024).indexOf("%PDF-");
    return at >= 0;
}

PaperPdf::Read PaperPdf::read(const QByteArray &bytes)
{
    return read(bytes, Limits{});
}

PaperPdf::Read PaperPdf::read(const QByteArray &bytes, const Limits &limits)
{
    Read out;
    if (!looksLikePdf(bytes)) {
        out.error = QCoreApplication::translate("Lectern::PaperPdf", "the file is not a PDF");
        return out;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QPdfDocument document;
    // A buffer with every byte in it loads at once (no waiting for more data).
    document.load(&buffer);
    if (document.status() != QPdfDocument::Status::Ready) {
        out.error = whyNotRead(document.error());
        return out;
    }
    out.pages = document.pageCount();
    if (out.pages <= 0) {
        out.error = QCoreApplication::translate("Lectern::PaperPdf", "the PDF has no pages");
        return out;
    }
    out.title = document.metaData(QPdfDocument::MetaDataField::Title).toString().simplified();
    out.authors = authorsOf(document.metaData(QPdfDocument::MetaDataField::Author).toString());
    out.subject = document.metaData(QPdfDocument::MetaDataField::Subject).toString().simplified();
    out.created = document.metaData(QPdfDocument::MetaDataField::CreationDate).toDateTime().date();
    qsizetype chars = 0;
    const int readable = std::min(out.pages, limits.maxPages);
    for (int page = 0; page < readable && chars < limits.maxTextChars; ++page) {
        QString text = document.getAllText(page).text();
        text.replace(u"\r\n"_s, u"\n"_s);
        text.replace(u'\r', u'\n');
        text.remove(u'\f');
        // Compatibility forms as their plain letters: the "fi" ligature of typeset papers, CJK
        // radicals some fonts map their ideographs to, full-width Latin; search finds words.
        text = text.normalized(QString::NormalizationForm_KC);
        chars += text.size();
        out.pageTexts.append(std::move(text));
    }
    document.close();
    return out;
}

} // namespace Lectern
