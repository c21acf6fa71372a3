<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ArticlePageRenderer</name>
    <message numerus="yes">
        <source>%n min read</source>
        <translation>
            <numerusform>%n min read</numerusform>
            <numerusform>%n min read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unread</source>
        <translation>
            <numerusform>%n unread</numerusform>
            <numerusform>%n unread</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n article</numerusform>
            <numerusform>%n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feed(s)</source>
        <translation>
            <numerusform>%n feed</numerusform>
            <numerusform>%n feeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) in this library</source>
        <translation>
            <numerusform>%n article in this library</numerusform>
            <numerusform>%n articles in this library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s)</source>
        <translation>
            <numerusform>%n highlight</numerusform>
            <numerusform>%n highlights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n article(s)</source>
        <translation>
            <numerusform>in %n article</numerusform>
            <numerusform>in %n articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::AddFeedDialog</name>
    <message numerus="yes">
        <source>The site links %n feed(s). Check the ones to subscribe to.</source>
        <translation>
            <numerusform>The site links %n feed. Check the ones to subscribe to.</numerusform>
            <numerusform>The site links %n feeds. Check the ones to subscribe to.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::CaptureControls</name>
    <message numerus="yes">
        <source>%n article(s) kept for offline reading</source>
        <translation>
            <numerusform>%n article kept for offline reading</numerusform>
            <numerusform>%n articles kept for offline reading</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n gave less text than the feed</source>
        <translation>
            <numerusform>; %n gave less text than the feed</numerusform>
            <numerusform>; %n gave less text than the feed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n could not be captured</source>
        <translation>
            <numerusform>; %n could not be captured</numerusform>
            <numerusform>; %n could not be captured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n page(s) in your local network not captured</source>
        <translation>
            <numerusform>; %n page in your local network not captured</numerusform>
            <numerusform>; %n pages in your local network not captured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n image(s) in your local network not kept</source>
        <translation>
            <numerusform>; %n image in your local network not kept</numerusform>
            <numerusform>; %n images in your local network not kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::CliContext</name>
    <message numerus="yes">
        <source>Added “%1” (feed %2): %n new article(s), %3 in all</source>
        <translation>
            <numerusform>Added “%1” (feed %2): %n new article, %3 in all</numerusform>
            <numerusform>Added “%1” (feed %2): %n new articles, %3 in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) wait(s) for offline capture (lectern capture --pending)</source>
        <translation>
            <numerusform>%n article waits for offline capture (lectern capture --pending)</numerusform>
            <numerusform>%n articles wait for offline capture (lectern capture --pending)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s)</source>
        <translation>
            <numerusform>%n article</numerusform>
            <numerusform>%n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n image(s) could not be kept)</source>
        <translation>
            <numerusform> (%n image could not be kept)</numerusform>
            <numerusform> (%n images could not be kept)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feed(s)</source>
        <translation>
            <numerusform>%n feed</numerusform>
            <numerusform>%n feeds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n new article</numerusform>
            <numerusform>%n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has no feed; as a page feed it holds %n item(s):</source>
        <translation>
            <numerusform>%1 has no feed; as a page feed it holds %n item:</numerusform>
            <numerusform>%1 has no feed; as a page feed it holds %n items:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is a feed, “%2”, with %n entry(ies):</source>
        <translation>
            <numerusform>%1 is a feed, “%2”, with %n entry:</numerusform>
            <numerusform>%1 is a feed, “%2”, with %n entries:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the site has no feed and its page lists no items; its sitemap %1 lists %n page(s):</source>
        <translation>
            <numerusform>the site has no feed and its page lists no items; its sitemap %1 lists %n page:</numerusform>
            <numerusform>the site has no feed and its page lists no items; its sitemap %1 lists %n pages:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unsubscribed from “%1” (feed %2) and removed its %n article(s)</source>
        <translation>
            <numerusform>Unsubscribed from “%1” (feed %2) and removed its %n article</numerusform>
            <numerusform>Unsubscribed from “%1” (feed %2) and removed its %n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n section feed(s) on the shelf “%1”:</source>
        <translation>
            <numerusform>Added %n section feed on the shelf “%1”:</numerusform>
            <numerusform>Added %n section feeds on the shelf “%1”:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” (feed %2): %n article(s)</source>
        <translation>
            <numerusform>“%1” (feed %2): %n article</numerusform>
            <numerusform>“%1” (feed %2): %n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n page(s) from %1</source>
        <translation>
            <numerusform>Imported %n page from %1</numerusform>
            <numerusform>Imported %n pages from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n already saved)</source>
        <translation>
            <numerusform> (%n already saved)</numerusform>
            <numerusform> (%n already saved)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, with %n new shelf(s)</source>
        <translation>
            <numerusform>, with %n new shelf</numerusform>
            <numerusform>, with %n new shelves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n row(s) without a web address left out</source>
        <translation>
            <numerusform>lectern: %n row without a web address left out</numerusform>
            <numerusform>lectern: %n rows without a web address left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Handed %n page(s) to the Lectern window, which saves them</source>
        <translation>
            <numerusform>Handed %n page to the Lectern window, which saves it</numerusform>
            <numerusform>Handed %n pages to the Lectern window, which saves them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n image(s) in your local network refused)</source>
        <translation>
            <numerusform> (%n image in your local network refused)</numerusform>
            <numerusform> (%n images in your local network refused)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n page(s) in your local network refused</source>
        <translation>
            <numerusform>; %n page in your local network refused</numerusform>
            <numerusform>; %n pages in your local network refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n highlight(s)</source>
        <translation>
            <numerusform>Imported %n highlight</numerusform>
            <numerusform>Imported %n highlights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> onto %n article(s)</source>
        <translation>
            <numerusform> onto %n article</numerusform>
            <numerusform> onto %n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n already there)</source>
        <translation>
            <numerusform> (%n already there)</numerusform>
            <numerusform> (%n already there)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n highlight(s) not placed</source>
        <translation>
            <numerusform>lectern: %n highlight not placed</numerusform>
            <numerusform>lectern: %n highlights not placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lectern: %n image(s) the library lists were not in its folder, and are not in the backup</source>
        <translation>
            <numerusform>lectern: %n image the library lists was not in its folder, and is not in the backup</numerusform>
            <numerusform>lectern: %n images the library lists were not in its folder, and are not in the backup</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rule changed %n article(s)</source>
        <translation>
            <numerusform>The rule changed %n article</numerusform>
            <numerusform>The rule changed %n articles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightFiles</name>
    <message numerus="yes">
        <source>Imported %n highlight(s) from Readwise</source>
        <translation>
            <numerusform>Imported %n highlight from Readwise</numerusform>
            <numerusform>Imported %n highlights from Readwise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n already there</source>
        <translation>
            <numerusform>; %n already there</numerusform>
            <numerusform>; %n already there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n not placed</source>
        <translation>
            <numerusform>; %n not placed</numerusform>
            <numerusform>; %n not placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n highlight(s) could not be placed: the library holds no article at their address, or its text does not hold them.</source>
        <translation>
            <numerusform>%n highlight could not be placed: the library holds no article at its address, or its text does not hold it.</numerusform>
            <numerusform>%n highlights could not be placed: the library holds no article at their address, or its text does not hold them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::HighlightFlow</name>
    <message numerus="yes">
        <source>%n highlight(s) not found in this version of the article:</source>
        <translation>
            <numerusform>%n highlight not found in this version of the article:</numerusform>
            <numerusform>%n highlights not found in this version of the article:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::LibraryFiles</name>
    <message numerus="yes">
        <source>Imported %n new feed(s) (%1 already here) and %2 new shelves; fetching them</source>
        <translation>
            <numerusform>Imported %n new feed (%1 already here) and %2 new shelves; fetching it</numerusform>
            <numerusform>Imported %n new feeds (%1 already here) and %2 new shelves; fetching them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Importing %n page(s)…</source>
        <translation>
            <numerusform>Importing %n page…</numerusform>
            <numerusform>Importing %n pages…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n page(s) from %1 (%2 already saved); capturing them in the background</source>
        <translation>
            <numerusform>Imported %n page from %1 (%2 already saved); capturing it in the background</numerusform>
            <numerusform>Imported %n pages from %1 (%2 already saved); capturing them in the background</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::OlderPostsFetch</name>
    <message numerus="yes">
        <source>; %n older post(s) from %1</source>
        <translation>
            <numerusform>; %n older post from %1</numerusform>
            <numerusform>; %n older posts from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::PageFeedDialog</name>
    <message numerus="yes">
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; has no feed, but its page lists %n item(s). Follow the page and they become articles; new ones are added at each refresh.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; has no feed, but its page lists %n item. Follow the page and it becomes an article; new ones are added at each refresh.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; has no feed, but its page lists %n items. Follow the page and they become articles; new ones are added at each refresh.&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The site has no feed and its page lists no items, but its sitemap &lt;b&gt;%1&lt;/b&gt; lists %n page(s) (the newest first, titled from their addresses). Follow the sitemap and they become articles; new ones are added at each refresh.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;The site has no feed and its page lists no items, but its sitemap &lt;b&gt;%1&lt;/b&gt; lists %n page (titled from its address). Follow the sitemap and it becomes an article; new ones are added at each refresh.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p&gt;The site has no feed and its page lists no items, but its sitemap &lt;b&gt;%1&lt;/b&gt; lists %n pages (the newest first, titled from their addresses). Follow the sitemap and they become articles; new ones are added at each refresh.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::PageFeedReader</name>
    <message numerus="yes">
        <source>the rule&apos;s item selector “%1” matched %n element(s), but none had both a link and a title</source>
        <translation>
            <numerusform>the rule&apos;s item selector “%1” matched %n element, but it had no link or no title</numerusform>
            <numerusform>the rule&apos;s item selector “%1” matched %n elements, but none had both a link and a title</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) repeated in the same shape</source>
        <translation>
            <numerusform>%n item repeated in the same shape</numerusform>
            <numerusform>%n items repeated in the same shape</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::PaperPage</name>
    <message numerus="yes">
        <source>The PDF (%n page(s)) is kept in the library: &lt;a href=&quot;%1&quot;&gt;the paper as published&lt;/a&gt;.</source>
        <translation>
            <numerusform>The PDF (%n page) is kept in the library: &lt;a href=&quot;%1&quot;&gt;the paper as published&lt;/a&gt;.</numerusform>
            <numerusform>The PDF (%n pages) is kept in the library: &lt;a href=&quot;%1&quot;&gt;the paper as published&lt;/a&gt;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::RefreshControls</name>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n new article</numerusform>
            <numerusform>%n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1; %2 failed (see their tooltips)</source>
        <translation>
            <numerusform>Refreshed %n feed: %1; %2 failed (see their tooltips)</numerusform>
            <numerusform>Refreshed %n feeds: %1; %2 failed (see their tooltips)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1</source>
        <translation>
            <numerusform>Refreshed %n feed: %1</numerusform>
            <numerusform>Refreshed %n feeds: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n changed</source>
        <translation>
            <numerusform>, %n changed</numerusform>
            <numerusform>, %n changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::RulesDialog</name>
    <message numerus="yes">
        <source>%n stored article(s) match; applying the rule would change %1 of them.</source>
        <translation>
            <numerusform>%n stored article matches; applying the rule would change %1 of them.</numerusform>
            <numerusform>%n stored articles match; applying the rule would change %1 of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rule changed %n stored article(s).</source>
        <translation>
            <numerusform>The rule changed %n stored article.</numerusform>
            <numerusform>The rule changed %n stored articles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::ShelfEditor</name>
    <message numerus="yes">
        <source>%n article(s) put on %1</source>
        <translation>
            <numerusform>%n article put on %1</numerusform>
            <numerusform>%n articles put on %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::SubscriptionFlow</name>
    <message numerus="yes">
        <source>Feed added: %n new article(s)</source>
        <translation>
            <numerusform>Feed added: %n new article</numerusform>
            <numerusform>Feed added: %n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n section feed(s) added on the shelf “%1”</source>
        <translation>
            <numerusform>%n section feed added on the shelf “%1”</numerusform>
            <numerusform>%n section feeds added on the shelf “%1”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::SyncControls</name>
    <message numerus="yes">
        <source>Synced with %1: %n new item(s)</source>
        <translation>
            <numerusform>Synced with %1: %n new item</numerusform>
            <numerusform>Synced with %1: %n new items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::UnreadTray</name>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n new article</numerusform>
            <numerusform>%n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lectern: %n unread article(s)</source>
        <translation>
            <numerusform>Lectern: %n unread article</numerusform>
            <numerusform>Lectern: %n unread articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
</TS>
