#include "ui/settings/rulesdialog.h"

#include "models/librarysession.h"
#include "ui/settings/ruleeditor.h"

#include <QDialogButtonBox>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
constexpr int IdRole = Qt::UserRole;
}

RulesDialog::RulesDialog(LibrarySession *session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_list(new QTreeWidget)
    , m_result(new QLabel)
    , m_titles(new QListWidget)
{
    setWindowTitle(tr("Rules"));
    m_list->setObjectName(u"ruleList"_s);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Rule"), tr("What it does")});
    m_list->header()->setStretchLastSection(true);
    m_list->setColumnWidth(0, 160);
    m_result->setObjectName(u"rulePreview"_s);
    m_result->setWordWrap(true);
    m_titles->setObjectName(u"rulePreviewTitles"_s);
    m_titles->setMaximumHeight(140);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *add = buttons->addButton(tr("&New Rule\u2026"), QDialogButtonBox::ActionRole);
    add->setObjectName(u"newRuleButton"_s);
    m_remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::ActionRole);
    m_preview = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    m_preview->setObjectName(u"previewRuleButton"_s);
    m_apply = buttons->addButton(tr("&Apply to Stored"), QDialogButtonBox::ActionRole);
    m_apply->setObjectName(u"applyRuleButton"_s);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        RuleEditor editor(m_session->queries(), this);
        if (editor.exec() != QDialog::Accepted)
            return;
        auto *watcher = new QFutureWatcher<RuleWrites::Added>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
            watcher->deleteLater();
            const RuleWrites::Added added = watcher->result();
            if (added.id == 0)
                QMessageBox::warning(this, tr("New Rule"),
                                     tr("The rule was not kept: %1").arg(added.error));
            reload();
        });
        watcher->setFuture(m_session->commands()->addRule(editor.rule()));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const qint64 id = currentRule())
            m_session->commands()->removeRule(id).then(this, [this](bool) { reload(); });
    });
    connect(m_preview, &QPushButton::clicked, this, &RulesDialog::preview);
    connect(m_apply, &QPushButton::clicked, this, &RulesDialog::applyToStored);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        m_result->clear();
        m_titles->clear();
        updateButtons();
    });
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        if (!m_filling)
            m_session->commands()->setRuleEnabled(item->data(0, IdRole).toLongLong(),
                                                  item->checkState(0) == Qt::Checked);
    });

    auto *note = new QLabel(tr("Rules run in this order on every new article as it is stored. "
                               "An article that another feed already brought is one article: "
                               "it met the rules when it first came."));
    note->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_result);
    layout->addWidget(m_titles);
    layout->addWidget(buttons);
    resize(720, 480);
    reload();
}

void RulesDialog::reload()
{
    const qint64 current = currentRule();
    m_filling = true;
    m_list->clear();
    const RuleNames names = m_session->queries().ruleNames();
    for (const Rule &rule : m_session->queries().rules()) {
        auto *item = new QTreeWidgetItem(m_list, {rule.name, rule.describe(names)});
        item->setData(0, IdRole, rule.id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(0, rule.enabled ? Qt::Checked : Qt::Unchecked);
        if (rule.id == current || current == 0)
            m_list->setCurrentItem(item);
    }
    m_filling = false;
    updateButtons();
}

qint64 RulesDialog::currentRule() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, IdRole).toLongLong() : 0;
}

void RulesDialog::updateButtons()
{
    const bool chosen = currentRule() != 0;
    m_remove->setEnabled(chosen);
    m_preview->setEnabled(chosen);
    m_apply->setEnabled(chosen);
}

void RulesDialog::preview()
{
    const qint64 id = currentRule();
    Rule chosen;
    for (const Rule &rule : m_session->queries().rules()) {
        if (rule.id == id)
            chosen = rule;
    }
    if (chosen.id == 0)
        return;
    m_result->setText(tr("Reading the library\u2026"));
    m_titles->clear();
    m_preview->setEnabled(false);
    auto *watcher = new QFutureWatcher<RulePreview>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        const RulePreview preview = watcher->result();
        m_result->setText(tr("%n stored article(s) match; applying the rule would change %1 of "
                             "them.",
                             nullptr, preview.matching)
                              .arg(preview.changing));
        m_titles->addItems(preview.firstChanged);
        updateButtons();
    });
    watcher->setFuture(m_session->queries().previewRule(chosen));
}

void RulesDialog::applyToStored()
{
    const qint64 id = currentRule();
    if (id == 0)
        return;
    m_apply->setEnabled(false);
    m_session->commands()->applyRule(id).then(this, [this](int changed) {
        m_titles->clear();
        m_result->setText(changed < 0
                              ? tr("The rule could not be applied.")
                              : tr("The rule changed %n stored article(s).", nullptr, changed));
        updateButtons();
    });
}

} // namespace Lectern
