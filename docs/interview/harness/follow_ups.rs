//! Prints the follow-ups of the Rust sheet (`follow-ups/follow_ups.rs`) for n = 0 to 10, for
//! .ci/interview to compare with docs/interview/follow-ups.txt.

#[path = "../follow-ups/follow_ups.rs"]
mod follow_ups;

fn main() {
    for n in 0..=10 {
        println!("mirror({n}) = {}", follow_ups::total_by_mirror(n));
    }
}
