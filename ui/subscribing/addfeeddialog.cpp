#include "ui/subscribing/addfeeddialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

AddFeedDialog::AddFeedDialog(const QList<std::pair<QString, qint64>> &shelves, qint64 shelfId,
                             QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit)
    , m_shelf(new QComboBox)
    , m_candidates(new QTreeWidget)
    , m_message(new QLabel)
    , m_go(nullptr)
{
    setWindowTitle(tr("Add Feed"));
    m_address->setObjectName(u"feedAddress"_s);
    m_address->setPlaceholderText(tr("https://example.org/ or its feed's address"));
    m_address->setClearButtonEnabled(true);
    m_shelf->setObjectName(u"feedShelf"_s);
    m_shelf->addItem(tr("No Shelf"), qint64(0));
    for (const auto &[path, id] : shelves)
        m_shelf->addItem(path, id);
    m_shelf->setCurrentIndex(qMax(0, m_shelf->findData(shelfId)));

    m_candidates->setObjectName(u"feedCandidates"_s);
    m_candidates->setRootIsDecorated(false);
    m_candidates->setHeaderLabels({tr("Feed"), tr("Format"), tr("Address")});
    m_candidates->header()->setStretchLastSection(true);
    m_candidates->header()->resizeSection(0, 260);
    m_candidates->setAccessibleName(tr("Feeds the site links"));
    m_candidates->hide();
    m_message->setObjectName(u"addFeedMessage"_s);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *intro = new QLabel(
        tr("The address of a feed (RSS, Atom, JSON Feed) or of a site: its feeds are found, and "
           "a page that lists posts without one can be followed too."));
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Shelf:"), m_shelf);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_go = buttons->addButton(tr("&Add"), QDialogButtonBox::ActionRole);
    m_go->setObjectName(u"addFeedButton"_s);
    m_go->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(m_go, &QPushButton::clicked, this, &AddFeedDialog::go);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textEdited, this, [this] {
        // Another address: the list and the error were about the last one.
        if (m_choosing)
            showAsking();
        m_message->clear();
        m_go->setEnabled(!m_address->text().trimmed().isEmpty());
    });
    connect(m_candidates, &QTreeWidget::itemChanged, this,
            [this] { m_go->setEnabled(!checkedFeeds().isEmpty()); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_candidates, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    m_go->setEnabled(false);
    resize(620, sizeHint().height());
}

void AddFeedDialog::setAddress(const QString &address)
{
    m_address->setText(address);
    m_go->setEnabled(!address.trimmed().isEmpty());
}

QUrl AddFeedDialog::address() const
{
    const QString text = m_address->text().trimmed();
    return text.isEmpty() ? QUrl() : QUrl::fromUserInput(text);
}

qint64 AddFeedDialog::shelfId() const
{
    return m_shelf->currentData().toLongLong();
}

void AddFeedDialog::go()
{
    if (m_choosing) {
        const QList<QUrl> feeds = checkedFeeds();
        if (feeds.isEmpty())
            return;
        showLooking();
        Q_EMIT feedsChosen(feeds);
        return;
    }
    const QUrl url = address();
    if (!url.isValid() || url.isEmpty())
        return;
    showLooking();
    Q_EMIT lookUpRequested(url);
}

void AddFeedDialog::showLooking()
{
    m_address->setEnabled(false);
    m_shelf->setEnabled(false);
    m_candidates->setEnabled(false);
    m_go->setEnabled(false);
    m_message->setStyleSheet(QString());
    m_message->setText(tr("Fetching %1\u2026").arg(m_address->text().trimmed()));
}

void AddFeedDialog::showAsking()
{
    m_choosing = false;
    m_candidates->clear();
    m_candidates->hide();
    m_go->setText(tr("&Add"));
    m_address->setEnabled(true);
    m_shelf->setEnabled(true);
    m_candidates->setEnabled(true);
    m_go->setEnabled(!m_address->text().trimmed().isEmpty());
    m_message->clear();
}

void AddFeedDialog::showCandidates(const QList<DiscoveredFeed> &feeds)
{
    showAsking();
    m_choosing = true;
    const QSignalBlocker quiet(m_candidates);
    for (const DiscoveredFeed &feed : feeds) {
        const QString title = feed.title.isEmpty() ? feed.url.toDisplayString() : feed.title;
        auto *row = new QTreeWidgetItem(m_candidates,
                                        {title, formatName(feed.type), feed.url.toDisplayString()});
        row->setData(0, Qt::UserRole, feed.url);
        row->setFlags(row->flags() | Qt::ItemIsUserCheckable);
        row->setCheckState(0, m_candidates->topLevelItemCount() == 1 ? Qt::Checked : Qt::Unchecked);
        row->setToolTip(2, feed.url.toDisplayString());
    }
    m_candidates->show();
    m_go->setText(tr("&Subscribe"));
    m_go->setEnabled(!feeds.isEmpty());
    m_message->setText(tr("The site links %n feed(s). Check the ones to subscribe to.", nullptr,
                          int(feeds.size())));
    if (height() < 420)
        resize(width(), 420);
}

void AddFeedDialog::showError(const QString &message)
{
    showAsking();
    m_message->setStyleSheet(u"font-weight: bold;"_s);
    m_message->setText(message);
    m_address->setFocus();
    m_address->selectAll();
}

QList<QUrl> AddFeedDialog::checkedFeeds() const
{
    QList<QUrl> feeds;
    for (int i = 0; i < m_candidates->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *row = m_candidates->topLevelItem(i);
        if (row->checkState(0) == Qt::Checked)
            feeds.append(row->data(0, Qt::UserRole).toUrl());
    }
    return feeds;
}

QString AddFeedDialog::formatName(const QString &mimeType)
{
    if (mimeType.contains(u"rss"_s) || mimeType.contains(u"rdf"_s))
        return u"RSS"_s;
    if (mimeType.contains(u"atom"_s))
        return u"Atom"_s;
    if (mimeType.contains(u"json"_s))
        return u"JSON Feed"_s;
    return mimeType;
}

} // namespace Lectern
