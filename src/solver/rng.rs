//! A tiny seeded generator (SplitMix64): `Copy`, so solver snapshots carry its state, and fixed
//! forever, so a seed reproduces the same search on every version and platform.

/// SplitMix64 pseudo-random generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A seed drawn from the clock and the process, for runs where the user gave none.
    pub fn fresh_seed() -> u64 {
        use std::hash::{BuildHasher, RandomState};
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        // RandomState is keyed per process from the OS; mixing in the clock varies it per call.
        RandomState::new().hash_one(nanos) >> 1 // keep seeds below 2^63: easy to type back
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0), by multiply-shift (bias below 2^-50 for tiny bounds).
    pub fn below(&mut self, bound: u32) -> u32 {
        (((self.next_u64() >> 32) * bound as u64) >> 32) as u32
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let xs: Vec<u64> = (0..10).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..10).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(Rng::new(1).next_u64(), Rng::new(2).next_u64());
    }

    #[test]
    fn shuffles_are_permutations_and_vary() {
        let mut rng = Rng::new(7);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..50 {
            let mut v = [1, 2, 3, 4, 5, 6, 7, 8, 9];
            rng.shuffle(&mut v);
            let mut sorted = v;
            sorted.sort();
            assert_eq!(sorted, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
            seen.insert(v);
        }
        assert!(seen.len() > 40, "shuffles should differ: {}", seen.len());
        assert!((0..1000).all(|_| rng.below(9) < 9));
    }
}
