// Whether a fetched page is an article (a post), read from what the page says of itself: a
// JSON-LD Article or BlogPosting, og:type "article", an <article> element, a publication date,
// and main text of some length. Page feeds check a few of a list's links with it, to tell a
// list of posts from a list of categories, tags or pages of the site. No I/O.
#pragma once

#include <QByteArray>
#include <QString>

namespace Lectern {

struct ArticleSignals
{
    bool structured = false;     // JSON-LD Article, BlogPosting, NewsArticle, ...
    bool openGraph = false;      // og:type article
    bool articleElement = false; // one <article> (a list's page has one per card)
    bool dated = false;    // article:published_time, datePublished, a date at the top of its text
    int mainTextChars = 0; // of the <article>, else <main>, else the body; chrome left out
    // What a list's page shows: <article> elements side by side, or dates all down its text.
    int articles = 0;
    int datesInText = 0;

    static constexpr int LongText = 1200; // a post's text, not a teaser's or a menu's
    static constexpr int ShortText = 300;
    static constexpr int WholeText = 2500; // so much text, outside any list, is an article

    bool isList() const { return articles >= 2 || datesInText >= 3; }
    // Not a list; and two signs with some text, one with much, or a great deal of text.
    bool isArticle() const;
    static ArticleSignals of(const QByteArray &html, const QString &contentType = {});
};

} // namespace Lectern
