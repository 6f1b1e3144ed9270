//! How much memory the machine has available, to refuse a run that would not fit before it
//! starts rather than let the system kill it.

use std::fs;

/// The memory available for a new process, in bytes: `MemAvailable` of `/proc/meminfo` on
/// Linux, or `None` where that cannot be read (then nothing is refused).
pub(crate) fn available_bytes() -> Option<u64> {
    let meminfo = fs::read_to_string("/proc/meminfo").ok()?;
    meminfo_available(&meminfo)
}

/// `MemAvailable` of a `/proc/meminfo` text, in bytes.
fn meminfo_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
    let mut words = line.split_whitespace().skip(1);
    let amount: u64 = words.next()?.parse().ok()?;
    match words.next() {
        Some("kB") => amount.checked_mul(1_024),
        None => Some(amount),
        Some(_) => None,
    }
}

/// An amount of memory as people read it, `1.2 GB` (from `nqueens-core`, which the reader of
/// placements shares).
pub(crate) use nqueens_core::bytes;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_mem_available() {
        let meminfo =
            "MemTotal:       24000000 kB\nMemFree:         1000 kB\nMemAvailable:   20000000 kB\n";
        assert_eq!(meminfo_available(meminfo), Some(20_480_000_000));
        assert_eq!(meminfo_available("MemTotal: 5 kB\n"), None);
        assert_eq!(meminfo_available("MemAvailable: lots kB\n"), None);
    }
}
