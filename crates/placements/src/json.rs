//! The JSON formats, read as a stream: `solve`'s object with `solutions`, `place`'s with
//! `columns`, a bare array of columns or of placements, and LeetCode's array of boards.

use std::fmt;
use std::io::{self, Read};

use nqueens_core::{quoted, shortened};
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::boards::{Board, board_row, declare_empty, small_solution};
use crate::bounded::{BoundedStrings, LONGEST_STRING, LongString};
use crate::{At, CheckError, Checker, ColumnProblem, Place};

/// JSON, read as a stream: an object of `solve` (`n`, `unique`, `solutions`, `count`) or
/// `place` (`n`, `columns`), an array of columns, an array of placements, or LeetCode's array
/// of boards. Each placement is checked as soon as it is read.
pub(crate) fn read_json(input: impl Read, checker: &mut Checker) -> Result<(), CheckError> {
    let mut deserializer = serde_json::Deserializer::from_reader(BoundedStrings::new(input));
    let mut json = Json { checker, index: 0, declared_n: None, unique: false, error: None };
    let read = de::Deserializer::deserialize_any(&mut deserializer, TopLevel(&mut json))
        .and_then(|()| deserializer.end());
    let ours = json.error.take();
    read.map_err(|error| {
        if let Some(ours) = ours.filter(|_| error.is_data()) {
            // An error of ours, raised through serde: the kind kept in the state, with the place
            // in the document where the parser stood, if it knows one.
            return match (error.line(), error.column()) {
                (0, _) => ours,
                (line, column) => CheckError::InJson { error: Box::new(ours), line, column },
            };
        }
        // serde quotes a value of the wrong type whole: shorten what it quotes.
        let detail = shortened(&error.to_string());
        if error.is_data() {
            // A value of the wrong type, in the parser's words.
            return CheckError::JsonValue { detail };
        }
        let long = error.is_io()
            && io::Error::from(error).get_ref().is_some_and(|inner| inner.is::<LongString>());
        if long {
            CheckError::LongString { limit: LONGEST_STRING }
        } else {
            CheckError::NotJson { detail }
        }
    })
}

/// The state of a JSON document being read.
struct Json<'a> {
    checker: &'a mut Checker,
    /// The placements read so far.
    index: usize,
    /// The n of the object, if it came before its placements.
    declared_n: Option<u64>,
    /// Whether the object says its solutions are one per class (`solve --unique`).
    unique: bool,
    /// The error of ours raised through serde (which carries only a message), as data.
    error: Option<CheckError>,
}

impl Json<'_> {
    /// Raises `error` through serde: kept in the state as data, and handed to serde in its
    /// English words, which `read_json` replaces with it.
    fn fail<E: de::Error>(&mut self, error: CheckError) -> E {
        let raised = E::custom(&error);
        self.error = Some(error);
        raised
    }

    /// Checks one placement of the JSON.
    fn placement<E: de::Error>(&mut self, columns: &[u32]) -> Result<(), E> {
        self.index += 1;
        let place = Place::Json(self.index);
        if let Some(n) = self.declared_n.filter(|&n| usize::try_from(n) != Ok(columns.len())) {
            return Err(self.fail(CheckError::JsonSize { place, queens: columns.len(), n }));
        }
        if let Err(error) = self.checker.check(columns, place) {
            return Err(self.fail(error));
        }
        if self.unique && small_solution(columns).is_some_and(|solution| !solution.is_canonical()) {
            return Err(self.fail(CheckError::JsonNotCanonical { place }));
        }
        Ok(())
    }

    /// Holds a declared n to the placements already read (an n after them).
    fn check_n<E: de::Error>(&mut self, n: u64) -> Result<(), E> {
        let tally = self.checker.tally;
        let size = tally.first_size.map(|size| size as u64);
        if tally.mixed_sizes || size.is_some_and(|size| size != n) {
            return Err(self.fail(CheckError::JsonSizes { n }));
        }
        self.declared_n = Some(n);
        Ok(())
    }
}

/// The whole document.
struct TopLevel<'s, 'a>(&'s mut Json<'a>);

impl<'de> Visitor<'de> for TopLevel<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object or an array of placements")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let json = self.0;
        let mut count: Option<u64> = None;
        let mut listed = false;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "n" => {
                    let n: u64 = map.next_value()?;
                    json.check_n(n)?;
                }
                "unique" => json.unique = map.next_value()?,
                "solutions" => {
                    listed = true;
                    map.next_value_seed(Placements(json))?;
                }
                "columns" => {
                    listed = true;
                    let columns = map.next_value_seed(Columns(&mut *json))?;
                    json.placement(&columns)?;
                }
                "count" => count = Some(map.next_value()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let read = json.index as u64;
        if let Some(count) = count.filter(|&count| count != read) {
            return Err(json.fail(CheckError::JsonCount { count, listed: read }));
        }
        if listed && read == 0 {
            let Some(n) = json.declared_n.and_then(|n| usize::try_from(n).ok()) else {
                return Err(json.fail(CheckError::JsonNoN));
            };
            if let Err(error) = declare_empty(&mut json.checker.tally, n, None) {
                return Err(json.fail(error));
            }
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        // `[1, 3, 0, 2]` is one placement; `[[1, 3, 0, 2], …]` many; `[[".Q..", …], …]` boards.
        let json = self.0;
        let mut bare: Option<Vec<u32>> = None;
        while let Some(element) =
            seq.next_element_seed(Element { json: &mut *json, bare: bare.is_some() })?
        {
            if let Some(col) = element {
                let columns = bare.get_or_insert_with(Vec::new);
                let row = columns.len();
                let Ok(col) = u32::try_from(col) else {
                    return Err(json.fail(off_every_board(1, row, col)));
                };
                columns.push(col);
            }
        }
        match bare {
            Some(columns) => json.placement(&columns)?,
            // `[]`: LeetCode's answer for an n without solutions, a list of none.
            None if json.index == 0 => json.checker.tally.empty_list = true,
            None => {}
        }
        Ok(())
    }
}

