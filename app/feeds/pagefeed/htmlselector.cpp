#include "feeds/pagefeed/htmlselector.h"

#include "html/gumbotree.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isSelectorNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'-' || c == u'_' || c.unicode() > 0x7f;
}

// A small reader over the selector text.
class Cursor
{
public:
    explicit Cursor(const QString &text)
        : m_text(text)
    {
    }
    bool atEnd() const { return m_at >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_at); }
    QChar take() { return atEnd() ? QChar() : m_text.at(m_at++); }
    bool skipSpaces()
    {
        const qsizetype start = m_at;
        while (!atEnd() && peek().isSpace())
            ++m_at;
        return m_at > start;
    }
    QString name()
    {
        const qsizetype start = m_at;
        while (!atEnd() && isSelectorNameChar(peek()))
            ++m_at;
        return m_text.mid(start, m_at - start);
    }
    // A quoted string or a bare name, for attribute values.
    QString value(bool *ok)
    {
        const QChar quote = peek();
        if (quote != u'"' && quote != u'\'') {
            *ok = true;
            return name();
        }
        take();
        QString out;
        while (!atEnd() && peek() != quote)
            out += take();
        *ok = take() == quote;
        return out;
    }
    qsizetype position() const { return m_at; }

private:
    const QString &m_text;
    qsizetype m_at = 0;
};

} // namespace

std::optional<HtmlSelector> HtmlSelector::parse(const QString &text, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = tr("the selector “%1” cannot be used: %2").arg(text, why);
        return std::nullopt;
    };
    HtmlSelector selector;
    Cursor in(text);
    in.skipSpaces();
    if (in.atEnd())
        return fail(tr("it is empty"));
    Complex complex;
    Compound compound;
    bool compoundStarted = false;
    QChar pending; // a combinator read, waiting for the next compound
    const auto endCompound = [&]() -> bool {
        if (!compoundStarted)
            return false;
        if (!complex.parts.isEmpty())
            complex.combinators.append(pending.isNull() ? u' ' : pending);
        complex.parts.append(compound);
        compound = Compound();
        compoundStarted = false;
        pending = QChar();
        return true;
    };
    while (!in.atEnd()) {
        const QChar c = in.peek();
        if (c.isSpace() || c == u'>' || c == u',') {
            const bool hadCompound = endCompound();
            in.skipSpaces();
            const QChar next = in.peek();
            if (next == u'>') {
                if (!hadCompound && complex.parts.isEmpty())
                    return fail(tr("“>” has nothing before it"));
                in.take();
                pending = u'>';
                in.skipSpaces();
            } else if (next == u',') {
                if (complex.parts.isEmpty() || !pending.isNull())
                    return fail(tr("a list item is empty"));
                in.take();
                selector.m_alternatives.append(complex);
                complex = Complex();
                in.skipSpaces();
            }
            continue;
        }
        if (c == u'*') {
            in.take();
            compound.tag = u"*"_s;
            compoundStarted = true;
        } else if (isSelectorNameChar(c)) {
            if (compoundStarted)
                return fail(tr("an element name must come first"));
            compound.tag = in.name().toLower();
            compoundStarted = true;
        } else if (c == u'#' || c == u'.') {
            in.take();
            const QString name = in.name();
            if (name.isEmpty())
                return fail(tr("“%1” has no name after it").arg(c));
            if (c == u'#')
                compound.id = name;
            else
                compound.classes.append(name);
            compoundStarted = true;
        } else if (c == u'[') {
            in.take();
            in.skipSpaces();
            Attribute attribute;
            attribute.name = in.name().toLower();
            in.skipSpaces();
            if (attribute.name.isEmpty())
                return fail(tr("an attribute test has no name"));
            if (in.atEnd())
                return fail(tr("an attribute test is not closed with “]”"));
            if (in.peek() != u']') {
                QString op;
                if (in.peek() != u'=')
                    op += in.take();
                if (in.take() != u'=' || !(op.isEmpty() || u"~^$*"_s.contains(op)))
                    return fail(tr("an attribute test is not one of = ~= ^= $= *="));
                op += u'=';
                attribute.op = op;
                in.skipSpaces();
                bool ok = false;
                attribute.value = in.value(&ok);
                if (!ok)
                    return fail(tr("a quoted value is not closed"));
                in.skipSpaces();
            }
            if (in.take() != u']')
                return fail(tr("an attribute test is not closed with “]”"));
            compound.attributes.append(attribute);
            compoundStarted = true;
        } else if (c == u':') {
            return fail(tr("pseudo-classes such as “%1” are not supported")
                            .arg(text.mid(in.position()).section(u' ', 0, 0)));
        } else {
            return fail(tr("“%1” is not understood here").arg(c));
        }
    }
    endCompound();
    if (complex.parts.isEmpty() || !pending.isNull())
        return fail(tr("it ends without an element to match"));
    selector.m_alternatives.append(complex);
    return selector;
}

