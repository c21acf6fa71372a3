// An off-the-record QtWebEngine profile for Lectern's own work pages (extraction, printing):
// no cache or cookies kept, nothing loaded but Lectern's own scheme (and data:), whose handler
// serves the pages from `source`.
#pragma once

#include "ui/reader/readerschemehandler.h"

class QObject;
class QWebEngineProfile;

namespace Lectern {

class ReaderRequestInterceptor;

class IsolatedProfile
{
public:
    // The profile belongs to parent; interceptor must outlive it (make it first, same parent).
    static QWebEngineProfile *create(QObject *parent, ReaderRequestInterceptor *interceptor,
                                     ReaderSchemeHandler::PageSource source);
};

} // namespace Lectern
