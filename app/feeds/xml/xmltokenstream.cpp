#include "feeds/xml/xmltokenstream.h"

namespace Lectern {

namespace {

const XmlAttributes &noAttributes()
{
    static const XmlAttributes none;
    return none;
}

} // namespace

XmlTokenStream::XmlTokenStream(Room room)
    : m_tokens(std::move(room.tokens))
    , m_attributes(std::move(room.attributes))
    , m_text(std::move(room.text))
{
    m_tokens.clear(); // clear() keeps the memory of a list that is not shared
    m_attributes.clear();
}

XmlTokenStream::Room XmlTokenStream::takeRoom()
{
    Room room;
    if (m_text.size() <= kKeptTextUnits) {
        room.tokens = std::move(m_tokens);
        room.text = std::move(m_text); // its units need no clearing: m_textUsed says what counts
        room.attributes = std::move(m_attributes);
        room.tokens.clear();
        room.attributes.clear();
    }
    *this = XmlTokenStream();
    return room;
}

int XmlTokenStream::intern(QStringView name)
{
    if (name.isEmpty())
        return 0;
    const QString key = name.toString();
    const auto found = m_nameIndex.constFind(key);
    if (found != m_nameIndex.cend())
        return *found;
    const int index = int(m_names.size());
    m_names.append(key);
    m_nameIndex.insert(key, index);
    return index;
}

void XmlTokenStream::addStartElement(int prefix, int name, int namespaceUri,
                                     XmlAttributes attributes, qint64 line, qint64 column)
{
    Token token{TokenType::StartElement, name, namespaceUri, prefix, -1, 0, 0, line, column};
    if (!attributes.isEmpty()) {
        token.attributes = int(m_attributes.size());
        m_attributes.append(std::move(attributes));
    }
    m_tokens.append(token);
}

void XmlTokenStream::addEndElement(int prefix, int name, int namespaceUri, qint64 line,
                                   qint64 column)
{
    m_tokens.append(
        Token{TokenType::EndElement, name, namespaceUri, prefix, -1, 0, 0, line, column});
}

char16_t *XmlTokenStream::textRoom(qsizetype units)
{
    if (m_textUsed + units > m_text.size())
        m_text.resize(qMax(m_text.size() * 2, m_textUsed + units)); // left uninitialised
    return reinterpret_cast<char16_t *>(m_text.data()) + m_textUsed;
}

void XmlTokenStream::startText(qint64 line, qint64 column)
{
    if (m_tokens.isEmpty() || m_tokens.last().type != TokenType::Characters)
        m_tokens.append(Token{TokenType::Characters, 0, 0, 0, -1, m_textUsed, 0, line, column});
}

void XmlTokenStream::addCharacters(QStringView text, qint64 line, qint64 column)
{
    startText(line, column);
    std::copy(text.utf16(), text.utf16() + text.size(), textRoom(text.size()));
    m_textUsed += text.size();
    m_tokens.last().textLength += text.size();
}

void XmlTokenStream::addCharacters(QUtf8StringView text, qint64 line, qint64 column)
{
    startText(line, column);
    // UTF-8 never takes fewer bytes than UTF-16 takes units, so text.size() units are room
    // enough. One ASCII character is mostly an entity's: written without the decoder.
    char16_t *out = textRoom(text.size());
    char16_t *end = out;
    if (text.size() == 1 && uchar(text.front()) < 0x80)
        *end++ = char16_t(uchar(text.front()));
    else
        end = m_decoder.appendToBuffer(out, QByteArrayView(text.data(), text.size()));
    m_textUsed += end - out;
    m_tokens.last().textLength += end - out;
}

void XmlTokenStream::addEntityReference(int name, QStringView text, qint64 line, qint64 column)
{
    m_tokens.append(
        Token{TokenType::EntityReference, name, 0, 0, -1, m_textUsed, text.size(), line, column});
    std::copy(text.utf16(), text.utf16() + text.size(), textRoom(text.size()));
    m_textUsed += text.size();
}

void XmlTokenStream::addError(const QString &message, qint64 line, qint64 column)
{
    m_failsAtEnd = true;
    m_error.clear(); // raised once the reading reaches it
    m_pendingError = message;
    m_errorLine = line;
    m_errorColumn = column;
}

XmlTokenStream::TokenType XmlTokenStream::readNext()
{
    if (atEnd())
        return m_type == TokenType::EndDocument ? (m_type = TokenType::Invalid) : m_type;
    ++m_position;
    if (m_position < m_tokens.size()) {
        m_type = m_tokens.at(m_position).type;
    } else if (m_failsAtEnd) {
        m_error = m_pendingError;
        m_type = TokenType::Invalid;
    } else {
        m_type = TokenType::EndDocument;
    }
    return m_type;
}

bool XmlTokenStream::readNextStartElement()
{
    while (readNext() != TokenType::Invalid) {
        if (isEndElement() || m_type == TokenType::EndDocument)
            return false;
        if (isStartElement())
            return true;
    }
    return false;
}

void XmlTokenStream::skipCurrentElement()
{
    int depth = 1;
    while (depth > 0 && readNext() != TokenType::Invalid) {
        if (isEndElement())
            --depth;
        else if (isStartElement())
            ++depth;
        else if (m_type == TokenType::EndDocument)
            return;
    }
}

const XmlTokenStream::Token *XmlTokenStream::current() const
{
    return m_position >= 0 && m_position < m_tokens.size() ? &m_tokens.at(m_position) : nullptr;
}

QStringView XmlTokenStream::name() const
{
    const Token *token = current();
    return token ? QStringView(m_names.at(token->name)) : QStringView();
}

QStringView XmlTokenStream::namespaceUri() const
{
    const Token *token = current();
    return token ? QStringView(m_names.at(token->namespaceUri)) : QStringView();
}

QStringView XmlTokenStream::prefix() const
{
    const Token *token = current();
    return token ? QStringView(m_names.at(token->prefix)) : QStringView();
}

QString XmlTokenStream::qualifiedName() const
{
    const QStringView local = name();
    const QStringView before = prefix();
    return before.isEmpty() ? local.toString() : before + u':' + local;
}

QStringView XmlTokenStream::text() const
{
    const Token *token = current();
    if (!token ||
        (token->type != TokenType::Characters && token->type != TokenType::EntityReference))
        return {};
    return QStringView(m_text).sliced(token->text, token->textLength);
}

const XmlAttributes &XmlTokenStream::attributes() const
{
    const Token *token = current();
    return token && token->attributes >= 0 ? m_attributes.at(token->attributes) : noAttributes();
}

qint64 XmlTokenStream::lineNumber() const
{
    if (hasError())
        return lineOf(m_errorLine);
    const Token *token = current();
    return token ? lineOf(token->line) : 0;
}

qint64 XmlTokenStream::columnNumber() const
{
    if (hasError())
        return columnOf(m_errorLine, m_errorColumn);
    const Token *token = current();
    return token ? columnOf(token->line, token->column) : 0;
}

qint64 XmlTokenStream::lineNumberOf(qsizetype token) const
{
    return token >= 0 && token < m_tokens.size() ? lineOf(m_tokens.at(token).line) : 0;
}

qint64 XmlTokenStream::columnNumberOf(qsizetype token) const
{
    if (token < 0 || token >= m_tokens.size())
        return 0;
    return columnOf(m_tokens.at(token).line, m_tokens.at(token).column);
}

void XmlTokenStream::placeTokensIn(const QByteArray &utf8, qsizetype start)
{
    m_source = utf8;
    m_sourceStart = start;
    m_placedByOffset = true;
}

qint64 XmlTokenStream::lineOf(qint64 line) const
{
    if (!m_placedByOffset)
        return line;
    seek(line);
    return m_seekLine;
}

qint64 XmlTokenStream::columnOf(qint64 line, qint64 column) const
{
    if (!m_placedByOffset)
        return column;
    seek(line);
    return m_seekColumn;
}

void XmlTokenStream::seek(qint64 offset) const
{
    if (offset < m_seekOffset) {
        m_seekOffset = 0;
        m_seekLine = 1;
        m_seekColumn = 0;
        m_seekAfterReturn = false;
    }
    const qint64 end = qMin<qint64>(offset, m_source.size() - m_sourceStart);
    const char *bytes = m_source.constData() + m_sourceStart;
    for (; m_seekOffset < end; ++m_seekOffset) {
        const auto c = uchar(bytes[m_seekOffset]);
        if (c == '\n' || c == '\r') {
            // "\r\n" is one line end, as is either alone.
            if (c == '\r' || !m_seekAfterReturn)
                ++m_seekLine;
            m_seekColumn = 0;
            m_seekAfterReturn = c == '\r';
            continue;
        }
        m_seekAfterReturn = false;
        if ((c & 0xC0) != 0x80) // the first byte of a character: one UTF-16 unit, or two
            m_seekColumn += c >= 0xF0 ? 2 : 1;
    }
}

void XmlTokenStream::raiseError(const QString &message)
{
    if (hasError())
        return;
    const Token *token = current();
    m_errorLine = token ? token->line : 0;
    m_errorColumn = token ? token->column : 0;
    m_error = message;
    m_type = TokenType::Invalid;
}

} // namespace Lectern
