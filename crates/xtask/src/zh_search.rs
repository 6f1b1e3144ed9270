//! The Chinese book's search index: every character and every pair of neighbouring characters
//! of its Chinese text, added to the index mdBook built (`cargo xtask zh-search`, run by
//! `.ci/book` after the Chinese book is built).
//!
//! mdBook splits a section's text into words at spaces and hyphens, and elasticlunr's pipeline
//! trims from both ends of each word every character that is not an ASCII letter, digit or `_`.
//! Chinese is written without spaces, so a Chinese sentence is one "word" that the trimmer
//! empties: mdBook's index holds no Chinese term at all, and no Chinese query can find anything.
//! A dictionary segmenter (jieba, which elasticlunr-rs offers as a feature) would need the
//! dictionary in mdBook's build and its twin in the browser; character n-grams need neither, and
//! find a word however a segmenter would cut it. So each run of Chinese characters ([`HAN`])
//! adds its characters and its character pairs to the index of each field of the section
//! ([`index_grams`]), and the book's `zh-book.js` looks a query up by the same pairs (a run of
//! one character by itself). A word of three or more characters is found as its pairs, all of
//! which the Chinese book requires (`use-boolean-and`): 次对角线 is 次对, 对角 and 角线, which
//! a section about the main diagonal alone does not have.
//!
//! The grams are added to the trie mdBook wrote, as elasticlunr adds a word (a term frequency
//! of √count, a document frequency per node, the field's length in words grown by the grams),
//! and pass neither the trimmer nor the stemmer, here or in the browser. What mdBook indexed
//! stays as it was, so an English word in a Chinese page is found as in the English book, whose
//! index this never touches.

use std::collections::BTreeMap;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

/// The characters that make up a run of Chinese: the CJK unified ideographs (with extension A),
/// the compatibility ideographs, and the supplementary ideographic planes. `zh-book.js` holds
/// the same ranges, which a test compares.
pub const HAN: [(char, char); 4] = [
    ('\u{3400}', '\u{4dbf}'),
    ('\u{4e00}', '\u{9fff}'),
    ('\u{f900}', '\u{faff}'),
    ('\u{20000}', '\u{2ffff}'),
];

/// The key the index carries once its grams are in, so that they are never added twice.
const MARK: &str = "zh_grams";

/// How mdBook wraps the index in `searchindex.js`: the JSON as a string in single quotes, with
/// `\` and `'` escaped.
const PREFIX: &str = "window.search = Object.assign(window.search, JSON.parse('";
const SUFFIX: &str = "'));";

/// Whether `c` is a Chinese character ([`HAN`]).
pub fn is_han(c: char) -> bool {
    HAN.iter().any(|&(first, last)| (first..=last).contains(&c))
}

/// The runs of Chinese characters of `text`, longest first from the left: `位运算（bitmask）与剪枝`
/// has `位运算` and `与剪枝`.
pub fn runs(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !is_han(c)).filter(|run| !run.is_empty())
}

/// The grams of `text` that go into the index, with how often each occurs: every character and
/// every pair of neighbouring characters of every run.
pub fn index_grams(text: &str) -> BTreeMap<String, usize> {
    let mut grams = BTreeMap::new();
    for run in runs(text) {
        let characters: Vec<char> = run.chars().collect();
        for (at, &character) in characters.iter().enumerate() {
            *grams.entry(character.to_string()).or_insert(0) += 1;
            if let Some(&next) = characters.get(at + 1) {
                *grams.entry(format!("{character}{next}")).or_insert(0) += 1;
            }
        }
    }
    grams
}

/// The grams a query looks up, as `zh-book.js` splits it: a run of one character is itself,
/// a longer run its pairs. Every one of them is among the [`index_grams`] of a text that holds
/// the query.
pub fn query_grams(query: &str) -> Vec<String> {
    let mut grams = Vec::new();
    for run in runs(query) {
        let characters: Vec<char> = run.chars().collect();
        if let [single] = characters[..] {
            grams.push(single.to_string());
        }
        grams.extend(characters.windows(2).map(|pair| pair.iter().collect::<String>()));
    }
    grams
}

