#include "ui/subscribing/savepagedialog.h"

#include "feeds/savedpage/savedpage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

SavePageDialog::SavePageDialog(const QList<std::pair<QString, qint64>> &shelves, qint64 shelfId,
                               QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit)
    , m_shelf(new QComboBox)
{
    setWindowTitle(tr("Save Page"));
    m_address->setObjectName(u"pageAddress"_s);
    m_address->setPlaceholderText(tr("https://example.org/a-post-worth-keeping/"));
    m_address->setMinimumWidth(420);
    m_shelf->setObjectName(u"pageShelf"_s);
    m_shelf->addItem(tr("No Shelf"), QString());
    for (const auto &[path, id] : shelves) {
        m_shelf->addItem(path, path);
        if (id == shelfId)
            m_shelf->setCurrentIndex(m_shelf->count() - 1);
    }
    auto *intro = new QLabel(tr("A page met outside your feeds: it is kept with the saved pages, "
                                "in full for offline reading."));
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Shelf:"), m_shelf);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(u"savePageButton"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &SavePageDialog::updateButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateButton();
}

void SavePageDialog::setAddress(const QString &address)
{
    m_address->setText(address);
}

QUrl SavePageDialog::address() const
{
    const QString text = m_address->text().trimmed();
    const QUrl url = QUrl::fromUserInput(text);
    return text.isEmpty() || !SavedPage::isSavable(url) ? QUrl() : url;
}

QString SavePageDialog::shelfPath() const
{
    return m_shelf->currentData().toString();
}

void SavePageDialog::updateButton()
{
    m_save->setEnabled(address().isValid());
}

} // namespace Lectern
