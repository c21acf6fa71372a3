#include "ui/subscribing/pagefeeddialog.h"

#include "feeds/pagefeed/pagesections.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

PageFeedDialog::PageFeedDialog(const QUrl &pageUrl, const ParsedFeed &items, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Follow a Page Without a Feed"));
    const int count = int(items.entries.size());
    const QString address = pageUrl.toDisplayString().toHtmlEscaped();
    auto *intro = new QLabel(
        items.format == FeedFormat::Sitemap
            ? tr("<p>The site has no feed and its page lists no items, but its sitemap "
                 "<b>%1</b> lists %n page(s) (the newest first, titled from their addresses). "
                 "Follow the sitemap and they become articles; new ones are added at each "
                 "refresh.</p>",
                 nullptr, count)
                  .arg(address)
            : tr("<p><b>%1</b> has no feed, but its page lists %n item(s). Follow the page and "
                 "they become articles; new ones are added at each refresh.</p>",
                 nullptr, count)
                      .arg(address) +
                  // Which of the page's lists this is, and why it was taken.
                  (items.listDescription.isEmpty()
                       ? QString()
                       : u"<p>"_s + items.listDescription.toHtmlEscaped() + u"</p>"_s));
    intro->setWordWrap(true);

    auto *list = new QTreeWidget;
    list->setObjectName(u"pageItems"_s);
    list->setRootIsDecorated(false);
    list->setHeaderLabels({tr("Title"), tr("Summary"), tr("Date"), tr("Tags"), tr("Link")});
    const QLocale locale;
    for (const ParsedEntry &entry : items.entries) {
        const QString summary =
            QTextDocumentFragment::fromHtml(entry.summary).toPlainText().simplified();
        auto *row = new QTreeWidgetItem(
            list, {entry.title, summary,
                   entry.published.isValid()
                       ? locale.toString(entry.published.toLocalTime().date(), QLocale::ShortFormat)
                       : QString(),
                   entry.categories.join(u", "_s), entry.link.toDisplayString()});
        row->setToolTip(0, entry.title);
        row->setToolTip(1, summary);
        row->setToolTip(4, entry.link.toDisplayString());
    }
    // The title first and wide enough to read; the summary takes what is left.
    QHeaderView *header = list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->resizeSection(0, 300);
    header->resizeSection(3, 200);
    header->resizeSection(4, 220);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *follow = buttons->addButton(tr("&Follow This Page"), QDialogButtonBox::AcceptRole);
    follow->setObjectName(u"followPageButton"_s);
    // Return follows the page whichever button has the focus; Escape cancels.
    follow->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list, 1);
    // A page of headed lists (a library's Code, Papers, Tutorials...) keeps its map in the side
    // panel when each section is a feed of its own, on a shelf named after the page.
    if (const QStringList sections = PageSections::of(items); sections.size() > 1) {
        m_bySection = new QCheckBox(
            tr("Follow each section as its own feed (%1), on a shelf named after the page")
                .arg(QLocale().createSeparatedList(sections)));
        m_bySection->setObjectName(u"bySectionBox"_s);
        layout->addWidget(m_bySection);
    }
    layout->addWidget(buttons);
    resize(1040, 480);
}

bool PageFeedDialog::bySection() const
{
    return m_bySection && m_bySection->isChecked();
}

} // namespace Lectern
