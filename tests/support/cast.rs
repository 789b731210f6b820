//! Reading asciicast v2 files back: the header's size, each frame's time and output, and the
//! screen a terminal shows after replaying them (through the vt100 emulator).

/// A cast read back.
pub struct Cast {
    pub width: u16,
    pub height: u16,
    /// (seconds, output) per frame, in file order.
    pub frames: Vec<(f64, String)>,
}

impl Cast {
    /// Parses a cast, failing with the line at fault.
    pub fn parse(text: &str) -> Cast {
        let mut lines = text.lines();
        let header = lines.next().expect("a header line");
        assert!(header.starts_with("{\"version\":2,"), "header: {header}");
        let number = |key: &str| -> u16 {
            let at = header.find(&format!("\"{key}\":")).expect(key) + key.len() + 3;
            let digits: String = header[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().expect("a number")
        };
        let (width, height) = (number("width"), number("height"));
        let frames = lines
            .enumerate()
            .map(|(i, line)| {
                let inner = line
                    .strip_prefix('[')
                    .and_then(|l| l.strip_suffix(']'))
                    .unwrap_or_else(|| panic!("line {}: not an array: {line}", i + 2));
                let (time, rest) = inner.split_once(',').expect("a time");
                let data = rest
                    .strip_prefix("\"o\",")
                    .unwrap_or_else(|| panic!("line {}: not an output event", i + 2));
                (time.parse().expect("a time in seconds"), json_string(data))
            })
            .collect();
        Cast {
            width,
            height,
            frames,
        }
    }

    /// The screen's text after every frame is replayed.
    pub fn final_screen(&self) -> String {
        let size = |n: u16| std::num::NonZeroU16::new(n).expect("a size");
        let mut parser = vt100::Parser::new(size(self.height), size(self.width), 0);
        for (_, data) in &self.frames {
            parser.process(data.as_bytes());
        }
        parser.screen().contents()
    }
}

/// Decodes one JSON string literal (the whole of `text`).
fn json_string(text: &str) -> String {
    let body = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .expect("a JSON string");
    let mut out = String::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            assert!(c != '"' && u32::from(c) >= 0x20, "unescaped {c:?}");
            out.push(c);
            continue;
        }
        match chars.next().expect("an escape") {
            '"' => out.push('"'),
            '\\' => out.push('\\'),
            '/' => out.push('/'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            'u' => {
                let hex: String = chars.by_ref().take(4).collect();
                let code = u32::from_str_radix(&hex, 16).expect("four hex digits");
                out.push(char::from_u32(code).expect("a character"));
            }
            other => panic!("bad escape \\{other}"),
        }
    }
    out
}
