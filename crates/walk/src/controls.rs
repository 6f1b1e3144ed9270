//! The controls of a walk, one list for both front ends: the speeds of play, which key does
//! what, and the help that says so. `nqueens explore` reads its key presses through
//! [`action_for`], and the book's stepper gets the same list from its catalog (`crates/web`), so
//! a key or a speed is changed here or nowhere.
//!
//! Keys are named as browsers name them (`KeyboardEvent.key`): `ArrowRight`, `Enter`, `" "`, a
//! letter as itself. The terminal explorer maps its key codes to these names.

use crate::phrases::{Lang, say};

/// The speeds of play, in steps per second.
pub const SPEEDS: [u32; 7] = [1, 2, 5, 10, 25, 100, 1000];

/// The speed a walk starts playing at (an index into [`SPEEDS`]): 5 steps a second.
pub const FIRST_SPEED: usize = 2;

/// What a key asks of the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// One step forward (in the predict mode: the next question).
    Forward,
    /// One step back.
    Back,
    /// Play, or pause.
    Play,
    /// Play one speed faster.
    Faster,
    /// Play one speed slower.
    Slower,
    /// Forward to the next solution.
    Solution,
    /// Forward to the next dead end.
    DeadEnd,
    /// Back to the empty board.
    Restart,
    /// The same search on a board one larger.
    Larger,
    /// The same search on a board one smaller.
    Smaller,
    /// The next approach of the list.
    NextApproach,
    /// The approach before, in the list.
    PreviousApproach,
    /// Show or hide the code.
    Code,
    /// The search tree instead of the stack and state (the terminal; the page shows both).
    Tree,
    /// The predict mode, on or off.
    Predict,
    /// Skip the question and show its answer.
    ShowMe,
    /// Show or hide the list of keys.
    Keys,
    /// Quit (the terminal only).
    Quit,
}

impl Action {
    /// Every action, in the order the help lists them.
    pub const ALL: [Action; 18] = [
        Action::Forward,
        Action::Back,
        Action::Play,
        Action::Faster,
        Action::Slower,
        Action::Solution,
        Action::DeadEnd,
        Action::Restart,
        Action::Larger,
        Action::Smaller,
        Action::NextApproach,
        Action::PreviousApproach,
        Action::Code,
        Action::Tree,
        Action::Predict,
        Action::ShowMe,
        Action::Keys,
        Action::Quit,
    ];

    /// Its name, as the page's buttons carry it (`data-action`).
    pub fn id(self) -> &'static str {
        match self {
            Action::Forward => "forward",
            Action::Back => "back",
            Action::Play => "play",
            Action::Faster => "faster",
            Action::Slower => "slower",
            Action::Solution => "solution",
            Action::DeadEnd => "dead-end",
            Action::Restart => "restart",
            Action::Larger => "larger",
            Action::Smaller => "smaller",
            Action::NextApproach => "next-approach",
            Action::PreviousApproach => "previous-approach",
            Action::Code => "code",
            Action::Tree => "tree",
            Action::Predict => "predict",
            Action::ShowMe => "show-me",
            Action::Keys => "keys",
            Action::Quit => "quit",
        }
    }

    /// The keys that ask for it in a front end, as browsers name them.
    pub fn keys(self, front: Front) -> &'static [&'static str] {
        let (both, terminal): (&[&str], &[&str]) = match self {
            Action::Forward => (&["ArrowRight", "l", "Enter"], &[]),
            Action::Back => (&["ArrowLeft", "h", "Backspace"], &[]),
            Action::Play => (&[" "], &[]),
            Action::Faster => (&["+", "="], &[]),
            Action::Slower => (&["-"], &[]),
            Action::Solution => (&["n"], &[]),
            Action::DeadEnd => (&["d"], &[]),
            Action::Restart => (&["r", "Home"], &[]),
            Action::Larger => (&["ArrowUp"], &[]),
            Action::Smaller => (&["ArrowDown"], &[]),
            // The page leaves Tab to the browser, which moves the focus with it.
            Action::NextApproach => (&["a"], &["a", "Tab"]),
            Action::PreviousApproach => (&["A"], &["A", "Shift+Tab"]),
            Action::Code => (&["c"], &[]),
            Action::Tree => (&[], &["t"]),
            Action::Predict => (&["p"], &[]),
            Action::ShowMe => (&["s"], &[]),
            Action::Keys => (&["?"], &[]),
            Action::Quit => (&[], &["q", "Escape"]),
        };
        match front {
            Front::Terminal if !terminal.is_empty() => terminal,
            _ => both,
        }
    }

    /// The phrase that labels its control on the page, if it has one: a button (`page.back`),
    /// or the list or slider it changes (`page.n`, `page.approach`, `page.speed`).
    pub fn control(self) -> Option<&'static str> {
        Some(match self {
            Action::Forward => "page.forward",
            Action::Back => "page.back",
            Action::Play => "page.play",
            Action::Faster | Action::Slower => "page.speed",
            Action::Solution => "page.solution",
            Action::DeadEnd => "page.dead_end",
            Action::Restart => "page.restart",
            Action::Larger | Action::Smaller => "page.n",
            Action::NextApproach | Action::PreviousApproach => "page.approach",
            Action::Code => "page.code",
            Action::Predict => "page.predict",
            Action::ShowMe => "page.show_me",
            Action::Tree | Action::Keys | Action::Quit => return None,
        })
    }

    /// What it does, in `lang`: a button's title and a line of the help.
    pub fn said(self, lang: Lang) -> String {
        say(lang, &format!("action.{}", self.id()), &[])
    }
}

