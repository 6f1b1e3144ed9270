//! The placements of a listing read so far, so that one listed twice is refused: a listing of
//! distinct solutions can be no longer than n's total (or its number of classes, for a listing
//! of one board per class), so refusing every repeat also refuses every listing that is too
//! long, whatever its format.
//!
//! The memory this takes grows with the listing: about 40 bytes a placement of up to 24
//! queens (packed into 128 bits), more for larger ones. It is counted, and a listing that would
//! take more than the bound given is refused rather than checked in part.

use std::collections::HashSet;

/// The most queens a placement may have to be packed into a `u128`: 24 columns of 5 bits, and
/// the number of queens in the 8 bits above them.
const PACKED_QUEENS: usize = 24;

/// What one packed placement costs in a hash set: 16 bytes, a byte of control, and the room
/// the set keeps free (up to half of it just after it grows).
const PACKED_BYTES: u64 = 40;

/// What one placement too large to pack costs, beyond its columns: the slot, the control byte,
/// the room kept free, and the allocation of its columns.
const WIDE_BYTES: u64 = 64;

/// The placements read so far.
#[derive(Default)]
pub(crate) struct Seen {
    packed: HashSet<u128>,
    wide: HashSet<Box<[u32]>>,
    /// The memory the two sets take, about.
    bytes: u64,
}

impl Seen {
    /// Records `columns`; `Ok(false)` if they were recorded before, `Err(limit)` if recording
    /// them would take more than `limit` bytes.
    pub(crate) fn insert(&mut self, columns: &[u32], limit: u64) -> Result<bool, u64> {
        let cost = match pack(columns) {
            Some(_) => PACKED_BYTES,
            None => WIDE_BYTES + 4 * columns.len() as u64,
        };
        let fresh = match pack(columns) {
            Some(key) => !self.packed.contains(&key),
            None => !self.wide.contains(columns),
        };
        if !fresh {
            return Ok(false);
        }
        if self.bytes.saturating_add(cost) > limit {
            return Err(limit);
        }
        self.bytes += cost;
        match pack(columns) {
            Some(key) => self.packed.insert(key),
            None => self.wide.insert(columns.into()),
        };
        Ok(true)
    }
}

/// The columns packed 5 bits each, with their number above them, if they fit.
fn pack(columns: &[u32]) -> Option<u128> {
    if columns.len() > PACKED_QUEENS || columns.iter().any(|&col| col >= 32) {
        return None;
    }
    let packed = columns.iter().fold(0_u128, |packed, &col| packed << 5 | u128::from(col));
    Some(packed | (columns.len() as u128) << 120)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeat_is_seen_and_placements_that_differ_are_not() {
        let mut seen = Seen::default();
        assert_eq!(seen.insert(&[1, 3, 0, 2], u64::MAX), Ok(true));
        assert_eq!(seen.insert(&[2, 0, 3, 1], u64::MAX), Ok(true));
        assert_eq!(seen.insert(&[1, 3, 0, 2], u64::MAX), Ok(false));
        // Leading zero columns are told apart by the number of queens.
        assert_eq!(seen.insert(&[0], u64::MAX), Ok(true));
        assert_eq!(seen.insert(&[], u64::MAX), Ok(true));
        assert_eq!(seen.insert(&[0, 0], u64::MAX), Ok(true));
        // Placements too large to pack are held too.
        let wide: Vec<u32> = (0..30).collect();
        assert_eq!(seen.insert(&wide, u64::MAX), Ok(true));
        assert_eq!(seen.insert(&wide, u64::MAX), Ok(false));
        let large = [40, 1];
        assert_eq!(seen.insert(&large, u64::MAX), Ok(true));
        assert_eq!(seen.insert(&large, u64::MAX), Ok(false));
    }

    #[test]
    fn a_listing_over_the_memory_bound_is_refused() {
        let mut seen = Seen::default();
        assert_eq!(seen.insert(&[0], PACKED_BYTES), Ok(true));
        assert_eq!(seen.insert(&[1], PACKED_BYTES), Err(PACKED_BYTES));
        // A repeat needs no memory, and is still told.
        assert_eq!(seen.insert(&[0], PACKED_BYTES), Ok(false));
    }
}