/// One element of a top-level array: a column of a bare placement (returned), or a placement or
/// a board (checked on the spot). `bare` is set once the array has shown itself to be columns.
struct Element<'s, 'a> {
    json: &'s mut Json<'a>,
    bare: bool,
}

impl<'de> DeserializeSeed<'de> for Element<'_, '_> {
    type Value = Option<u64>;

    fn deserialize<D: de::Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Option<u64>, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Element<'_, '_> {
    type Value = Option<u64>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a column, a placement or a board")
    }

    fn visit_u64<E: de::Error>(self, col: u64) -> Result<Option<u64>, E> {
        if self.json.index > 0 {
            return Err(self.json.fail(CheckError::ColumnAmongPlacements));
        }
        Ok(Some(col))
    }

    fn visit_i64<E: de::Error>(self, col: i64) -> Result<Option<u64>, E> {
        Err(self.json.fail(CheckError::NegativeColumn { value: col.to_string() }))
    }

    fn visit_f64<E: de::Error>(self, col: f64) -> Result<Option<u64>, E> {
        Err(self.json.fail(CheckError::NegativeColumn { value: col.to_string() }))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<u64>, A::Error> {
        if self.bare {
            return Err(self.json.fail(CheckError::PlacementAmongColumns));
        }
        OnePlacement(self.json).visit_seq(seq).map(|()| None)
    }
}

/// The placements of `solutions`.
struct Placements<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for Placements<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Placements<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of placements")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(PlacementSeed(&mut *self.0))?.is_some() {}
        Ok(())
    }
}

/// One placement: an array of columns, or of the rows of a LeetCode board.
struct PlacementSeed<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for PlacementSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(OnePlacement(self.0))
    }
}

/// The visitor of one placement.
struct OnePlacement<'s, 'a>(&'s mut Json<'a>);

impl<'de> Visitor<'de> for OnePlacement<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a placement: an array of columns or of rows of a board")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let json = self.0;
        let index = json.index + 1;
        let mut columns = Vec::new();
        let mut board: Option<Board> = None;
        while let Some(cell) = seq.next_element::<ColumnOrRow>()? {
            let row = columns.len() + board.as_ref().map_or(0, |board| board.columns.len());
            match cell {
                ColumnOrRow::Column(col) if board.is_none() => {
                    let Ok(col) = u32::try_from(col) else {
                        return Err(json.fail(off_every_board(index, row, col)));
                    };
                    columns.push(col);
                }
                ColumnOrRow::Row(text) if columns.is_empty() => {
                    let Some(cells) = board_row(&text) else {
                        return Err(json.fail(CheckError::NotARow { index, quoted: quoted(&text) }));
                    };
                    let pushed =
                        board.get_or_insert_with(|| Board::new(index)).push(&cells, At::Row(row));
                    if let Err(error) = pushed {
                        return Err(json.fail(in_board(index, error)));
                    }
                }
                _ => return Err(json.fail(CheckError::MixedPlacement { index })),
            }
        }
        if let Some(board) = board {
            columns = match board.placement(Place::Json(index)) {
                Ok(placement) => placement.columns,
                Err(error) => return Err(json.fail(error)),
            };
        }
        json.placement(&columns)
    }
}

/// A column of a placement, or a row of a LeetCode board.
enum ColumnOrRow {
    Column(u64),
    Row(String),
}

impl<'de> de::Deserialize<'de> for ColumnOrRow {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Any;
        impl<'de> Visitor<'de> for Any {
            type Value = ColumnOrRow;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a column (a whole number from 0) or a row of a board")
            }

            fn visit_u64<E: de::Error>(self, col: u64) -> Result<ColumnOrRow, E> {
                Ok(ColumnOrRow::Column(col))
            }

            fn visit_str<E: de::Error>(self, row: &str) -> Result<ColumnOrRow, E> {
                Ok(ColumnOrRow::Row(row.to_string()))
            }
        }
        deserializer.deserialize_any(Any)
    }
}

/// The columns of `place`'s object.
struct Columns<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for Columns<'_, '_> {
    type Value = Vec<u32>;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Vec<u32>, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Columns<'_, '_> {
    type Value = Vec<u32>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<u32>, A::Error> {
        let index = self.0.index + 1;
        let mut columns = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(col) = seq.next_element::<u64>()? {
            let row = columns.len();
            let Ok(col) = u32::try_from(col) else {
                return Err(self.0.fail(off_every_board(index, row, col)));
            };
            columns.push(col);
        }
        Ok(columns)
    }
}

/// The error of a column of placement `index` beyond every board.
fn off_every_board(index: usize, row: usize, col: u64) -> CheckError {
    let problem = ColumnProblem::OffEveryBoard { text: col.to_string() };
    CheckError::Column { place: Place::Json(index), row, problem }
}

/// An error of a row or the shape of LeetCode board `index`.
fn in_board(index: usize, error: CheckError) -> CheckError {
    CheckError::InJsonBoard { index, error: Box::new(error) }
}
