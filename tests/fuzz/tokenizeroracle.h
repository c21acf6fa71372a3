// What the feed fuzz target asserts about the two XML tokenizers, beyond "did not crash".
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Lectern {
class XmlTokenStream;
}

namespace Lectern::Fuzz {

// Every token a reader can see, one line each, read to the end of the stream.
QStringList describeTokens(XmlTokenStream &tokens);

// Where both libxml2 and QXmlStreamReader accept a UTF-8 document, they must read the same
// tokens from it: the first difference, empty when there is none.
QString tokenizerDisagreement(const QByteArray &utf8);

} // namespace Lectern::Fuzz
