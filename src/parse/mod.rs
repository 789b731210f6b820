//! Puzzle files (written next).
