// A highlight's note: the passage quoted, the note (Markdown, as the reader writes it) and the
// highlight's colour; Remove Highlight when it is stored already.
#pragma once

#include <QDialog>

class QComboBox;
class QPlainTextEdit;

namespace Lectern {

class HighlightNoteDialog : public QDialog
{
    Q_OBJECT
public:
    HighlightNoteDialog(const QString &quote, const QString &note, const QString &color,
                        bool removable, QWidget *parent = nullptr);

    QString note() const;
    QString color() const;
    // Closed through Remove Highlight (then exec() returned Accepted).
    bool removeAsked() const { return m_remove; }
    // A colour's name as the reader sees it.
    static QString colorLabel(const QString &color);

private:
    QPlainTextEdit *m_note;
    QComboBox *m_color;
    bool m_remove = false;
};

} // namespace Lectern
