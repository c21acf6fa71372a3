#include "feeds/text/textdecoder.h"

#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// windows-1252 in 0x80..0x9F; undefined bytes map to the C1 control of the same value.
constexpr char16_t kCp1252High[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

// Our own table, so windows-1252 works whether or not Qt was built with ICU.
QString decodeCp1252(QByteArrayView bytes)
{
    QString out(bytes.size(), Qt::Uninitialized);
    QChar *dst = out.data();
    for (char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        *dst++ = QChar(b >= 0x80 && b < 0xA0 ? kCp1252High[b - 0x80] : char16_t(b));
    }
    return out;
}

bool isValidUtf8(QByteArrayView bytes)
{
    return bytes.isValidUtf8();
}

QString canonicalName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    // ISO-8859-1 and ASCII labels are windows-1252 in practice (as browsers treat them).
    if (n == "iso-8859-1"_L1 || n == "iso8859-1"_L1 || n == "latin1"_L1 || n == "latin-1"_L1 ||
        n == "l1"_L1 || n == "us-ascii"_L1 || n == "ascii"_L1 || n == "iso_8859-1"_L1 ||
        n == "cp1252"_L1 || n == "windows-1252"_L1 || n == "x-cp1252"_L1)
        return u"windows-1252"_s;
    if (n == "utf-8"_L1 || n == "utf8"_L1 || n == "unicode-1-1-utf-8"_L1)
        return u"UTF-8"_s;
    if (n == "gb2312"_L1 || n == "x-gbk"_L1 || n == "cp936"_L1)
        return u"GBK"_s; // GBK is a superset of GB2312
    return n;
}

ParseProblem problem(const QString &message)
{
    return ParseProblem{1, 1, message};
}

} // namespace

QString TextDecoder::charsetFromContentType(const QString &contentType)
{
    const QStringList params = contentType.split(u';');
    for (qsizetype i = 1; i < params.size(); ++i) {
        const QString param = params[i].trimmed();
        if (param.startsWith("charset="_L1, Qt::CaseInsensitive)) {
            QString value = param.mid(8).trimmed();
            if (value.size() >= 2 && (value.startsWith(u'"') || value.startsWith(u'\'')))
                value = value.mid(1, value.size() - 2);
            return value.trimmed().toLower();
        }
    }
    return {};
}

QString TextDecoder::encodingFromXmlDeclaration(const QByteArray &data)
{
    // The declaration is ASCII whatever the encoding (UTF-16 was handled by its BOM or pattern).
    const QByteArray head = data.left(512);
    const qsizetype start = head.indexOf("<?xml");
    if (start < 0 || start > 64)
        return {};
    const qsizetype end = head.indexOf("?>", start);
    if (end < 0)
        return {};
    const QByteArray decl = head.mid(start, end - start);
    const qsizetype at = decl.indexOf("encoding");
    if (at < 0)
        return {};
    qsizetype i = decl.indexOf('=', at);
    if (i < 0)
        return {};
    ++i;
    while (i < decl.size() && (decl[i] == ' ' || decl[i] == '\t'))
        ++i;
    if (i >= decl.size() || (decl[i] != '"' && decl[i] != '\''))
        return {};
    const char quote = decl[i];
    const qsizetype close = decl.indexOf(quote, i + 1);
    if (close < 0)
        return {};
    return QString::fromLatin1(decl.mid(i + 1, close - i - 1)).trimmed().toLower();
}

namespace {

struct Choice
{
    QString encoding;
    qsizetype markLength = 0; // bytes of a byte order mark to skip
};

// Which encoding the bytes are read as (byte order mark, HTTP charset, XML declaration, UTF-8
// when valid, windows-1252), with what had to be worked around.
Choice chooseEncoding(const QByteArray &data, const QString &contentType,
                      QList<ParseProblem> *problems)
{
    QByteArrayView bytes(data);

    // 1. A byte order mark settles it.
    QString encoding;
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        encoding = u"UTF-8"_s;
        bytes = bytes.mid(3);
    } else if (bytes.startsWith(QByteArrayView("\xFF\xFE\x00\x00", 4))) {
        encoding = u"UTF-32LE"_s;
        bytes = bytes.mid(4);
    } else if (bytes.startsWith(QByteArrayView("\x00\x00\xFE\xFF", 4))) {
        encoding = u"UTF-32BE"_s;
        bytes = bytes.mid(4);
    } else if (bytes.startsWith("\xFF\xFE")) {
        encoding = u"UTF-16LE"_s;
        bytes = bytes.mid(2);
    } else if (bytes.startsWith("\xFE\xFF")) {
        encoding = u"UTF-16BE"_s;
        bytes = bytes.mid(2);
    } else if (bytes.startsWith(QByteArrayView("<\x00?\x00", 4))) {
        encoding = u"UTF-16LE"_s; // UTF-16 without a mark, recognised by "<?"
    } else if (bytes.startsWith(QByteArrayView("\x00<\x00?", 4))) {
        encoding = u"UTF-16BE"_s;
    }

