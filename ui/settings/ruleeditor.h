// A rule written in the window: its name, whether all or any of its conditions must hold, the
// conditions (a field, how it is compared, the words; a feed or shelf picked from a list) and
// what it does. OK only once the rule validates; what is wrong is said under the form.
#pragma once

#include "rules/rule.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace Lectern {

class LibraryQueries;

class RuleEditor : public QDialog
{
    Q_OBJECT
public:
    explicit RuleEditor(const LibraryQueries &queries, QWidget *parent = nullptr);

    Rule rule() const;

private:
    struct ConditionRow
    {
        QCheckBox *negated;
        QComboBox *field;
        QComboBox *match;
        QLineEdit *text;
        QComboBox *choice; // a feed or a shelf
    };
    void addCondition();
    void showChoiceFor(const ConditionRow &row);
    void check();

    QList<std::pair<QString, qint64>> m_feeds, m_shelves;
    RuleNames m_names;
    QLineEdit *m_name;
    QComboBox *m_matchAll;
    QVBoxLayout *m_conditionRows;
    QList<ConditionRow> m_conditions;
    QCheckBox *m_read, *m_star, *m_mute, *m_notify;
    QLineEdit *m_tags;
    QComboBox *m_shelf, *m_capture;
    QLabel *m_problem;
    QPushButton *m_ok;
};

} // namespace Lectern
