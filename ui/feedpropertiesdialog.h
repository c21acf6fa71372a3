// A feed's properties: where it comes from and how its last fetch went (read only), and how it
// is kept offline: the capture policy, and the site rule that finds the article on its pages
// (a CSS selector, and selectors of parts to leave out). Edits copies; the caller saves them.
#pragma once

#include "library/capturepolicy.h"
#include "library/records.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace Lectern {

class FeedPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    FeedPropertiesDialog(const FeedRecord &feed, QWidget *parent = nullptr);

    CapturePolicy capturePolicy() const;
    QString articleSelector() const;
    QString stripSelectors() const;

private:
    QComboBox *m_policy;
    QLineEdit *m_selector;
    QLineEdit *m_strip;
};

} // namespace Lectern
