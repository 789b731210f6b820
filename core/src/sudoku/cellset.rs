//! A set of cells of a board of any size, by reading-order index: what the 9×9 bitboards
//! keep in a `u128`, for boards of up to 256 cells.

/// A set of cells by reading-order index (up to 256), lowest index first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet([u64; 4]);

impl CellSet {
    /// No cell.
    pub const NONE: CellSet = CellSet([0; 4]);

    /// The cells `0..count`.
    pub fn below(count: usize) -> CellSet {
        let mut set = CellSet::NONE;
        (0..count).for_each(|i| set.insert(i));
        set
    }

    /// Puts cell `i` in the set.
    #[inline]
    pub fn insert(&mut self, i: usize) {
        self.0[i >> 6 & 3] |= 1 << (i & 63);
    }

    /// Takes cell `i` out of the set.
    #[inline]
    pub fn remove(&mut self, i: usize) {
        self.0[i >> 6 & 3] &= !(1 << (i & 63));
    }

    /// Whether cell `i` is in the set.
    #[inline]
    pub fn contains(self, i: usize) -> bool {
        self.0[i >> 6 & 3] >> (i & 63) & 1 != 0
    }

    /// Whether the set holds no cell.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    /// The lowest index in the set.
    #[inline]
    pub fn first(self) -> Option<usize> {
        self.0
            .iter()
            .position(|&w| w != 0)
            .map(|k| k * 64 + self.0[k].trailing_zeros() as usize)
    }

    /// Takes the lowest index out of the set.
    #[inline]
    pub fn pop(&mut self) -> Option<usize> {
        let i = self.first()?;
        self.remove(i);
        Some(i)
    }

    /// The cells in both sets.
    #[inline]
    pub fn and(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|k| self.0[k] & other.0[k]))
    }

    /// The cells in this set and not in `other`.
    #[inline]
    pub fn and_not(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|k| self.0[k] & !other.0[k]))
    }

    /// The cells in either set.
    #[inline]
    pub fn or(self, other: CellSet) -> CellSet {
        CellSet(std::array::from_fn(|k| self.0[k] | other.0[k]))
    }

    /// How many cells the set holds.
    #[inline]
    pub fn len(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The indices, lowest first.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        let mut rest = self;
        std::iter::from_fn(move || rest.pop())
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        let mut set = CellSet::NONE;
        cells.into_iter().for_each(|i| set.insert(i));
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_cells_across_their_words() {
        let set: CellSet = [0, 63, 64, 200, 255].into_iter().collect();
        assert_eq!(set.len(), 5);
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 63, 64, 200, 255]);
        assert!(set.contains(200) && !set.contains(199));
        let other: CellSet = [63, 100, 255].into_iter().collect();
        assert_eq!(set.and(other).iter().collect::<Vec<_>>(), [63, 255]);
        assert_eq!(set.and_not(other).iter().collect::<Vec<_>>(), [0, 64, 200]);
        assert_eq!(set.or(other).len(), 6);
        assert_eq!(CellSet::below(70).len(), 70);
        assert_eq!(CellSet::NONE.first(), None);
    }
}
