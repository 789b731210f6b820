//! The timeline (written next).
