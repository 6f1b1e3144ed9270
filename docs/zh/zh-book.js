// The Chinese book's script (the additional-js of docs/zh/book.toml, loaded on every page of
// the Chinese book after mdBook's own scripts; the English book does not load it): the words
// of mdBook's page around the chapter in Chinese, and a search box that finds Chinese words.

// mdBook writes the titles of its buttons, the names of two themes and the help of its keys in
// English whatever the book's language; here they are said in Chinese. Theme names that are
// names (Rust, Coal, Navy, Ayu) stay.
(function chineseWords() {
    'use strict';

    const labels = {
        'Toggle Table of Contents': '显示或隐藏目录',
        'Table of contents': '目录',
        'Change theme': '更换主题',
        'Themes': '主题',
        'Search (`/`)': '搜索（/）',
        'Toggle Searchbar': '显示或隐藏搜索框',
        'Previous chapter': '上一章',
        'Next chapter': '下一章',
        'Page navigation': '翻页',
    };
    for (const attribute of ['title', 'aria-label']) {
        for (const element of document.querySelectorAll('[' + attribute + ']')) {
            const chinese = labels[element.getAttribute(attribute)];
            if (chinese) {
                element.setAttribute(attribute, chinese);
            }
        }
    }
    const themes = {'mdbook-theme-default_theme': '自动', 'mdbook-theme-light': '浅色'};
    for (const [id, name] of Object.entries(themes)) {
        const theme = document.getElementById(id);
        if (theme) {
            theme.textContent = name;
        }
    }
    // The help of the keys (shown by ?): each line keeps its keys, in a Chinese sentence.
    const help = document.getElementById('mdbook-help-popup');
    if (help) {
        const title = help.querySelector('.mdbook-help-title');
        if (title) {
            title.textContent = '快捷键';
        }
        const sentences = [
            ['to navigate between chapters', '按 ', ' 或 ', ' 翻到上一章或下一章'],
            ['to search in the book', '按 ', ' 或 ', ' 搜索本书'],
            ['to show this help', '按 ', ' 显示本帮助'],
            ['to hide this help', '按 ', ' 隐藏本帮助'],
        ];
        for (const line of help.querySelectorAll('p')) {
            const sentence = sentences.find(([english]) => line.textContent.endsWith(english));
            const keys = Array.from(line.querySelectorAll('kbd'));
            if (!sentence || keys.length !== sentence.length - 2) {
                continue;
            }
            const words = sentence.slice(1);
            line.textContent = '';
            keys.forEach((key, at) => line.append(words[at], key));
            line.append(words[keys.length]);
        }
    }
})();

