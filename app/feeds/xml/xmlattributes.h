// The attributes of one start tag, as the feed readers look them up.
#pragma once

#include <QAnyStringView>
#include <QList>
#include <QString>
#include <QStringView>

namespace Lectern {

class XmlAttributes
{
public:
    struct Attribute
    {
        QString namespaceUri;
        QString name;
        QString value;
    };

    void append(Attribute attribute) { m_attributes.append(std::move(attribute)); }

    // The value of the attribute without a namespace called name; empty when there is none.
    // A prefixed attribute (xlink:href) never answers for a plain name (href).
    QStringView value(QAnyStringView name) const;
    QStringView value(QAnyStringView namespaceUri, QAnyStringView name) const;

    bool isEmpty() const { return m_attributes.isEmpty(); }
    qsizetype size() const { return m_attributes.size(); }
    QList<Attribute>::const_iterator begin() const { return m_attributes.cbegin(); }
    QList<Attribute>::const_iterator end() const { return m_attributes.cend(); }

private:
    QList<Attribute> m_attributes;
};

} // namespace Lectern
