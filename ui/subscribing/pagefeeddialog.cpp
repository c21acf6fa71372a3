#include "ui/subscribing/pagefeeddialog.h"

#include "feeds/pagefeed/pagesections.h"
#include "net/olderpostsfetch.h"

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
    , m_pageUrl(pageUrl)
    , m_intro(new QLabel)
    , m_list(new QTreeWidget)
{
    setWindowTitle(tr("Follow a Page Without a Feed"));
    m_lists.append(items);
    if (items.otherLists)
        m_lists.append(*items.otherLists);
    m_intro->setWordWrap(true);
    m_intro->setObjectName(u"pageIntro"_s);
    m_list->setObjectName(u"pageItems"_s);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Title"), tr("Summary"), tr("Date"), tr("Tags"), tr("Link")});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *follow = buttons->addButton(tr("&Follow This Page"), QDialogButtonBox::AcceptRole);
    follow->setObjectName(u"followPageButton"_s);
    // Return follows the page whichever button has the focus; Escape cancels.
    follow->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    if (m_lists.size() > 1) {
        // The lists in turn: a page's first list may be its categories, not its posts.
        QPushButton *another =
            buttons->addButton(tr("Not These? Use &Another List"), QDialogButtonBox::ActionRole);
        another->setObjectName(u"anotherListButton"_s);
        another->setAutoDefault(false);
        connect(another, &QPushButton::clicked, this,
                [this] { showList((m_shown + 1) % m_lists.size()); });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
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
    showList(0);
    // The title first and wide enough to read; the summary takes what is left.
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(1, QHeaderView::Stretch);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->resizeSection(0, 300);
    header->resizeSection(3, 200);
    header->resizeSection(4, 220);
    resize(1040, 480);
}

void PageFeedDialog::showList(qsizetype index)
{
    m_shown = index;
    const ParsedFeed &items = m_lists.at(index);
    const int count = int(items.entries.size());
    const QString address = m_pageUrl.toDisplayString().toHtmlEscaped();
    QString intro =
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
                  .arg(address);
    // Which of the page's lists this is, and why it was taken.
    if (!items.listDescription.isEmpty())
        intro += u"<p>"_s + items.listDescription.toHtmlEscaped() + u"</p>"_s;
    // A list turned to has not been filled up yet: following it will.
    if (!items.olderPages.isEmpty() && count < OlderPostsFetch::FewItems)
        intro += u"<p>"_s +
                 tr("When it is followed, its older posts are read from %1 too.")
                     .arg(items.olderPages.constFirst().toDisplayString().toHtmlEscaped()) +
                 u"</p>"_s;
    if (m_lists.size() > 1)
        intro += u"<p>"_s +
                 tr("List %1 of the %2 on the page.").arg(index + 1).arg(m_lists.size()) +
                 u"</p>"_s;
    m_intro->setText(intro);
    m_list->clear();
    const QLocale locale;
    for (const ParsedEntry &entry : items.entries) {
        const QString summary =
            QTextDocumentFragment::fromHtml(entry.summary).toPlainText().simplified();
        auto *row = new QTreeWidgetItem(
            m_list,
            {entry.title, summary,
             entry.published.isValid()
                 ? locale.toString(entry.published.toLocalTime().date(), QLocale::ShortFormat)
                 : QString(),
             entry.categories.join(u", "_s), entry.link.toDisplayString()});
        row->setToolTip(0, entry.title);
        row->setToolTip(1, summary);
        row->setToolTip(4, entry.link.toDisplayString());
    }
    // The rows change in place while the dialog is up: all of them are drawn again (without
    // this, only the row under the pointer was, under X11).
    m_list->scrollToTop();
    m_list->viewport()->update();
}

bool PageFeedDialog::bySection() const
{
    return m_bySection && m_bySection->isChecked();
}

} // namespace Lectern