/// What went wrong, said so that the one who runs `.ci/book` knows what to do.
#[derive(Debug)]
pub enum Error {
    /// The book's folder has no search index, or more than one.
    Index(PathBuf, usize),
    /// A file could not be read or written.
    Io(PathBuf, std::io::Error),
    /// The file is not the search index mdBook writes.
    Format(PathBuf, String),
    /// The grams are in already.
    Twice(PathBuf),
}

impl fmt::Display for Error {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Index(folder, 0) => write!(
                formatter,
                "{} has no searchindex*.js: build the book with search enabled first",
                folder.display()
            ),
            Error::Index(folder, found) => write!(
                formatter,
                "{} has {found} files searchindex*.js, not one: build the book into an empty folder",
                folder.display()
            ),
            Error::Io(path, error) => write!(formatter, "{}: {error}", path.display()),
            Error::Format(path, what) => write!(
                formatter,
                "{} is not the search index mdBook 0.5 writes: {what}",
                path.display()
            ),
            Error::Twice(path) => write!(
                formatter,
                "{} has its Chinese grams already: build the book again before adding them",
                path.display()
            ),
        }
    }
}

impl std::error::Error for Error {}

/// What [`add_grams`] did: the index it changed, its sections, the gram occurrences added
/// (one per document and gram, with its count), and the size of the file before and after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Added {
    /// The file `searchindex*.js` of the book.
    pub path: PathBuf,
    /// The sections of the book, each a document of the index.
    pub sections: usize,
    /// The distinct grams added, over every field.
    pub terms: usize,
    /// The (document, field, gram) postings added.
    pub postings: usize,
    /// The size of the file before, in bytes.
    pub bytes_before: usize,
    /// The size of the file after, in bytes.
    pub bytes_after: usize,
}

/// Adds the grams of the Chinese text of every section to the search index of the book built
/// in `book` (mdBook's `searchindex-HASH.js`), in place. The file keeps its name: mdBook named
/// it after its own index, of which the new one is a function.
pub fn add_grams(book: &Path) -> Result<Added, Error> {
    let path = search_index(book)?;
    let text = fs::read_to_string(&path).map_err(|error| Error::Io(path.clone(), error))?;
    let mut search = parse(&path, &text)?;
    let (sections, terms, postings) = add_to(&mut search).map_err(|what| match what {
        Problem::Twice => Error::Twice(path.clone()),
        Problem::Shape(what) => Error::Format(path.clone(), what),
    })?;
    let written = write(&search);
    fs::write(&path, &written).map_err(|error| Error::Io(path.clone(), error))?;
    Ok(Added {
        path,
        sections,
        terms,
        postings,
        bytes_before: text.len(),
        bytes_after: written.len(),
    })
}

/// The one `searchindex*.js` of the book's folder.
fn search_index(book: &Path) -> Result<PathBuf, Error> {
    let entries = fs::read_dir(book).map_err(|error| Error::Io(book.to_path_buf(), error))?;
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|error| Error::Io(book.to_path_buf(), error))?;
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with("searchindex") && name.ends_with(".js") {
            found.push(entry.path());
        }
    }
    match found.len() {
        1 => Ok(found.remove(0)),
        count => Err(Error::Index(book.to_path_buf(), count)),
    }
}

