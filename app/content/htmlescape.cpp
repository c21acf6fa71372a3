#include "htmlescape.h"

using namespace Qt::StringLiterals;

namespace Lectern {

QString htmlEscaped(QStringView text)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    appendHtmlEscaped(out, text);
    return out;
}

// Copies the runs between special characters whole.
void appendHtmlEscaped(QString &out, QStringView text)
{
    qsizetype run = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        QLatin1StringView entity;
        switch (text[i].unicode()) {
        case u'&':
            entity = "&amp;"_L1;
            break;
        case u'<':
            entity = "&lt;"_L1;
            break;
        case u'>':
            entity = "&gt;"_L1;
            break;
        case u'"':
            entity = "&quot;"_L1;
            break;
        default:
            continue;
        }
        out.append(text.mid(run, i - run));
        out.append(entity);
        run = i + 1;
    }
    out.append(text.mid(run));
}

} // namespace Lectern