// mdBook's search splits a text on spaces and hyphens, and elasticlunr's pipeline (trimmer,
// stop words, stemmer) trims from both ends of a word every character that is not an ASCII
// letter, digit or `_`: a Chinese word is never an index term, and a Chinese query is emptied
// before it is looked up. After the build, `cargo xtask zh-search` (crates/xtask/src/zh_search.rs)
// adds to this book's index every character and every pair of neighbouring characters of each
// run of Chinese characters. Here a query is split the same way: each run of one character is
// looked up as itself, each longer run as its pairs (位运算 as 位运 and 运算, all of which must be
// in a section: the book sets use-boolean-and), and the pairs pass the pipeline unchanged, as
// they went into the index. Every other word of a query is split and trimmed as mdBook does.
(function chineseSearch() {
    'use strict';

    if (typeof elasticlunr === 'undefined') {
        return;
    }

    // The Chinese characters: the same ranges as HAN in crates/xtask/src/zh_search.rs, whose
    // test holds the two alike.
    const HAN = '[\\u{3400}-\\u{4dbf}\\u{4e00}-\\u{9fff}\\u{f900}-\\u{faff}\\u{20000}-\\u{2ffff}]';
    const runs = new RegExp(HAN + '+', 'gu');
    const onlyHan = new RegExp('^' + HAN + '+$', 'u');
    // What elasticlunr's trimmer keeps of a word: a word without any of these becomes empty.
    const kept = /[0-9A-Za-z_]/;

    // The grams a query looks up for one run of Chinese characters.
    function grams(run) {
        const characters = Array.from(run);
        if (characters.length === 1) {
            return characters;
        }
        const pairs = [];
        for (let i = 0; i + 1 < characters.length; i++) {
            pairs.push(characters[i] + characters[i + 1]);
        }
        return pairs;
    }

    // mdBook's words, but a word with nothing the trimmer keeps gives way to its grams.
    const tokenizer = elasticlunr.tokenizer;
    function chineseTokenizer() {
        const tokens = [];
        for (const token of tokenizer.apply(this, arguments)) {
            if (kept.test(token)) {
                tokens.push(token);
            }
            for (const run of token.match(runs) || []) {
                tokens.push(...grams(run));
            }
        }
        return tokens;
    }
    // The tokenizer's settings (its separator and their setters) stay where elasticlunr reads them.
    Object.assign(chineseTokenizer, tokenizer);
    elasticlunr.tokenizer = chineseTokenizer;

    // A gram passes the pipeline unchanged; every other word goes through it as before. The
    // pipeline is run for each query, on the index's Pipeline, whose run is looked up then: so
    // this holds however early the index was loaded.
    const run = elasticlunr.Pipeline.prototype.run;
    elasticlunr.Pipeline.prototype.run = function chineseRun(tokens) {
        const words = tokens.filter(token => !onlyHan.test(token));
        const grams = tokens.filter(token => onlyHan.test(token));
        return run.call(this, words).concat(grams);
    };

    // The search box's words in Chinese: its placeholder, and the line over the results, which
    // searcher.js writes in English after each search.
    const bar = document.getElementById('mdbook-searchbar');
    if (bar) {
        bar.setAttribute('placeholder', '搜索本书……');
    }
    const header = document.getElementById('mdbook-searchresults-header');
    if (header) {
        const translate = () => {
            const text = header.textContent;
            const found = /^(\d+) search results? for '(.*)':$/.exec(text);
            const none = /^No search results for '(.*)'\.$/.exec(text);
            if (found) {
                header.textContent = '“' + found[2] + '”的搜索结果：' + found[1] + ' 条';
            } else if (none) {
                header.textContent = '没有“' + none[1] + '”的搜索结果。';
            }
        };
        new MutationObserver(translate).observe(header, {childList: true, characterData: true});
        translate();
    }

    // A result's teaser, cut by searcher.js at spaces, is most of a Chinese section (few
    // spaces) and marks no Chinese word. For a query with Chinese in it, each teaser is cut
    // instead from the section's text to the text around the first Chinese word of the query
    // it holds, with the words marked as searcher.js marks a word (<em>); built as text nodes,
    // never as HTML.
    const results = document.getElementById('mdbook-searchresults');
    if (bar && results) {
        // The whole text of a result's section, from the index (its link names the section as
        // the index's doc_urls do, after path_to_root and before the highlight); the teaser's
        // own text where it cannot be found.
        const section = (teaser) => {
            const link = teaser.parentElement && teaser.parentElement.querySelector('a');
            const search = window.search || {};
            const store = search.index && search.index.documentStore;
            if (!link || !store || !Array.isArray(search.doc_urls)) {
                return teaser.textContent;
            }
            const root = typeof path_to_root === 'string' ? path_to_root : '';
            const href = link.getAttribute('href') || '';
            const url = href.slice(root.length).replace(/\?[^#]*/, '').replace(/#$/, '');
            const ref = search.doc_urls.indexOf(url);
            const doc = ref >= 0 ? store.docs[String(ref)] : undefined;
            return doc && typeof doc.body === 'string' ? doc.body : teaser.textContent;
        };
        const around = (teaser, words) => {
            const text = section(teaser).replace(/\s+/g, ' ');
            const at = Math.min(...words.map(w => text.indexOf(w)).filter(i => i >= 0));
            const start = Number.isFinite(at) ? Math.max(0, at - 40) : 0;
            const end = Math.min(text.length, start + 160);
            const shown = (start > 0 ? '…' : '') + text.slice(start, end)
                + (end < text.length ? '…' : '');
            teaser.textContent = '';
            let last = 0;
            for (const match of shown.matchAll(new RegExp(words.join('|'), 'g'))) {
                teaser.append(shown.slice(last, match.index));
                const word = document.createElement('em');
                word.textContent = match[0];
                teaser.append(word);
                last = match.index + match[0].length;
            }
            teaser.append(shown.slice(last));
        };
        new MutationObserver(() => {
            // The query's runs of Chinese characters hold no character a pattern would read.
            const words = bar.value.match(runs) || [];
            if (words.length === 0) {
                return;
            }
            for (const teaser of results.querySelectorAll('.teaser:not([data-zh])')) {
                teaser.setAttribute('data-zh', '');
                around(teaser, words);
            }
        }).observe(results, {childList: true});
    }

    // A page opened on a search (`?search=…`) may have searched before this file ran: searcher.js
    // loads the index as soon as it runs, and the index can arrive before this file does. Then
    // the results shown are mdBook's, without grams: the query is searched again, as typed.
    // searcher.js searches only for a query other than its last one, so the box holds the query
    // twice for one search first (the same sections: every gram of both is every gram of one).
    if (bar && header && header.textContent !== '' && bar.value.trim() !== '') {
        const query = bar.value;
        for (const typed of [query + ' ' + query, query]) {
            bar.value = typed;
            bar.dispatchEvent(new KeyboardEvent('keyup'));
        }
    }
})();