    // 2. The HTTP charset, then the XML declaration; when they disagree and one of them is
    // UTF-8, valid UTF-8 bytes decide (servers often label everything with one default).
    if (encoding.isEmpty()) {
        const QString http = TextDecoder::charsetFromContentType(contentType);
        const QString declared = TextDecoder::encodingFromXmlDeclaration(data);
        const QString httpName = http.isEmpty() ? QString() : canonicalName(http);
        const QString declName = declared.isEmpty() ? QString() : canonicalName(declared);
        if (!httpName.isEmpty() && !declName.isEmpty() && httpName != declName &&
            (httpName == "UTF-8"_L1 || declName == "UTF-8"_L1)) {
            encoding =
                isValidUtf8(bytes) ? u"UTF-8"_s : (httpName == "UTF-8"_L1 ? declName : httpName);
        } else {
            encoding = !httpName.isEmpty() ? httpName : declName;
        }
        // 3. Nothing said: UTF-8 when it is valid, else the most common single-byte encoding.
        if (encoding.isEmpty())
            encoding = u"UTF-8"_s;
        // UTF-16 named by a label but without a mark: the label cannot be right for ASCII bytes.
        if (encoding.startsWith("utf-16"_L1) || encoding.startsWith("utf-32"_L1))
            encoding = u"UTF-8"_s;
    }

    if (encoding == "UTF-8"_L1 && !isValidUtf8(bytes)) {
        problems->append(
            problem(u"the document is not valid UTF-8; it was read as windows-1252"_s));
        encoding = u"windows-1252"_s;
    }
    return Choice{encoding, data.size() - bytes.size()};
}

// The bytes as text in the encoding chosen (or, when Qt does not know it, what fits).
TextDecoder::Result decodeAs(const QByteArray &data, const Choice &choice,
                             QList<ParseProblem> problems)
{
    TextDecoder::Result result;
    result.problems = std::move(problems);
    QString encoding = choice.encoding;
    const QByteArrayView bytes = QByteArrayView(data).sliced(choice.markLength);
    if (encoding == "UTF-8"_L1) {
        result.text = QString::fromUtf8(bytes);
    } else if (encoding == "windows-1252"_L1) {
        result.text = decodeCp1252(bytes);
    } else {
        QStringDecoder decoder(encoding, QStringDecoder::Flag::Stateless);
        if (!decoder.isValid()) {
            const bool utf8 = isValidUtf8(bytes);
            result.problems.append(
                problem(u"unknown encoding \"%1\"; the document was read as %2"_s.arg(
                    encoding, utf8 ? u"UTF-8"_s : u"windows-1252"_s)));
            encoding = utf8 ? u"UTF-8"_s : u"windows-1252"_s;
            result.text = utf8 ? QString::fromUtf8(bytes) : decodeCp1252(bytes);
        } else {
            result.text = decoder.decode(bytes);
            if (decoder.hasError())
                result.problems.append(
                    problem(u"some bytes are not valid %1 and were replaced"_s.arg(encoding)));
        }
    }
    if (result.text.startsWith(QChar(0xFEFF)))
        result.text.remove(0, 1);
    result.encoding = encoding;
    return result;
}

} // namespace

TextDecoder::Result TextDecoder::decode(const QByteArray &data, const QString &contentType)
{
    QList<ParseProblem> problems;
    const Choice choice = chooseEncoding(data, contentType, &problems);
    return decodeAs(data, choice, std::move(problems));
}

TextDecoder::Utf8Result TextDecoder::decodeToUtf8(const QByteArray &data,
                                                  const QString &contentType)
{
    QList<ParseProblem> problems;
    const Choice choice = chooseEncoding(data, contentType, &problems);
    if (choice.encoding == "UTF-8"_L1)
        return Utf8Result{choice.markLength == 0 ? data : data.sliced(choice.markLength),
                          choice.encoding, problems};
    Result decoded = decodeAs(data, choice, std::move(problems));
    return Utf8Result{decoded.text.toUtf8(), decoded.encoding, std::move(decoded.problems)};
}

} // namespace Lectern
