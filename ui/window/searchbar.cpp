#include "ui/window/searchbar.h"

#include "ui/common/actionicons.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace Lectern {

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent)
    , m_field(new QLineEdit)
    , m_withinShelf(new QCheckBox)
    , m_save(new QToolButton)
    , m_typing(new QTimer(this))
{
    m_field->setObjectName(u"searchField"_s);
    m_field->setClearButtonEnabled(true);
    m_field->setMinimumWidth(320);
    m_field->installEventFilter(this);
    m_withinShelf->setObjectName(u"searchWithinShelf"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_field, 1);
    layout->addWidget(m_withinShelf);
    layout->addWidget(m_save);
    m_save->setObjectName(u"saveSearchButton"_s);
    m_save->setIcon(ActionIcons::icon(QIcon::ThemeIcon::DocumentSave, u"search-save"_s));
    m_save->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_save->setEnabled(false);
    connect(m_save, &QToolButton::clicked, this, [this] {
        if (!text().isEmpty())
            Q_EMIT saveRequested(text());
    });
    connect(m_field, &QLineEdit::textChanged, this,
            [this] { m_save->setEnabled(!text().isEmpty()); });
    // A search per key would read the library for words half typed.
    m_typing->setSingleShot(true);
    m_typing->setInterval(150);
    const auto announce = [this] { Q_EMIT searchChanged(text(), withinShelf()); };
    connect(m_typing, &QTimer::timeout, this, announce);
    connect(m_field, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_field, &QLineEdit::returnPressed, this, [this, announce] {
        m_typing->stop();
        announce();
    });
    connect(m_withinShelf, &QCheckBox::toggled, this, [this, announce] {
        if (!text().isEmpty())
            announce();
    });
    retranslate();
}

// Leading white space means nothing; trailing white space says the last word is complete.
QString SearchBar::text() const
{
    QString text = m_field->text();
    while (!text.isEmpty() && text.front().isSpace())
        text.remove(0, 1);
    return text.trimmed().isEmpty() ? QString() : text;
}

bool SearchBar::withinShelf() const
{
    return m_withinShelf->isChecked();
}

void SearchBar::focusField()
{
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

void SearchBar::clear()
{
    m_field->clear();
}

void SearchBar::retranslate()
{
    m_field->setPlaceholderText(tr("Search the library (Ctrl+F or /)"));
    m_field->setToolTip(
        tr("Words, “phrases”, -excluded, and filters such as "
           "tag:rust, feed:NAME, shelf:NAME, is:unread, has:code, after:2026-01-01"));
    m_field->setAccessibleName(tr("Search"));
    m_withinShelf->setText(tr("This shelf only"));
    m_withinShelf->setToolTip(tr("Search only the shelf or feed selected in the side panel"));
    m_save->setText(tr("Save"));
    m_save->setToolTip(tr("Keep this search as a smart shelf in the side panel"));
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_field && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        m_typing->stop();
        const bool hadText = !m_field->text().isEmpty();
        m_field->clear();
        m_typing->stop();
        if (hadText)
            Q_EMIT searchChanged(QString(), withinShelf());
        Q_EMIT dismissed();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Lectern
