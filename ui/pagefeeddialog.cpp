#include "ui/pagefeeddialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

PageFeedDialog::PageFeedDialog(const QUrl &pageUrl, const ParsedFeed &items, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Follow a Page Without a Feed"));
    auto *intro = new QLabel(
        tr("<p><b>%1</b> has no feed, but its page lists %n item(s). Follow the page and they "
           "become articles; new ones are added at each refresh.</p>",
           nullptr, int(items.entries.size()))
            .arg(pageUrl.toDisplayString().toHtmlEscaped()));
    intro->setWordWrap(true);

    auto *list = new QTreeWidget;
    list->setObjectName(u"pageItems"_s);
    list->setRootIsDecorated(false);
    list->setHeaderLabels({tr("Title"), tr("Date"), tr("Tags"), tr("Link")});
    const QLocale locale;
    for (const ParsedEntry &entry : items.entries) {
        auto *row = new QTreeWidgetItem(
            list, {entry.title,
                   entry.published.isValid()
                       ? locale.toString(entry.published.toLocalTime().date(), QLocale::ShortFormat)
                       : QString(),
                   entry.categories.join(u", "_s), entry.link.toDisplayString()});
        row->setToolTip(0, entry.title);
        row->setToolTip(3, entry.link.toDisplayString());
    }
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    list->header()->setStretchLastSection(false);
    for (int column = 1; column < 4; ++column)
        list->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *follow = buttons->addButton(tr("&Follow This Page"), QDialogButtonBox::AcceptRole);
    follow->setObjectName(u"followPageButton"_s);
    follow->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list, 1);
    layout->addWidget(buttons);
    resize(820, 460);
}

} // namespace Lectern
