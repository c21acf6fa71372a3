#include "feeds/xml/xmlattributes.h"

namespace Lectern {

QStringView XmlAttributes::value(QAnyStringView name) const
{
    return value(QAnyStringView(), name);
}

QStringView XmlAttributes::value(QAnyStringView namespaceUri, QAnyStringView name) const
{
    for (const Attribute &attribute : m_attributes) {
        if (QAnyStringView::equal(attribute.name, name) &&
            QAnyStringView::equal(attribute.namespaceUri, namespaceUri))
            return attribute.value;
    }
    return {};
}

} // namespace Lectern
