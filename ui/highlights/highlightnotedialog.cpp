#include "ui/highlights/highlightnotedialog.h"

#include "library/database/records.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

HighlightNoteDialog::HighlightNoteDialog(const QString &quote, const QString &note,
                                         const QString &color, bool removable, QWidget *parent)
    : QDialog(parent)
    , m_note(new QPlainTextEdit(note, this))
    , m_color(new QComboBox(this))
{
    setWindowTitle(tr("Highlight Note"));
    setObjectName(u"highlightNoteDialog"_s);
    auto *layout = new QVBoxLayout(this);
    constexpr qsizetype Shown = 400;
    auto *passage = new QLabel(
        u"“"_s + (quote.size() > Shown ? quote.left(Shown) + u'…' : quote) + u"”"_s, this);
    passage->setWordWrap(true);
    passage->setTextFormat(Qt::PlainText);
    passage->setObjectName(u"highlightQuote"_s);
    layout->addWidget(passage);
    m_note->setObjectName(u"highlightNote"_s);
    m_note->setPlaceholderText(tr("A note on this passage (Markdown)"));
    m_note->setTabChangesFocus(true);
    layout->addWidget(m_note);
    auto *form = new QFormLayout;
    for (const QString &name : HighlightRecord::colors())
        m_color->addItem(colorLabel(name), name);
    m_color->setCurrentIndex(std::max(0, m_color->findData(color)));
    m_color->setObjectName(u"highlightColor"_s);
    form->addRow(tr("&Colour:"), m_color);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    if (removable) {
        QPushButton *remove =
            buttons->addButton(tr("&Remove Highlight"), QDialogButtonBox::DestructiveRole);
        remove->setObjectName(u"removeHighlight"_s);
        connect(remove, &QPushButton::clicked, this, [this] {
            m_remove = true;
            accept();
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_note->setFocus();
    resize(480, 320);
}

QString HighlightNoteDialog::note() const
{
    return m_note->toPlainText().trimmed();
}

QString HighlightNoteDialog::color() const
{
    return m_color->currentData().toString();
}

QString HighlightNoteDialog::colorLabel(const QString &color)
{
    if (color == u"yellow"_s)
        return tr("Yellow");
    if (color == u"green"_s)
        return tr("Green");
    if (color == u"blue"_s)
        return tr("Blue");
    if (color == u"pink"_s)
        return tr("Pink");
    return color;
}

} // namespace Lectern
