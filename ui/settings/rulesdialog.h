// Library > Rules: the rules new articles meet as they are stored, in the order they run, each
// on or off; New Rule (RuleEditor), Remove, and for the rule chosen a preview of what it would
// change among the stored articles (counted, with the first titles) and Apply to Stored, which
// changes exactly those.
#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace Lectern {

class LibrarySession;

class RulesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit RulesDialog(LibrarySession *session, QWidget *parent = nullptr);

    void reload();
    // The rule chosen, previewed; the result shows when the library has been read.
    void preview();
    void applyToStored();

private:
    qint64 currentRule() const;
    void updateButtons();

    LibrarySession *m_session;
    QTreeWidget *m_list;
    QPushButton *m_remove, *m_preview, *m_apply;
    QLabel *m_result;
    QListWidget *m_titles;
    bool m_filling = false;
};

} // namespace Lectern
