//! The length of the text an lz-string Base64 payload decompresses to, counted before it is
//! built. lz-str builds every dictionary entry as a vector of its own, so a hostile payload
//! whose every code stands for one character more than the last costs memory and time that
//! grow as the square of its length: a link of 32 KiB made some 115 million characters and
//! 650 MB. Counting walks the same codes keeping only each entry's length, in time and
//! memory that grow with the payload alone.

/// lz-string's Base64 alphabet, in the order of the values its characters stand for.
const BASE64_KEY: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// The codes lz-string starts with: a new 8-bit or 16-bit character, and the end.
const U8_CODE: usize = 0;
const U16_CODE: usize = 1;
const CLOSE_CODE: usize = 2;

/// How many UTF-16 units `base64` (characters of lz-string's Base64 alphabet only)
/// decompresses to, counted up to `limit`: `Some(n)` with `n > limit` as soon as it passes
/// it, `None` when the payload is no lz-string stream (lz-str refuses it too).
pub(super) fn decompressed_len(base64: &str, limit: usize) -> Option<usize> {
    let mut bits = Bits::new(base64)?;
    // the length of each dictionary entry, its three first codes' included
    let mut entries: Vec<usize> = vec![1; 3];
    match bits.read(2)? {
        U8_CODE => bits.read(8)?,
        U16_CODE => bits.read(16)?,
        CLOSE_CODE => return Some(0),
        _ => return None,
    };
    entries.push(1);
    let (mut last, mut total) = (1, 1);
    let (mut width, mut enlarge_in) = (3, 4usize);
    loop {
        let mut code = bits.read(width)?;
        match code {
            U8_CODE | U16_CODE => {
                bits.read(if code == U8_CODE { 8 } else { 16 })?;
                entries.push(1);
                code = entries.len() - 1;
                enlarge_in -= 1;
            }
            CLOSE_CODE => return Some(total),
            _ => {}
        }
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let entry = match entries.get(code) {
            Some(&len) => len,
            // the code being defined: the last entry and its own first character
            None if code == entries.len() => last + 1,
            None => return None,
        };
        total += entry;
        if total > limit {
            return Some(total);
        }
        entries.push(last + 1);
        enlarge_in -= 1;
        last = entry;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
}

/// The payload's bits, six a character, highest first, as lz-str reads them.
struct Bits<'a> {
    chars: std::str::Bytes<'a>,
    value: usize,
    position: usize,
}

impl<'a> Bits<'a> {
    fn new(base64: &'a str) -> Option<Self> {
        let mut chars = base64.bytes();
        let value = Self::value(chars.next()?)?;
        Some(Bits {
            chars,
            value,
            position: 1 << 5,
        })
    }

    fn value(c: u8) -> Option<usize> {
        BASE64_KEY.iter().position(|&k| k == c)
    }

    /// The next `n` bits, lowest first; `None` past the payload's end, where lz-str stops
    /// too (it takes the next character as soon as a character's last bit is read).
    fn read(&mut self, n: u32) -> Option<usize> {
        let mut read = 0;
        for k in 0..n {
            if self.value & self.position != 0 {
                read |= 1 << k;
            }
            self.position >>= 1;
            if self.position == 0 {
                self.position = 1 << 5;
                self.value = Self::value(self.chars.next()?)?;
            }
        }
        Some(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The length lz-str itself decompresses `base64` to.
    fn built(base64: &str) -> Option<usize> {
        lz_str::decompress_from_base64(base64).map(|text| text.len())
    }

    #[test]
    fn the_count_is_what_lz_str_builds() {
        let texts = [
            String::new(),
            "a".to_owned(),
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".to_owned(),
            r#"{"size":9,"title":"é ∑ 😀","grid":[[{},{"value":5,"given":true}]]}"#.repeat(40),
            (0..3000)
                .map(|k| char::from(b'0' + (k * 7 % 75) as u8))
                .collect(),
        ];
        for text in &texts {
            let base64 = lz_str::compress_to_base64(text);
            let units = text.encode_utf16().count();
            assert_eq!(decompressed_len(&base64, usize::MAX), Some(units), "{text}");
            assert_eq!(built(&base64), Some(units));
        }
        // payloads that are no lz-string stream, and what lz-str makes of them
        for base64 in ["////", "A", "AB", "N4Ig", "Zm9v", "=", "Q===", "IIIIIIIII"] {
            let count = decompressed_len(base64, usize::MAX);
            assert_eq!(count, built(base64), "{base64}");
        }
    }

    #[test]
    fn the_count_stops_past_its_limit() {
        let base64 = lz_str::compress_to_base64(&"a".repeat(10_000));
        assert_eq!(decompressed_len(&base64, 10_000), Some(10_000));
        let over = decompressed_len(&base64, 9_000).unwrap();
        assert!((9_001..10_000).contains(&over), "{over}");
    }
}
