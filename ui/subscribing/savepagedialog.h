// Library > Save Page: the address of a page met outside any feed, and the shelf it goes on
// besides the saved pages. It saves nothing itself: the window hands what was asked for to the
// session's commands.
#pragma once

#include <QDialog>
#include <QList>
#include <QUrl>
#include <utility>

class QComboBox;
class QLineEdit;
class QPushButton;

namespace Lectern {

class SavePageDialog : public QDialog
{
    Q_OBJECT
public:
    // shelves: (path, id) of every shelf; shelfId the one chosen at first (0: none).
    SavePageDialog(const QList<std::pair<QString, qint64>> &shelves, qint64 shelfId,
                   QWidget *parent = nullptr);

    void setAddress(const QString &address);
    // What was typed, read as a browser reads it; invalid unless it is http(s).
    QUrl address() const;
    // The chosen shelf's path, empty for none.
    QString shelfPath() const;

private:
    void updateButton();

    QLineEdit *m_address;
    QComboBox *m_shelf;
    QPushButton *m_save;
};

} // namespace Lectern