/// The JSON of `searchindex.js`, unwrapped and unescaped.
fn parse(path: &Path, text: &str) -> Result<Value, Error> {
    let quoted = text
        .trim_end()
        .strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(SUFFIX))
        .ok_or_else(|| {
            Error::Format(path.to_path_buf(), format!("it does not read {PREFIX}…{SUFFIX}"))
        })?;
    let mut json = String::with_capacity(quoted.len());
    let mut characters = quoted.chars();
    while let Some(character) = characters.next() {
        if character == '\\' {
            match characters.next() {
                Some(escaped @ ('\\' | '\'')) => json.push(escaped),
                other => {
                    return Err(Error::Format(
                        path.to_path_buf(),
                        format!("a backslash before {other:?}, where mdBook escapes only \\ and '"),
                    ));
                }
            }
        } else {
            json.push(character);
        }
    }
    serde_json::from_str(&json)
        .map_err(|error| Error::Format(path.to_path_buf(), error.to_string()))
}

/// `searchindex.js` for `search`, wrapped and escaped as mdBook writes it.
fn write(search: &Value) -> String {
    let json = search.to_string();
    format!("{PREFIX}{}{SUFFIX}", json.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// Why the grams could not be added to an index.
#[derive(Debug, PartialEq, Eq)]
enum Problem {
    /// They are in already.
    Twice,
    /// A part of the index is missing or of another kind.
    Shape(String),
}

fn shape(what: &str) -> Problem {
    Problem::Shape(format!("no {what}"))
}

/// Adds the grams to the index of `search` (the JSON of `searchindex.js`): returns the sections,
/// the distinct grams and the postings added.
fn add_to(search: &mut Value) -> Result<(usize, usize, usize), Problem> {
    let top = search.as_object_mut().ok_or_else(|| shape("object at the top"))?;
    if top.contains_key(MARK) {
        return Err(Problem::Twice);
    }
    let index =
        top.get_mut("index").and_then(Value::as_object_mut).ok_or_else(|| shape("index"))?;
    let fields: Vec<String> = index
        .get("fields")
        .and_then(Value::as_array)
        .ok_or_else(|| shape("index.fields"))?
        .iter()
        .filter_map(|field| field.as_str().map(str::to_string))
        .collect();
    // Each section's text per field, from the document store (mdBook stores what it indexed).
    let store = index
        .get("documentStore")
        .and_then(|store| store.get("docs"))
        .and_then(Value::as_object)
        .ok_or_else(|| shape("index.documentStore.docs"))?;
    let mut grams: Vec<(String, String, BTreeMap<String, usize>)> = Vec::new();
    for (reference, document) in store {
        for field in &fields {
            let text = document.get(field).and_then(Value::as_str).unwrap_or_default();
            grams.push((reference.clone(), field.clone(), index_grams(text)));
        }
    }
    let sections = store.len();
    let mut terms = std::collections::BTreeSet::new();
    let mut postings = 0;
    for (reference, field, counts) in &grams {
        let root = index
            .get_mut("index")
            .and_then(|tries| tries.get_mut(field))
            .and_then(|trie| trie.get_mut("root"))
            .ok_or_else(|| Problem::Shape(format!("no index.index.{field}.root")))?;
        for (gram, &count) in counts {
            add_token(root, gram, reference, count)?;
            terms.insert((field.as_str(), gram.as_str()));
            postings += 1;
        }
        let length = index
            .get_mut("documentStore")
            .and_then(|store| store.get_mut("docInfo"))
            .and_then(|info| info.get_mut(reference))
            .and_then(Value::as_object_mut)
            .ok_or_else(|| Problem::Shape(format!("no index.documentStore.docInfo.{reference}")))?;
        let words = length.get(field).and_then(Value::as_u64).unwrap_or(0);
        let added: usize = counts.values().sum();
        length.insert(field.clone(), json!(words + added as u64));
    }
    let terms = terms.len();
    top.insert(MARK.to_string(), json!("the characters and character pairs of Chinese text"));
    Ok((sections, terms, postings))
}

/// Adds `token` to the trie under `root` for the document `reference`, as elasticlunr's
/// `InvertedIndex::add_token` does: a node per character, and at the token's last node the
/// document with its term frequency √count, counted once in the node's document frequency.
fn add_token(root: &mut Value, token: &str, reference: &str, count: usize) -> Result<(), Problem> {
    let mut node = root;
    for character in token.chars() {
        let children =
            node.as_object_mut().ok_or_else(|| shape("object for a node of the trie"))?;
        node =
            children.entry(character.to_string()).or_insert_with(|| json!({ "docs": {}, "df": 0 }));
    }
    let node = node.as_object_mut().ok_or_else(|| shape("object for a node of the trie"))?;
    let docs = node
        .entry("docs")
        .or_insert_with(|| Value::Object(Map::new()))
        .as_object_mut()
        .ok_or_else(|| shape("object for the documents of a node"))?;
    let new = !docs.contains_key(reference);
    docs.insert(reference.to_string(), json!({ "tf": (count as f64).sqrt() }));
    if new {
        let frequency = node.get("df").and_then(Value::as_i64).unwrap_or(0);
        node.insert("df".to_string(), json!(frequency + 1));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_the_chinese_characters_between_everything_else() {
        let text = "`backtrack-bitmask`：逐行放置，用三个位掩码（位运算）n 皇后";
        assert_eq!(runs(text).collect::<Vec<_>>(), ["逐行放置", "用三个位掩码", "位运算", "皇后"]);
        assert!(runs("place_row, cols, diags1 — 0 ≤ n").next().is_none());
        // A character of the supplementary planes is one character, not two halves.
        assert_eq!(runs("a𠀋b").collect::<Vec<_>>(), ["𠀋"]);
    }

    #[test]
    fn a_text_gives_its_characters_and_pairs_and_a_query_its_pairs() {
        let grams = index_grams("剪枝：位运算，剪枝");
        let expected = [("剪", 2), ("剪枝", 2), ("枝", 2), ("位", 1), ("位运", 1), ("运", 1)];
        for (gram, count) in expected {
            assert_eq!(grams.get(gram), Some(&count), "{gram}");
        }
        assert_eq!(grams.get("枝位"), None, "a pair never spans punctuation");
        assert_eq!(grams.values().sum::<usize>(), 2 * 3 + 5);
        assert_eq!(query_grams("位运算"), ["位运", "运算"]);
        assert_eq!(query_grams("剪枝"), ["剪枝"]);
        assert_eq!(query_grams("栈"), ["栈"]);
        assert_eq!(query_grams("次对角线 cols"), ["次对", "对角", "角线"]);
        // Every gram of a query is a gram of a text that holds it.
        for query in ["剪枝", "位运算", "次对角线", "栈"] {
            let text = format!("这一页讲{query}。");
            let grams = index_grams(&text);
            assert!(query_grams(query).iter().all(|gram| grams.contains_key(gram)), "{query}");
        }
    }

    #[test]
    fn the_script_in_the_browser_splits_by_the_same_characters() {
        let script = include_str!("../../../docs/zh/zh-book.js");
        let ranges: String = HAN
            .iter()
            .map(|&(first, last)| {
                format!("\\\\u{{{:x}}}-\\\\u{{{:x}}}", u32::from(first), u32::from(last))
            })
            .collect();
        let class = format!("const HAN = '[{ranges}]';");
        assert!(script.contains(&class), "docs/zh/zh-book.js does not hold {class}");
    }

    /// A search index as mdBook writes it, of two sections.
    fn small_index() -> String {
        let search = json!({
            "doc_urls": ["a.html#x", "b.html"],
            "index": {
                "fields": ["title", "body"],
                "pipeline": ["trimmer", "stopWordFilter", "stemmer"],
                "ref": "id",
                "version": "0.9.5",
                "lang": "English",
                "documentStore": {
                    "save": true,
                    "length": 2,
                    "docs": {
                        "0": { "id": "0", "title": "剪枝", "body": "it's 剪枝 and cols" },
                        "1": { "id": "1", "title": "Bits", "body": "位运算" },
                    },
                    "docInfo": {
                        "0": { "title": 0, "body": 3 },
                        "1": { "title": 1, "body": 0 },
                    },
                },
                "index": {
                    "title": { "root": { "docs": {}, "df": 0, "b": { "docs": {}, "df": 0,
                        "i": { "docs": {}, "df": 0, "t": { "docs": { "1": { "tf": 1.0 } }, "df": 1 } } } } },
                    "body": { "root": { "docs": {}, "df": 0 } },
                },
            },
        });
        write(&search)
    }

    #[test]
    fn the_grams_go_into_the_trie_with_their_frequencies_once() {
        let path = Path::new("searchindex.js");
        let mut search = parse(path, &small_index()).expect("the index reads back");
        assert_eq!(search["index"]["documentStore"]["docs"]["0"]["body"], "it's 剪枝 and cols");
        let (sections, terms, postings) = add_to(&mut search).expect("the grams go in");
        assert_eq!(sections, 2);
        // title: 剪, 枝, 剪枝; body: the same three, and 位, 运, 算, 位运, 运算.
        assert_eq!((terms, postings), (3 + 8, 3 + 3 + 5));
        let body = &search["index"]["index"]["body"]["root"];
        assert_eq!(body["剪"]["枝"]["docs"], json!({ "0": { "tf": 1.0 } }));
        assert_eq!(body["剪"]["枝"]["df"], 1);
        assert_eq!(body["运"]["docs"], json!({ "1": { "tf": 1.0 } }));
        assert_eq!(body["位"]["运"]["df"], 1);
        // A node on the way holds only what ends there.
        assert_eq!(search["index"]["index"]["title"]["root"]["b"]["i"]["t"]["df"], 1);
        assert_eq!(
            search["index"]["documentStore"]["docInfo"]["0"],
            json!({ "title": 3, "body": 6 })
        );
        assert_eq!(search["index"]["documentStore"]["docInfo"]["1"]["body"], 5);
        assert_eq!(add_to(&mut search), Err(Problem::Twice));
    }

    #[test]
    fn a_file_that_is_not_the_index_is_refused_with_what_is_wrong() {
        let path = Path::new("searchindex.js");
        let refused = |text: &str| parse(path, text).expect_err("refused").to_string();
        assert!(refused("var x = 1;").contains("does not read window.search"));
        assert!(refused(&format!("{PREFIX}{{\\n}}{SUFFIX}")).contains("a backslash before"));
        let mut search = json!({ "index": { "fields": ["body"] } });
        assert_eq!(add_to(&mut search), Err(Problem::Shape("no index.documentStore.docs".into())));
        // The quotes and backslashes of the text survive the round trip.
        let search = json!({ "text": "it's a \\ back" });
        assert_eq!(parse(path, &write(&search)).expect("it reads back"), search);
    }

    #[test]
    fn a_book_folder_without_one_index_is_refused() {
        let folder = std::env::temp_dir().join(format!("nqueens-zh-search-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).expect("a folder");
        let message = add_grams(&folder).expect_err("no index").to_string();
        assert!(message.contains("has no searchindex*.js"), "{message}");
        fs::write(folder.join("searchindex-1.js"), small_index()).expect("written");
        let added = add_grams(&folder).expect("the grams go in");
        assert_eq!((added.sections, added.postings), (2, 11));
        assert!(added.bytes_after > added.bytes_before);
        let message = add_grams(&folder).expect_err("twice").to_string();
        assert!(message.contains("has its Chinese grams already"), "{message}");
        fs::write(folder.join("searchindex-2.js"), small_index()).expect("written");
        let message = add_grams(&folder).expect_err("two indexes").to_string();
        assert!(message.contains("has 2 files searchindex*.js"), "{message}");
        fs::remove_dir_all(&folder).expect("the folder is removed");
    }
}
