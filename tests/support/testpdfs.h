// PDFs for tests, written by Qt itself (QPdfWriter): pages of given text under a title, a copy
// cut short, one whose page claims an enormous size. Drawing text needs fonts, so tests using
// these run as GUI tests (offscreen) and link Qt6::Gui.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QStringList>

inline QByteArray pdfOfPages(const QStringList &pages, const QString &title = {})
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setPageSize(QPageSize(QPageSize::A4));
        QPainter painter(&writer);
        QFont font = painter.font();
        font.setPointSize(11);
        painter.setFont(font);
        const QRect text(0, 0, writer.width(), writer.height());
        for (qsizetype i = 0; i < pages.size(); ++i) {
            if (i > 0)
                writer.newPage();
            painter.drawText(text, Qt::TextWordWrap, pages[i]);
        }
    }
    return bytes;
}

// A paper of `count` pages, each naming its number and one word only it holds: "page7word".
inline QByteArray pdfOfNumberedPages(int count, const QString &title = {})
{
    QStringList pages;
    for (int i = 1; i <= count; ++i)
        pages.append(QStringLiteral("Page %1 of the paper. Unique word page%1word. The cache "
                                    "coherence protocol keeps every core's view consistent.")
                         .arg(i));
    return pdfOfPages(pages, title);
}

// A real PDF whose MediaBox claims a page far larger than any screen or printer.
inline QByteArray pdfClaimingHugePages()
{
    QByteArray pdf = pdfOfPages({QStringLiteral("A page that claims to be enormous.")});
    const qsizetype box = pdf.indexOf("/MediaBox [");
    if (box >= 0) {
        const qsizetype end = pdf.indexOf(']', box);
        // Same length is not needed: PDF readers rebuild a broken cross-reference table.
        pdf.replace(box, end - box + 1, "/MediaBox [0 0 14400000 14400000]");
    }
    return pdf;
}
