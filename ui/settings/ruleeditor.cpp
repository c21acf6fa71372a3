#include "ui/settings/ruleeditor.h"

#include "models/libraryqueries.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

RuleEditor::RuleEditor(const LibraryQueries &queries, QWidget *parent)
    : QDialog(parent)
    , m_feeds(queries.feedTitles())
    , m_shelves(queries.shelfPaths())
    , m_names(queries.ruleNames())
    , m_name(new QLineEdit)
    , m_matchAll(new QComboBox)
    , m_conditionRows(new QVBoxLayout)
    , m_read(new QCheckBox(tr("Mark &read")))
    , m_star(new QCheckBox(tr("S&tar")))
    , m_mute(new QCheckBox(tr("&Mute (kept, out of lists and counts)")))
    , m_notify(new QCheckBox(tr("&Notify")))
    , m_tags(new QLineEdit)
    , m_shelf(new QComboBox)
    , m_capture(new QComboBox)
    , m_problem(new QLabel)
{
    setWindowTitle(tr("New Rule"));
    m_name->setObjectName(u"ruleName"_s);
    m_matchAll->addItems({tr("all of these"), tr("any of these")});
    m_tags->setPlaceholderText(tr("tags, separated by commas"));
    m_shelf->addItem(tr("(none)"), 0);
    for (const auto &[path, id] : std::as_const(m_shelves))
        m_shelf->addItem(path, id);
    m_capture->addItems(
        {tr("as the feed says"), tr("always keep offline"), tr("never keep offline")});

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("New articles that meet:"), m_matchAll);
    auto *conditions = new QGroupBox(tr("Conditions"));
    auto *conditionsLayout = new QVBoxLayout(conditions);
    conditionsLayout->addLayout(m_conditionRows);
    auto *more = new QPushButton(tr("Add &Condition"));
    connect(more, &QPushButton::clicked, this, &RuleEditor::addCondition);
    conditionsLayout->addWidget(more, 0, Qt::AlignLeft);
    auto *actions = new QGroupBox(tr("Actions"));
    auto *actionsLayout = new QFormLayout(actions);
    auto *flags = new QHBoxLayout;
    for (QCheckBox *box : {m_read, m_star, m_mute, m_notify}) {
        flags->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &RuleEditor::check);
    }
    actionsLayout->addRow(flags);
    actionsLayout->addRow(tr("Add &tags:"), m_tags);
    actionsLayout->addRow(tr("Put on &shelf:"), m_shelf);
    actionsLayout->addRow(tr("&Offline copy:"), m_capture);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"ruleProblem"_s);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_name, m_tags})
        connect(edit, &QLineEdit::textChanged, this, &RuleEditor::check);
    for (QComboBox *box : {m_shelf, m_capture, m_matchAll})
        connect(box, &QComboBox::currentIndexChanged, this, &RuleEditor::check);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(conditions);
    layout->addWidget(actions);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    addCondition();
    m_name->setFocus(); // the name first; a condition added later takes the focus
    resize(640, sizeHint().height());
}

void RuleEditor::addCondition()
{
    ConditionRow row{new QCheckBox(tr("not")), new QComboBox, new QComboBox, new QLineEdit,
                     new QComboBox};
    // In RuleCondition::Field's order.
    row.field->addItems(
        {tr("Feed"), tr("Shelf"), tr("Title"), tr("Author"), tr("Text"), tr("Tag"), tr("Link")});
    row.field->setCurrentIndex(int(RuleCondition::Field::Title));
    row.match->addItems({tr("has the words"), tr("has the phrase"), tr("matches")});
    row.text->setObjectName(u"conditionText"_s);
    auto *line = new QHBoxLayout;
    line->addWidget(row.negated);
    line->addWidget(row.field);
    line->addWidget(row.match);
    line->addWidget(row.text, 1);
    line->addWidget(row.choice, 1);
    m_conditionRows->addLayout(line);
    m_conditions.append(row);
    connect(row.field, &QComboBox::currentIndexChanged, this, [this, row] {
        showChoiceFor(row);
        check();
    });
    for (QComboBox *box : {row.match, row.choice})
        connect(box, &QComboBox::currentIndexChanged, this, &RuleEditor::check);
    connect(row.negated, &QCheckBox::toggled, this, &RuleEditor::check);
    connect(row.text, &QLineEdit::textChanged, this, &RuleEditor::check);
    showChoiceFor(row);
    row.text->setFocus();
    check();
}

void RuleEditor::showChoiceFor(const ConditionRow &row)
{
    const auto field = RuleCondition::Field(row.field->currentIndex());
    const bool picks = field == RuleCondition::Field::Feed || field == RuleCondition::Field::Shelf;
    row.match->setVisible(!picks);
    row.text->setVisible(!picks);
    row.choice->setVisible(picks);
    if (!picks)
        return;
    row.choice->clear();
    for (const auto &[title, id] :
         std::as_const(field == RuleCondition::Field::Feed ? m_feeds : m_shelves))
        row.choice->addItem(title, id);
}

Rule RuleEditor::rule() const
{
    Rule rule;
    rule.name = m_name->text().trimmed();
    rule.matchAll = m_matchAll->currentIndex() == 0;
    for (const ConditionRow &row : m_conditions) {
        RuleCondition condition;
        condition.field = RuleCondition::Field(row.field->currentIndex());
        condition.negated = row.negated->isChecked();
        if (row.choice->isVisibleTo(this)) {
            condition.value = row.choice->currentData().toString();
        } else {
            condition.match = RuleCondition::Match(row.match->currentIndex());
            condition.value = row.text->text().trimmed();
            if (condition.value.isEmpty())
                continue; // a row left empty is no condition
        }
        rule.conditions.append(condition);
    }
    rule.actions.markRead = m_read->isChecked();
    rule.actions.star = m_star->isChecked();
    rule.actions.mute = m_mute->isChecked();
    rule.actions.notify = m_notify->isChecked();
    for (const QString &tag : m_tags->text().split(u',', Qt::SkipEmptyParts)) {
        if (!tag.trimmed().isEmpty())
            rule.actions.tags.append(tag.trimmed());
    }
    rule.actions.shelfId = m_shelf->currentData().toLongLong();
    rule.actions.capture = RuleActions::Capture(m_capture->currentIndex());
    return rule;
}

void RuleEditor::check()
{
    const Rule current = rule();
    QString problem = current.validate();
    if (problem.isEmpty() && current.name.isEmpty())
        problem = tr("Give the rule a name.");
    m_problem->setText(problem.isEmpty() ? current.describe(m_names) : problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace Lectern
