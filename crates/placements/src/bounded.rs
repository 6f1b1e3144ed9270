//! JSON read with a bound on its strings: the tool's own JSON holds short strings only (keys,
//! an approach's id, the rows of a LeetCode board), so a string longer than any of them is
//! refused as it is read, before it is held whole (a string of 100 MB would take that much
//! memory, and more to report it).

use std::io::{self, Read};

/// The longest string read in JSON, in bytes: the row of a LeetCode board of n = 1,000,000,
/// far beyond any board the tool draws.
pub(crate) const LONGEST_STRING: u64 = 1_000_000;

/// The error of a string longer than [`LONGEST_STRING`], which the reader of JSON finds in the
/// parser's error and says as [`crate::CheckError::LongString`].
#[derive(Debug)]
pub(crate) struct LongString;

impl std::fmt::Display for LongString {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&crate::CheckError::LongString { limit: LONGEST_STRING }, f)
    }
}

impl std::error::Error for LongString {}

/// A reader of JSON that fails at the first string longer than [`LONGEST_STRING`] bytes.
pub(crate) struct BoundedStrings<R> {
    inner: R,
    /// Whether the bytes read so far end inside a string, and after a backslash there.
    inside: bool,
    escaped: bool,
    /// The bytes of the string being read so far.
    length: u64,
}

impl<R: Read> BoundedStrings<R> {
    pub(crate) fn new(inner: R) -> Self {
        Self { inner, inside: false, escaped: false, length: 0 }
    }
}

impl<R: Read> Read for BoundedStrings<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        for &byte in &buf[..read] {
            if !self.inside {
                if byte == b'"' {
                    self.inside = true;
                    self.length = 0;
                }
                continue;
            }
            if self.escaped {
                self.escaped = false;
            } else if byte == b'\\' {
                self.escaped = true;
            } else if byte == b'"' {
                self.inside = false;
                continue;
            }
            self.length += 1;
            if self.length > LONGEST_STRING {
                return Err(io::Error::other(LongString));
            }
        }
        Ok(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Everything `reader` gives, or its error.
    fn read_all(text: &[u8]) -> io::Result<Vec<u8>> {
        let mut read = Vec::new();
        BoundedStrings::new(text).read_to_end(&mut read).map(|_| read)
    }

    #[test]
    fn strings_up_to_the_bound_pass_and_longer_ones_fail() {
        let longest = "x".repeat(LONGEST_STRING as usize);
        let text = format!("{{\"a\":\"{longest}\",\"b\\\"\":[\"\\\\\"]}}");
        assert_eq!(read_all(text.as_bytes()).expect("within the bound"), text.as_bytes());
        let over = format!("[\"{longest}x\"]");
        assert!(read_all(over.as_bytes()).is_err());
        // An escaped quote does not end the string.
        let escaped = format!("[\"\\\"{longest}\"]");
        assert!(read_all(escaped.as_bytes()).is_err());
        // Outside strings, any length passes.
        let numbers = format!("[{}0]", "0,".repeat(LONGEST_STRING as usize));
        assert!(read_all(numbers.as_bytes()).is_ok());
    }
}
