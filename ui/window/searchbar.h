// The window's search field: results as you type (a moment after the last key), Escape to go
// back to the shelf, "This shelf only" to search within the shelf or feed selected, and Save to
// keep the search as a smart shelf.
#pragma once

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QTimer;
class QToolButton;

namespace Lectern {

class SearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit SearchBar(QWidget *parent = nullptr);

    QString text() const;
    bool withinShelf() const;
    QLineEdit *field() const { return m_field; }
    // Puts the cursor in the field with its text selected, ready for a new search.
    void focusField();
    void clear();
    void retranslate();

Q_SIGNALS:
    // The query to show (empty: the search was cleared), once typing pauses.
    void searchChanged(const QString &text, bool withinShelf);
    // Escape in the field: the search is cleared and the list wants the focus.
    void dismissed();
    // Save: the text in the field, to keep as a smart shelf.
    void saveRequested(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_field;
    QCheckBox *m_withinShelf;
    QToolButton *m_save;
    QTimer *m_typing;
};

} // namespace Lectern
