// CSS selectors over a gumbo tree, for the rules a user gives a page feed: type, #id, .class,
// [attr], [attr=v], [attr~=v], [attr^=v], [attr$=v], [attr*=v], *, descendant and child
// combinators and comma lists. Pseudo-classes are refused with a message, never ignored.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

#include <gumbo.h>

namespace Lectern {

class HtmlSelector
{
public:
    // nullopt with *error set when text is no selector this class reads.
    static std::optional<HtmlSelector> parse(const QString &text, QString *error = nullptr);

    bool matches(const GumboNode *element) const;
    // The elements below scope (scope itself left out) that match, in document order.
    QList<const GumboNode *> select(const GumboNode *scope) const;
    const GumboNode *first(const GumboNode *scope) const;

    Q_DECLARE_TR_FUNCTIONS(Lectern::HtmlSelector)

private:
    struct Attribute
    {
        QString name;
        QString op; // empty (present), "=", "~=", "^=", "$=", "*="
        QString value;
    };
    struct Compound
    {
        QString tag; // lower case; empty or "*" for any
        QString id;
        QStringList classes;
        QList<Attribute> attributes;
    };
    struct Complex
    {
        QList<Compound> parts;    // left to right
        QList<QChar> combinators; // between parts: ' ' (descendant) or '>' (child)
    };

    static bool matchesCompound(const GumboNode *element, const Compound &compound);
    static bool matchesFrom(const GumboNode *element, const Complex &complex, qsizetype part);

    QList<Complex> m_alternatives;
};

} // namespace Lectern