/// A front end of the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// `nqueens explore`, in a terminal.
    Terminal,
    /// The stepper on a page of the book.
    Page,
}

/// The action a key asks for in `front`, if any.
pub fn action_for(key: &str, front: Front) -> Option<Action> {
    Action::ALL.into_iter().find(|action| action.keys(front).contains(&key))
}

/// A key as a person reads it: `→` for `ArrowRight`, `space` (`空格`) for `" "`.
pub fn key_label(key: &str, lang: Lang) -> String {
    match key {
        "ArrowRight" => "→".into(),
        "ArrowLeft" => "←".into(),
        "ArrowUp" => "↑".into(),
        "ArrowDown" => "↓".into(),
        " " => say(lang, "key.space", &[]),
        "Escape" => "Esc".into(),
        "Shift+Tab" => "Shift-Tab".into(),
        key => key.into(),
    }
}

/// The lines of the help: the actions that share a line (faster and slower, larger and
/// smaller, next and previous approach, predict and show me) are listed on one, said by the phrase `help.*` named
/// after the first.
const HELP: [&[Action]; 14] = [
    &[Action::Forward],
    &[Action::Back],
    &[Action::Play],
    &[Action::Faster, Action::Slower],
    &[Action::Solution],
    &[Action::DeadEnd],
    &[Action::Restart],
    &[Action::Larger, Action::Smaller],
    &[Action::NextApproach, Action::PreviousApproach],
    &[Action::Code],
    &[Action::Tree],
    &[Action::Predict, Action::ShowMe],
    &[Action::Keys],
    &[Action::Quit],
];

/// The help of `front` in `lang`: for each line, its keys as read (`→ l Enter`) and what they
/// do. An action the front end has no key for is left out.
pub fn help(front: Front, lang: Lang) -> Vec<(String, String)> {
    help_lines(front, lang).into_iter().map(|(_, keys, what)| (keys, what)).collect()
}

/// [`help`], each line with its actions.
pub fn help_lines(front: Front, lang: Lang) -> Vec<(&'static [Action], String, String)> {
    HELP.iter()
        .filter(|actions| actions.iter().any(|action| !action.keys(front).is_empty()))
        .map(|actions| {
            let keys: Vec<String> = actions
                .iter()
                .flat_map(|action| action.keys(front))
                .filter(|key| **key != "=")
                .map(|key| key_label(key, lang))
                .collect();
            let what = match actions {
                [action] => action.said(lang),
                [first, ..] => {
                    say(lang, &format!("help.{}", first.id()), &[("n", &crate::LARGEST_WALKED_N)])
                }
                [] => String::new(),
            };
            (*actions, keys.join(" "), what)
        })
        .collect()
}

/// A button's title in `lang`: what its action does and its first key, `one step back (←)`.
pub fn title(action: Action, lang: Lang) -> String {
    let key = action.keys(Front::Page).first().map(|key| key_label(key, lang));
    match key {
        Some(key) => say(lang, "action.title", &[("what", &action.said(lang)), ("key", &key)]),
        None => action.said(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_asks_for_two_actions_and_every_action_has_a_key() {
        for front in [Front::Terminal, Front::Page] {
            let mut seen = std::collections::HashSet::new();
            for action in Action::ALL {
                for key in action.keys(front) {
                    assert!(seen.insert(*key), "{key:?} asks for two actions in {front:?}");
                    assert_eq!(action_for(key, front), Some(action));
                }
            }
        }
        for action in Action::ALL {
            let keys = action.keys(Front::Terminal).len() + action.keys(Front::Page).len();
            assert!(keys > 0, "{action:?} has no key");
        }
        assert_eq!(action_for("Tab", Front::Page), None, "the page leaves Tab to the browser");
        assert_eq!(action_for("q", Front::Page), None, "a page is not quit");
    }

    #[test]
    fn the_help_names_every_action_of_its_front_once() {
        for front in [Front::Terminal, Front::Page] {
            let listed: usize = HELP
                .iter()
                .flat_map(|actions| actions.iter())
                .filter(|action| !action.keys(front).is_empty())
                .count();
            let keyed = Action::ALL.iter().filter(|action| !action.keys(front).is_empty()).count();
            assert_eq!(listed, keyed);
        }
        let help = help(Front::Terminal, Lang::En);
        assert_eq!(help[0], ("→ l Enter".to_string(), "one step forward".to_string()));
        assert_eq!(title(Action::Play, Lang::Zh), "播放或暂停（空格）");
        assert!(SPEEDS[FIRST_SPEED] == 5 && SPEEDS.is_sorted());
    }
}
