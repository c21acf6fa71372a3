// An XML document read once by a tokenizer (libxml2 for well-formed documents, QXmlStreamReader
// for the rest) and then walked by the feed readers through the part of QXmlStreamReader's
// interface they use. Keeping the tokens lets the faster tokenizer serve readers written as
// pull parsers.
#pragma once

#include "feeds/xml/xmlattributes.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringDecoder>
#include <QXmlStreamReader>

namespace Lectern {

class XmlTokenStream
{
public:
    using TokenType = QXmlStreamReader::TokenType;

private:
    struct Token;

public:
    // What a stream grows as it is written (tokens, text, attributes), emptied with its memory
    // kept, for the next document a thread reads: memory the process takes fresh from the
    // system costs a page fault each 4 KB, a third of a parse's time in a loop over many feeds.
    struct Room
    {
        QList<Token> tokens;
        QString text;
        QList<XmlAttributes> attributes;
    };
    // Room kept past a document: a larger one's goes back to the system.
    static constexpr qsizetype kKeptTextUnits = 4 * 1024 * 1024;

    XmlTokenStream() = default;
    // Writes into room, emptied first.
    explicit XmlTokenStream(Room room);
    // This stream's room, emptied (none when it grew past kKeptTextUnits); the stream is left
    // empty too.
    Room takeRoom();

    // Writing, by a tokenizer. Names are interned: intern() gives the number to pass. A token's
    // place is its line and column, or after placeTokensIn() its byte offset from start in
    // utf8 (as line; column unused), worked out into a line and column only when asked.
    int intern(QStringView name);
    const QString &nameAt(int index) const { return m_names.at(index); }
    void addStartElement(int prefix, int name, int namespaceUri, XmlAttributes attributes,
                         qint64 line, qint64 column);
    void addEndElement(int prefix, int name, int namespaceUri, qint64 line, qint64 column);
    // Text next to text joins it: a reader sees one run between two tags.
    void addCharacters(QStringView text, qint64 line, qint64 column);
    void addCharacters(QUtf8StringView text, qint64 line, qint64 column);
    // A reference the tokenizer left unresolved, with what it stands for when it knows.
    void addEntityReference(int name, QStringView text, qint64 line, qint64 column);
    // The document stops being readable here.
    void addError(const QString &message, qint64 line, qint64 column);
    // Room for the text of a document of this many bytes of UTF-8 (never more UTF-16 units), so
    // that it is not copied as it grows.
    void reserveText(qsizetype utf8Bytes) { textRoom(utf8Bytes); }
    void placeTokensIn(const QByteArray &utf8, qsizetype start);
    // UTF-8 as a QString, decoded as the stream's text is (a leading U+FEFF kept).
    QString decodeUtf8(QByteArrayView utf8) { return m_decoder.decode(utf8); }

    // Reading, as with QXmlStreamReader.
    TokenType readNext();
    TokenType tokenType() const { return m_type; }
    bool atEnd() const { return m_type == TokenType::EndDocument || m_type == TokenType::Invalid; }
    bool isStartElement() const { return m_type == TokenType::StartElement; }
    bool isEndElement() const { return m_type == TokenType::EndElement; }
    // Moves to the next child element of the current one: false at its end tag or the end.
    bool readNextStartElement();
    // Moves to the end tag of the current element.
    void skipCurrentElement();

    QStringView name() const;
    QStringView namespaceUri() const;
    QStringView prefix() const;
    QString qualifiedName() const;
    QStringView text() const;
    const XmlAttributes &attributes() const;
    qint64 lineNumber() const;
    qint64 columnNumber() const;
    // The current token, to ask where it stands only if needed: placing one can mean counting
    // the lines before it.
    qsizetype tokenIndex() const { return m_position; }
    qint64 lineNumberOf(qsizetype token) const;
    qint64 columnNumberOf(qsizetype token) const;

    bool hasError() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    // Stops the reading with this error, as a reader does when it cannot go on.
    void raiseError(const QString &message);

private:
    struct Token
    {
        TokenType type = TokenType::NoToken;
        int name = 0;
        int namespaceUri = 0;
        int prefix = 0;
        int attributes = -1;
        qsizetype text = 0;
        qsizetype textLength = 0;
        qint64 line = 0;
        qint64 column = 0;
    };

    const Token *current() const;
    // Where the next units of text go, with room for them.
    char16_t *textRoom(qsizetype units);
    void startText(qint64 line, qint64 column);
    // Line and column of a byte offset in m_source, counted as QXmlStreamReader counts them.
    void seek(qint64 offset) const;
    qint64 lineOf(qint64 line) const;
    qint64 columnOf(qint64 line, qint64 column) const;

    QList<Token> m_tokens;
    QList<QString> m_names{QString()};
    QHash<QString, int> m_nameIndex;
    QList<XmlAttributes> m_attributes;
    QString m_text; // all text, back to back, in its first m_textUsed units
    qsizetype m_textUsed = 0;
    // Keeps U+FEFF at the start of a piece: inside a document it is a character, not a mark.
    QStringDecoder m_decoder{QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                       QStringDecoder::Flag::ConvertInitialBom};
    qsizetype m_position = -1;
    TokenType m_type = TokenType::NoToken;
    QString m_error;
    QString m_pendingError;
    qint64 m_errorLine = 0;
    qint64 m_errorColumn = 0;
    bool m_failsAtEnd = false; // the tokenizer stopped on an error after the last token
    QByteArray m_source;       // with placeTokensIn(): what token offsets count in
    qsizetype m_sourceStart = 0;
    bool m_placedByOffset = false;
    // Where seek() got to: reading goes forward, so each seek goes on from the last.
    mutable qint64 m_seekOffset = 0;
    mutable qint64 m_seekLine = 1;
    mutable qint64 m_seekColumn = 0;
    mutable bool m_seekAfterReturn = false;
};

} // namespace Lectern
