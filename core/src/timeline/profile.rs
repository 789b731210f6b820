//! The search depth over the explored trace, downsampled into a bounded number of samples:
//! while the search is short every event is a sample; each time the samples fill up, pairs
//! merge (keeping the deeper) and samples are taken half as often. O(1) amortized per event,
//! at most [`CAPACITY`] bytes.

/// The most samples kept.
pub const CAPACITY: usize = 4096;

/// The depth profile of what is explored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepthProfile {
    /// `samples[i]`: the deepest sampled depth among events `i * stride + 1 ..= (i + 1) * stride`.
    samples: Vec<u8>,
    /// Events per sample (a power of two).
    stride: u64,
}

impl DepthProfile {
    /// An empty profile, a sample per event.
    pub fn new() -> DepthProfile {
        DepthProfile {
            samples: Vec::with_capacity(CAPACITY),
            stride: 1,
        }
    }

    /// Whether event number `step` is to be sampled (one test per event on the hot path).
    #[inline(always)]
    pub fn wants(&self, step: u64) -> bool {
        step & self.mask() == 0
    }

    /// The events sampled are those whose number has none of these bits.
    #[inline(always)]
    pub fn mask(&self) -> u64 {
        self.stride - 1
    }

    /// Notes the depth after event number `step`, which [`wants`](Self::wants) said to sample.
    #[cold]
    pub fn sample(&mut self, step: u64, depth: u32) {
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        let i = (step / self.stride).saturating_sub(1) as usize;
        if i < self.samples.len() {
            self.samples[i] = self.samples[i].max(depth);
            return;
        }
        if self.samples.len() == CAPACITY {
            self.samples = self
                .samples
                .chunks(2)
                .map(|pair| pair.iter().copied().max().unwrap_or(0))
                .collect();
            self.stride *= 2;
            return self.sample(step, u32::from(depth));
        }
        self.samples.push(depth);
    }

    /// The shallowest and the deepest sample (`(0, 0)` before any event).
    pub fn range(&self) -> (u8, u8) {
        let low = self.samples.iter().copied().min().unwrap_or(0);
        let high = self.samples.iter().copied().max().unwrap_or(0);
        (low, high)
    }

    /// The samples and the events each covers.
    pub fn samples(&self) -> (&[u8], u64) {
        (&self.samples, self.stride)
    }

    /// The deepest sample between events `from` and `to` (inclusive, 1-based), if any covers it.
    pub fn deepest(&self, from: u64, to: u64) -> Option<u8> {
        let first = (from.saturating_sub(1) / self.stride) as usize;
        let last = (to.saturating_sub(1) / self.stride) as usize;
        self.samples
            .get(first..=last.min(self.samples.len().saturating_sub(1)))?
            .iter()
            .copied()
            .max()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds depths `f(step)` for steps 1..=n through the sampling.
    fn profile_of(n: u64, f: impl Fn(u64) -> u32) -> DepthProfile {
        let mut p = DepthProfile::new();
        for step in 1..=n {
            if p.wants(step) {
                p.sample(step, f(step));
            }
        }
        p
    }

    #[test]
    fn short_searches_keep_every_event() {
        let p = profile_of(100, |s| (s % 7) as u32);
        let (samples, stride) = p.samples();
        assert_eq!((samples.len(), stride), (100, 1));
        assert_eq!(samples[6], 0);
        assert_eq!(p.deepest(1, 100), Some(6));
        assert_eq!(p.deepest(8, 9), Some(2));
    }

    #[test]
    fn long_searches_stay_bounded_and_keep_the_peaks() {
        // a single spike at step 1,000,000 among shallow events
        let p = profile_of(3_000_000, |s| if s == 1 << 20 { 60 } else { 3 });
        let (samples, stride) = p.samples();
        assert!(samples.len() <= CAPACITY, "{}", samples.len());
        assert!(stride >= 3_000_000 / CAPACITY as u64);
        assert_eq!(p.deepest(1, 3_000_000), Some(60));
        assert_eq!(p.deepest(1, 1 << 19), Some(3));
        assert_eq!(p.deepest(10_000_000, 20_000_000), None);
    }
}
