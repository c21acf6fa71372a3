#include "ui/offscreen/isolatedprofile.h"

#include "ui/reader/readerrequestinterceptor.h"

#include <QWebEngineProfile>

namespace Lectern {

QWebEngineProfile *IsolatedProfile::create(QObject *parent, ReaderRequestInterceptor *interceptor,
                                           ReaderSchemeHandler::PageSource source)
{
    auto *profile = new QWebEngineProfile(parent); // no storage name: off the record
    profile->setUrlRequestInterceptor(interceptor);
    profile->setHttpCacheType(QWebEngineProfile::NoCache);
    profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    profile->installUrlSchemeHandler(ReaderSchemeHandler::schemeName(),
                                     new ReaderSchemeHandler(std::move(source), nullptr, profile));
    return profile;
}

} // namespace Lectern