bool HtmlSelector::matchesCompound(const GumboNode *element, const Compound &compound)
{
    if (element->type != GUMBO_NODE_ELEMENT)
        return false;
    if (!compound.tag.isEmpty() && compound.tag != u"*"_s &&
        compound.tag != QLatin1StringView(gumbo_normalized_tagname(element->v.element.tag)))
        return false;
    if (!compound.id.isEmpty() && GumboTree::attribute(element, "id") != compound.id)
        return false;
    if (!compound.classes.isEmpty()) {
        const QStringList classes =
            GumboTree::attribute(element, "class").split(u' ', Qt::SkipEmptyParts);
        for (const QString &name : compound.classes) {
            if (!classes.contains(name))
                return false;
        }
    }
    for (const Attribute &attribute : compound.attributes) {
        const QByteArray name = attribute.name.toUtf8();
        if (!GumboTree::hasAttribute(element, name.constData()))
            return false;
        const QString value = GumboTree::attribute(element, name.constData());
        const QString &want = attribute.value;
        if ((attribute.op == u"="_s && value != want) ||
            (attribute.op == u"~="_s && !value.split(u' ', Qt::SkipEmptyParts).contains(want)) ||
            (attribute.op == u"^="_s && (want.isEmpty() || !value.startsWith(want))) ||
            (attribute.op == u"$="_s && (want.isEmpty() || !value.endsWith(want))) ||
            (attribute.op == u"*="_s && (want.isEmpty() || !value.contains(want))))
            return false;
    }
    return true;
}

bool HtmlSelector::matchesFrom(const GumboNode *element, const Complex &complex, qsizetype part)
{
    if (!matchesCompound(element, complex.parts.at(part)))
        return false;
    if (part == 0)
        return true;
    const QChar combinator = complex.combinators.at(part - 1);
    for (const GumboNode *up = element->parent; up && up->type == GUMBO_NODE_ELEMENT;
         up = up->parent) {
        if (matchesFrom(up, complex, part - 1))
            return true;
        if (combinator == u'>')
            return false;
    }
    return false;
}

bool HtmlSelector::matches(const GumboNode *element) const
{
    for (const Complex &complex : m_alternatives) {
        if (matchesFrom(element, complex, complex.parts.size() - 1))
            return true;
    }
    return false;
}

QList<const GumboNode *> HtmlSelector::select(const GumboNode *scope) const
{
    QList<const GumboNode *> found;
    GumboTree::walk(scope, [&](const GumboNode *node) {
        if (node != scope && matches(node))
            found.append(node);
        return true;
    });
    return found;
}

const GumboNode *HtmlSelector::first(const GumboNode *scope) const
{
    const GumboNode *found = nullptr;
    GumboTree::walk(scope, [&](const GumboNode *node) {
        if (!found && node != scope && matches(node))
            found = node;
        return !found;
    });
    return found;
}

} // namespace Lectern
