//! The stepper's face to JavaScript: the methods the stepper's scripts
//! (`docs/stepper/stepper*.js`) call, exported by `wasm-bindgen` in the WebAssembly module only.

use nqueens_walk::StepKind;
use nqueens_walk::phrases::{Lang, say};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

use crate::{Address, Catalog, Notice, Score, Stepper};

#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board; throws a one-line
    /// error for an approach or n it does not take. In the WebAssembly module only: Rust
    /// callers use [`Stepper::create`].
    #[cfg(target_arch = "wasm32")]
    #[wasm_bindgen(constructor)]
    pub fn new(approach: &str, n: u32) -> Result<Stepper, JsError> {
        // From the page's controls; an n beyond usize is refused like any n beyond 12.
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        Stepper::create(approach, n).map_err(|message| JsError::new(&message))
    }

    /// A stepper on the view the address `fragment` asks for, or the nearest valid one, falling
    /// back on the page's approach and n; [`Stepper::notice`] says what was changed.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = fromAddress))]
    pub fn from_address(fragment: &str, page_approach: &str, page_n: u32) -> Stepper {
        // The page's own n comes from its markup; an absurd one is clamped like any other.
        let page_n = usize::try_from(page_n).unwrap_or(usize::MAX);
        Stepper::open(&Address::read(fragment, page_approach, page_n))
    }

    /// What opening the stepper from an address changed to reach a valid view, in its language
    /// ([`Stepper::set_lang`]), or empty.
    pub fn notice(&self) -> String {
        Notice::join(&self.notices, self.lang)
    }

    /// Everything the page needs once ([`Catalog`](crate::Catalog)), as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = catalogJson))]
    pub fn catalog_json() -> String {
        serde_json::to_string(&Catalog::new()).expect("the catalog is plain data")
    }

    /// Speaks `code` (`en` or `zh`; anything else is English) from now on.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = setLang))]
    pub fn set_lang(&mut self, code: &str) {
        self.lang = Lang::parse(code).unwrap_or_default();
    }

    /// Everything the page needs once ([`Catalog`](crate::Catalog)), its words in `code` (`en` or `zh`), as
    /// JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = catalogJsonIn))]
    pub fn catalog_json_in(code: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        serde_json::to_string(&Catalog::new_in(lang)).expect("the catalog is plain data")
    }

    /// The phrase `key` of the model's phrase book in `code` (`en` or `zh`), its holes filled
    /// from `values_json`, an object of strings and numbers: every word the page shows that
    /// is not in a view or the catalog.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = say))]
    pub fn say_in(code: &str, key: &str, values_json: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        let values: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(values_json).unwrap_or_default();
        let texts: Vec<(String, String)> = values
            .into_iter()
            .map(|(name, value)| match value {
                serde_json::Value::String(text) => (name, text),
                other => (name, other.to_string()),
            })
            .collect();
        let holes: Vec<(&str, &dyn std::fmt::Display)> = texts
            .iter()
            .map(|(name, text)| (name.as_str(), text as &dyn std::fmt::Display))
            .collect();
        say(lang, key, &holes)
    }

    /// What the practice panel needs once ([`PracticeJson`](crate::practice::PracticeJson)),
    /// its words in `code` (`en` or `zh`), as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = practiceJson))]
    pub fn practice_json(code: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        serde_json::to_string(&crate::practice::PracticeJson::new(lang))
            .expect("the exercises are plain data")
    }

    /// Checks the lines the practice panel's worker posted for exercise `id` against the
    /// textbook's walk ([`practice::check`](crate::practice::check)); `ending` is `done`,
    /// `timeout`, or the message of the exception the learner's code threw. Returns the
    /// [`CheckJson`](crate::practice::CheckJson) as JSON, its words in `code`.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = practiceCheck))]
    pub fn practice_check(code: &str, id: &str, lines: &str, ending: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        let check = crate::practice::check(id, lines, crate::practice::Ending::read(ending), lang);
        serde_json::to_string(&check).expect("a check is plain data")
    }

    /// Whether the address asked for the predict mode.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = predictMode))]
    pub fn predict_mode(&self) -> bool {
        self.predict
    }

    /// Whether the whole search has been surveyed (for the tree and the timeline).
    pub fn surveyed(&self) -> bool {
        self.survey.is_some()
    }

    /// The tree as far as the walk has got ([`TreeJson`](crate::TreeJson)), as JSON; surveys the search the
    /// first time.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = treeJson))]
    pub fn tree_json(&mut self) -> String {
        serde_json::to_string(&self.tree()).expect("a tree is plain data")
    }

    /// The timeline of the whole search ([`TimelineJson`](crate::TimelineJson)), as JSON; surveys the search the
    /// first time.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = timelineJson))]
    pub fn timeline_json(&mut self) -> String {
        serde_json::to_string(&self.timeline()).expect("a timeline is plain data")
    }

    /// The questions still to ask before the next step ([`QuestionView`](crate::QuestionView)), as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = questionsJson))]
    pub fn questions_json(&mut self) -> String {
        serde_json::to_string(&self.questions()).expect("questions are plain data")
    }

    /// Answers a question ([`Stepper::judge`]); an empty `answer` is "show me". Returns the
    /// [`Judgement`] as JSON, or throws a one-line error. In the WebAssembly module only: Rust
    /// callers use [`Stepper::judge`].
    #[cfg(target_arch = "wasm32")]
    pub fn answer(&mut self, kind: &str, answer: &str) -> Result<String, JsError> {
        let answer = Some(answer).filter(|answer| !answer.is_empty());
        let judgement = self.judge(kind, answer).map_err(|message| JsError::new(&message))?;
        Ok(serde_json::to_string(&judgement).expect("a judgement is plain data"))
    }

    /// The score so far, as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = scoreJson))]
    pub fn score_json(&self) -> String {
        serde_json::to_string(&Score::from(self.quiz.score())).expect("a score is plain data")
    }

    /// One step forwards; `false` at the end.
    pub fn forward(&mut self) -> bool {
        self.walk.forward().is_some()
    }

    /// One step back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.walk.back()
    }

    /// Forwards to the next solution; `false` if none is left.
    pub fn next_solution(&mut self) -> bool {
        self.walk.forward_to(StepKind::Solution)
    }

    /// Forwards to the next dead end; `false` if none is left.
    pub fn next_dead_end(&mut self) -> bool {
        self.walk.forward_to(StepKind::DeadEnd)
    }

    /// Records ahead of time the steps the walk will need next, if it is near the edge of those
    /// it holds; the page calls it when it is idle. Returns whether it recorded.
    pub fn prepare(&mut self) -> bool {
        self.walk.prepare()
    }

    /// The bytes of the module's memory (the whole heap of the page's model), in a browser; 0
    /// elsewhere.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = memoryBytes))]
    pub fn memory_bytes() -> u32 {
        #[cfg(target_arch = "wasm32")]
        let bytes = core::arch::wasm32::memory_size::<0>() * 65_536;
        #[cfg(not(target_arch = "wasm32"))]
        let bytes = 0;
        // A 32-bit module's memory is at most 4 GiB: at most u32::MAX + 1 bytes.
        u32::try_from(bytes).unwrap_or(u32::MAX)
    }

    /// Back to the empty board.
    pub fn restart(&mut self) {
        self.walk.restart();
    }

    /// To just after step `position` (or the end); returns the position reached.
    pub fn seek(&mut self, position: u32) -> u32 {
        let reached = self.walk.seek(usize::try_from(position).expect("usize holds a u32"));
        position_u32(reached)
    }

    /// How many steps have been taken.
    pub fn position(&self) -> u32 {
        position_u32(self.walk.position())
    }

    /// The view after the current step, as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = viewJson))]
    pub fn view_json(&mut self) -> String {
        serde_json::to_string(&self.view()).expect("a view is plain data")
    }
}

/// A position in a walk as the page counts it: the longest walk, n = 12's, has about 11.8
/// million steps, far below `u32::MAX`.
fn position_u32(position: usize) -> u32 {
    u32::try_from(position).expect("a walk of n <= 12 has fewer than 2^32 steps")
}
