//! Numbers as people read them: `272,185,900`. Machine formats (trace lines, `line`, `count`,
//! JSON) keep plain digits; the panel and messages meant for people use these.

/// `n` with a comma between each group of three digits: `1234567` → `1,234,567`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A ratio as people read it, to one decimal with its whole part grouped and `×` after it:
/// `3318.44` is `3,318.4×`, `706976.0` is `706,976.0×`.
pub fn times(ratio: f64) -> String {
    let tenths = (ratio * 10.0).round().max(0.0) as u64;
    format!("{}.{}×", grouped(tenths / 10), tenths % 10)
}

/// The suffixes of [`compact`], each a thousand times the one before.
const SUFFIXES: [&str; 6] = ["k", "M", "G", "T", "P", "E"];

/// An estimated count as people read it: [`compact`] up to a quintillion (`912.3k`,
/// `1.1M`), then in scientific form (`1.5e24`), as a blank grid's tree is.
pub fn approximate(x: f64) -> String {
    let x = x.max(0.0);
    if x < 1e18 {
        compact(x.round() as u64)
    } else {
        format!("{x:.1e}")
    }
}

/// `n` in at most six characters, rounded to the nearest tenth of its unit and never cut:
/// `999` stays `999`, `1234` is `1.2k`, `272185900` is `272.2M`. A value that rounds up to a
/// thousand of its unit moves to the next unit (`999950` is `1.0M`, not `1000.0k`).
pub fn compact(n: u64) -> String {
    if n < 1000 {
        return n.to_string();
    }
    let mut unit = 1000u128;
    for suffix in SUFFIXES {
        // Tenths of the unit, rounded half up, in integers so no float rounding creeps in.
        let tenths = (u128::from(n) * 10 + unit / 2) / unit;
        if tenths < 10_000 {
            return format!("{}.{}{suffix}", tenths / 10, tenths % 10);
        }
        unit *= 1000;
    }
    unreachable!("u64::MAX is 18.4E")
}

/// `n` as [`grouped`] when that fits in `width` characters, else as [`compact`]: a number is
/// shortened, never cut. (A width under six can still get up to six characters back.)
pub fn fitted(n: u64, width: usize) -> String {
    let whole = grouped(n);
    if whole.chars().count() <= width {
        whole
    } else {
        compact(n)
    }
}

/// `51.3%`: the share of `part` in `total`, `<0.1%` when it rounds to nothing (a guess
/// with steps of its own never reads as none of them).
pub fn share(part: u64, total: u64) -> String {
    let percent = 100.0 * part as f64 / total.max(1) as f64;
    if percent < 0.05 && part > 0 {
        "<0.1%".to_string()
    } else {
        format!("{percent:.1}%")
    }
}

#[cfg(test)]
mod tests {
    use super::{compact, fitted, grouped, times};

    #[test]
    fn times_groups_the_whole_part() {
        assert_eq!(times(1.0), "1.0×");
        assert_eq!(times(36.84), "36.8×");
        assert_eq!(times(3318.44), "3,318.4×");
        assert_eq!(times(706_976.0), "706,976.0×");
        assert_eq!(times(9.96), "10.0×");
    }

    #[test]
    fn compact_rounds_to_a_tenth_and_never_cuts() {
        assert_eq!(compact(0), "0");
        assert_eq!(compact(999), "999");
        assert_eq!(compact(1000), "1.0k");
        assert_eq!(compact(1049), "1.0k");
        assert_eq!(compact(1050), "1.1k");
        assert_eq!(compact(272_185_900), "272.2M");
        assert_eq!(compact(706_976), "707.0k");
        assert_eq!(compact(999_949), "999.9k");
        assert_eq!(compact(999_950), "1.0M");
        assert_eq!(compact(u64::MAX), "18.4E");
    }

    #[test]
    fn compact_agrees_with_the_value_it_names() {
        // Independent of the integer arithmetic above: the printed value times its unit is
        // within half a tenth of the unit of the number.
        for n in [
            1_000u64,
            12_345,
            999_999,
            1_000_000,
            54_321_987,
            9_999_999_999,
            u64::MAX / 3,
        ] {
            let text = compact(n);
            let (value, suffix) = text.split_at(text.len() - 1);
            let power = ["k", "M", "G", "T", "P", "E"]
                .iter()
                .position(|s| *s == suffix)
                .unwrap();
            let unit = 1000f64.powi(power as i32 + 1);
            let shown: f64 = value.parse().unwrap();
            assert!(
                (shown * unit - n as f64).abs() <= 0.05 * unit + 1.0,
                "{n} shown as {text}"
            );
            assert!(text.len() <= 6, "{text}");
        }
    }

    #[test]
    fn fitted_keeps_the_whole_number_while_it_fits() {
        assert_eq!(fitted(272_185_900, 11), "272,185,900");
        assert_eq!(fitted(272_185_900, 10), "272.2M");
        assert_eq!(fitted(999, 3), "999");
    }

    #[test]
    fn groups_of_three_from_the_right() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(272_185_900), "272,185,900");
        assert_eq!(grouped(1_234_567), "1,234,567");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }
}
