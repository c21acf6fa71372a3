// The rooms of the source tree and the rules between them, read from the block of
// ARCHITECTURE.md that states them, and checked against the sources' #includes and names.
// Written once, as data: the map a newcomer reads is the one the test holds the code to.
//
// The block's lines (blank lines and # comments aside):
//   room PATH: BELOW...       a room, and the rooms just below it; a room may include its own
//                             files, the rooms below it and theirs, nothing else of the project
//   no-module MODULE... in PATH... except PATH...
//                             those Qt modules' headers are not included there
//   no-name WORD... in PATH... except PATH...
//                             those words are not written there (outside // comments)
// A file belongs to the room whose path is the longest prefix of its own.
#pragma once

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

class RoomRules
{
public:
    // Reads the rules from text: the fenced block that opens with ```rooms. False with
    // errors() when there is none or a line cannot be read.
    bool parse(const QString &text);
    QStringList errors() const { return m_errors; }

    // Every broken rule among the sources under root (their paths relative to it, with '/'),
    // each said in one line naming the file and what it did. headersOf says which header
    // names a Qt module has (for no-module).
    QStringList check(const QString &root, const QHash<QString, QSet<QString>> &headersOf) const;
    // The same over sources given as path -> text.
    QStringList check(const QHash<QString, QString> &sources,
                      const QHash<QString, QSet<QString>> &headersOf) const;

    // The room a path belongs to, or empty.
    QString roomOf(const QString &path) const;
    // The rooms a room may include: those below it, and theirs.
    QSet<QString> reach(const QString &room) const;
    QStringList rooms() const { return m_order; }
    QStringList modules() const;

private:
    struct Ban
    {
        QStringList words; // Qt modules or names
        QStringList in;
        QStringList except;
        bool applies(const QString &path) const;
    };
    bool reads(const QString &line);

    QHash<QString, QStringList> m_below;
    QStringList m_order;
    QList<Ban> m_moduleBans;
    QList<Ban> m_nameBans;
    QStringList m_errors;
};
