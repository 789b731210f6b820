//! Recording the visualizer as an asciicast v2 file or an animated GIF: headless, on a screen in memory, played by
//! a key script on the animation's own clock (so the same arguments give the same file on any
//! machine); or live, alongside a session in the terminal, with real times.

pub mod cast;
mod partial;
pub mod screen;
pub mod script;

use super::input::action_for;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::keys::Input;
use crate::tui::layout::{MIN_HEIGHT, MIN_WIDTH};
use crate::tui::pacing::Budget;
use crate::tui::picture::gif::Animation;
use crate::tui::picture::raster::Raster;
use crate::tui::picture::{png, svg};
use crate::tui::start::Options;
use crate::tui::start::app_from;
use cast::CastFile;
use crossterm::event::{KeyCode, KeyModifiers};
use partial::PartialFile;
use ratatui::buffer::Buffer;
use screen::VirtualScreen;
use script::Step;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use stepdoku::shown::path as shown_path;

/// Frames per second of the animation's clock.
const FPS: u32 = 25;
/// One frame of the animation's clock.
const FRAME: Duration = Duration::from_millis(1000 / FPS as u64);
/// Events a frame may play or search at delay 0 (about 6.5 M events a second of recording).
const EVENTS_PER_FRAME: u64 = 1 << 18;
/// Time after each key press of a script, so that a viewer sees what it did.
const KEY_GAP: Duration = Duration::from_millis(120);
/// What a recording without a script does: play a little, on to the solution (a row-major
/// search played at 50 ms a step would take days), then linger on it.
pub const DEFAULT_SCRIPT: &str = "play 3s, solution, wait 2s";
/// The largest screen side a recording takes (a million cells a frame at most).
const MAX_SIDE: u16 = 1000;
/// The seed of the random strategy when none is given: the same arguments, the same file.
pub const DEFAULT_SEED: u64 = 1;

/// What to record, and where.
#[derive(Debug, Clone)]
pub struct Recording {
    /// The puzzle and how to search it, as for the visualizer (`paused` is ignored: the script
    /// decides).
    pub view: Options,
    /// The screen's width in columns.
    pub width: u16,
    /// The screen's height in rows.
    pub height: u16,
    /// The key script (`None`: [`DEFAULT_SCRIPT`]).
    pub keys: Option<String>,
    /// The longest the recording runs, in seconds of its own clock.
    pub max_seconds: u64,
    /// The cast file to write, if any.
    pub out: Option<PathBuf>,
    /// The animated GIF to write, if any (one of it and `out` at least).
    pub gif: Option<PathBuf>,
    /// A picture of the last frame to write too: PNG if its name ends in `.png`, else SVG.
    pub still: Option<PathBuf>,
    /// Whether the user asked the recording to stop (Ctrl-C), asked between frames.
    pub interrupted: fn() -> bool,
}

/// How a recording ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Written whole; `capped` when it stopped at its `max_seconds` cap with the script not
    /// done.
    Written {
        /// Whether the cap cut the script short.
        capped: bool,
    },
    /// Stopped by the user: nothing written, the temporary file removed.
    Interrupted,
}

/// A recording refused before or while writing: a message for the user, who can fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refused(pub String);

/// Records as `recording` asks. Bad input (the file, `--index`) comes back as a
/// [`BadInput`](crate::tui::start::BadInput) inside the error, anything else the user can fix as
/// [`Refused`].
pub fn run(recording: &Recording) -> anyhow::Result<Ended> {
    check_outputs(recording)?;
    let (width, height) = (recording.width, recording.height);
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(Refused(format!(
            "--size {width}x{height} is too large: at most {MAX_SIDE}x{MAX_SIDE}"
        ))
        .into());
    }
    if width < MIN_WIDTH || height < MIN_HEIGHT {
        return Err(Refused(format!(
            "--size {width}x{height} is too small: the visualizer needs at least \
             {MIN_WIDTH}x{MIN_HEIGHT}"
        ))
        .into());
    }
    let script = recording.keys.as_deref().unwrap_or(DEFAULT_SCRIPT);
    let steps = script::parse(script).map_err(|e| Refused(e.to_string()))?;
    let mut view = recording.view.clone();
    view.seed = Some(view.seed.unwrap_or(DEFAULT_SEED));
    view.paused = true;
    let mut app = app_from(&view)?;
    app.draw_seeds_from(view.seed.unwrap_or(DEFAULT_SEED));
    app.wait_for_probes();
    let screen = VirtualScreen::new(width, height)?;
    let cast = match &recording.out {
        Some(out) => Some(CastFile::create(out, width, height).map_err(|e| cannot_write(out, &e))?),
        None => None,
    };
    let gif = match &recording.gif {
        Some(out) => Some(GifFile::create(out, screen.buffer())?),
        None => None,
    };
    let limit = Duration::from_secs(recording.max_seconds);
    let mut player = Player::new(app, screen, cast, limit, recording.interrupted);
    player.gif = gif;
    player.emit()?;
    for step in &steps {
        if player.done() {
            break;
        }
        player.step(step)?;
    }
    if player.interrupted {
        // dropping the cast removes its temporary file
        return Ok(Ended::Interrupted);
    }
    player.end()?;
    let Player {
        screen,
        cast,
        gif,
        capped,
        now,
        ..
    } = player;
    if let Some(path) = &recording.still {
        write_whole(path, &still(path, screen.buffer()))?;
    }
    if let Some(gif) = gif {
        gif.finish(now)?;
    }
    if let (Some(cast), Some(out)) = (cast, &recording.out) {
        cast.finish().map_err(|e| cannot_write(out, &e))?;
    }
    Ok(Ended::Written { capped })
}

/// The picture of `buffer` that `path` names: PNG if it ends in `.png` (in any case), else
/// SVG.
pub fn still(path: &Path, buffer: &Buffer) -> Vec<u8> {
    let png = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    if png {
        let mut bytes = Vec::new();
        // writing to memory cannot fail
        let _ = png::write(&mut bytes, &Raster::of(buffer));
        bytes
    } else {
        svg::svg(buffer).into_bytes()
    }
}

/// The animated GIF of a recording, written under a temporary name until it is complete.
struct GifFile {
    out: PathBuf,
    animation: Animation<PartialFile>,
}

impl GifFile {
    /// Starts the GIF of a screen the size of `screen` at `out`.
    fn create(out: &Path, screen: &Buffer) -> Result<GifFile, Refused> {
        let size = Raster::of(screen);
        let file = PartialFile::create(out).map_err(|e| cannot_write(out, &e))?;
        let animation =
            Animation::new(file, size.width, size.height).map_err(|e| cannot_write(out, &e))?;
        Ok(GifFile {
            out: out.to_path_buf(),
            animation,
        })
    }

    /// Adds the screen `screen` as it is `at` this time.
    fn frame(&mut self, at: Duration, screen: &Buffer) -> Result<(), Refused> {
        self.animation
            .frame(at, Raster::of(screen))
            .map_err(|e| cannot_write(&self.out, &e))
    }

    /// Ends the GIF at `end` and puts it in place.
    fn finish(self, end: Duration) -> Result<(), Refused> {
        let written = self.animation.finish(end).and_then(PartialFile::finish);
        written.map_err(|e| cannot_write(&self.out, &e))
    }
}

/// Refuses, before anything is written, outputs that cannot be what the user meant: none at
/// all, a directory as the cast or the GIF (a file name is needed), two of them on one file.
fn check_outputs(recording: &Recording) -> Result<(), Refused> {
    if recording.out.is_none() && recording.gif.is_none() {
        return Err(Refused(
            "nothing to write: give -o OUT.cast, --gif OUT.gif, or both".to_string(),
        ));
    }
    let named = [
        (&recording.out, Output::CAST),
        (&recording.gif, Output::GIF),
        (&recording.still, Output::STILL),
    ];
    let named: Vec<(&Path, Output)> = named
        .iter()
        .filter_map(|&(path, output)| Some((path.as_deref()?, output)))
        .collect();
    for (i, &(path, output)) in named.iter().enumerate() {
        if output != Output::STILL {
            a_file_name(path, output)?;
        }
        if let Some(&(_, first)) = named[..i].iter().find(|(p, _)| same_file(p, path)) {
            let renamed = |output: Output| {
                let extension = Path::new(output.example).extension().unwrap_or_default();
                path.with_extension(extension)
            };
            // the one to rename is the one whose name does not already fit it
            let (output, other) = if renamed(output) == path {
                (first, output)
            } else {
                (output, first)
            };
            return Err(Refused(format!(
                "{} {} names the same file as {}: give the {} a name of its own, like {}",
                output.flag,
                shown_path(path),
                other.flag,
                output.noun,
                shown_path(&renamed(output))
            )));
        }
    }
    Ok(())
}

/// A file a recording writes, as its messages name it.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Output {
    flag: &'static str,
    noun: &'static str,
    example: &'static str,
}

impl Output {
    const CAST: Output = Output {
        flag: "-o",
        noun: "cast",
        example: "demo.cast",
    };
    const GIF: Output = Output {
        flag: "--gif",
        noun: "GIF",
        example: "demo.gif",
    };
    const STILL: Output = Output {
        flag: "--still",
        noun: "picture",
        example: "demo.svg",
    };
}

/// Refuses a directory given as `output`: found out only when the finished file is renamed
/// into place, it would cost the whole recording.
fn a_file_name(out: &Path, output: Output) -> Result<(), Refused> {
    let ends_in_separator = out
        .as_os_str()
        .to_string_lossy()
        .ends_with(std::path::MAIN_SEPARATOR);
    if out.is_dir() || ends_in_separator {
        return Err(Refused(format!(
            "{} {} is a directory: give the {} a file name, like {}",
            output.flag,
            shown_path(out),
            output.noun,
            shown_path(&out.join(output.example))
        )));
    }
    Ok(())
}

/// Whether `a` and `b` name one file: the same name in the same directory, however written.
fn same_file(a: &Path, b: &Path) -> bool {
    let place = |p: &Path| {
        let dir = p.parent().filter(|d| !d.as_os_str().is_empty());
        let dir = dir.unwrap_or(Path::new(".")).canonicalize().ok()?;
        Some(dir.join(p.file_name()?))
    };
    a == b || place(a).is_some_and(|a| Some(a) == place(b))
}

/// `cannot write OUT: why`.
fn cannot_write(path: &Path, error: &std::io::Error) -> Refused {
    Refused(format!("cannot write {}: {error}", shown_path(path)))
}

/// Writes `bytes` to `path` under a temporary name first, then renames it into place.
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Refused> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    let temp = path.with_file_name(format!(
        ".{}.{}.partial",
        name.unwrap_or_default(),
        std::process::id()
    ));
    let written = fs::write(&temp, bytes).and_then(|()| fs::rename(&temp, path));
    written.map_err(|e| {
        let _ = fs::remove_file(&temp);
        cannot_write(path, &e)
    })
}

/// The app played by a script on the animation's clock, each frame drawn and cast.
struct Player {
    app: App,
    screen: VirtualScreen,
    cast: Option<CastFile>,
    gif: Option<GifFile>,
    /// The animation's clock.
    now: Duration,
    /// The time of the last frame cast.
    last_frame: Duration,
    limit: Duration,
    /// Whether the clock reached `limit` with the script wanting more.
    capped: bool,
    /// Asks whether the user wants the recording stopped.
    stop: fn() -> bool,
    /// Whether the user stopped it.
    interrupted: bool,
}

impl Player {
    /// `app` to be played on `screen` into `cast` for at most `limit`, at time 0. The app is
    /// told the screen's size, as the event loop tells it the terminal's: the pages the keys
    /// move by (PgDn in the help, the picker) are this screen's.
    fn new(
        mut app: App,
        screen: VirtualScreen,
        cast: Option<CastFile>,
        limit: Duration,
        stop: fn() -> bool,
    ) -> Player {
        app.resize(screen.buffer().area);
        Player {
            app,
            screen,
            cast,
            gif: None,
            now: Duration::ZERO,
            last_frame: Duration::ZERO,
            limit,
            capped: false,
            stop,
            interrupted: false,
        }
    }

    /// Whether the recording is over, asked when the script wants more: the script quit, the
    /// user stopped it, or the clock is out of time (noted: the recording was capped).
    fn done(&mut self) -> bool {
        self.interrupted |= (self.stop)();
        if self.app.should_quit() || self.interrupted {
            return true;
        }
        self.capped |= self.now >= self.limit;
        self.capped
    }

    /// Casts what changed on screen since the last frame, at the clock's time.
    fn emit(&mut self) -> anyhow::Result<()> {
        let changes = self.screen.draw(&self.app)?;
        super::snapshot::take_picture(&mut self.app, self.screen.buffer());
        if !changes.is_empty() {
            if let Some(cast) = &mut self.cast {
                cast.frame(self.now, &changes)?;
            }
            if let Some(gif) = &mut self.gif {
                gif.frame(self.now, self.screen.buffer())?;
            }
            self.last_frame = self.now;
        }
        Ok(())
    }

    /// Ends the cast at the clock's time, with an empty frame if need be: a last `wait`
    /// changes nothing on screen, and still lasts.
    fn end(&mut self) -> anyhow::Result<()> {
        if let Some(cast) = &mut self.cast
            && self.last_frame < self.now
        {
            cast.frame(self.now, "")?;
        }
        Ok(())
    }

    /// Lets `time` pass, a frame at a time.
    fn advance(&mut self, time: Duration) -> anyhow::Result<()> {
        let end = self.now + time;
        while self.now < end && !self.done() {
            self.app.tick_by(FRAME, Budget::Events(EVENTS_PER_FRAME));
            self.app.wait_for_probes();
            self.now += FRAME;
            self.emit()?;
        }
        Ok(())
    }

    /// Presses `input` as the terminal would send it, then lets [`KEY_GAP`] pass.
    fn press(&mut self, input: Input) -> anyhow::Result<()> {
        if let Some(action) = action_for(&self.app, input, None) {
            self.app.update(action);
        }
        // the editor's verdict comes from a thread: waited for, so the frames do not depend
        // on how fast it answers
        self.app.wait_for_checks();
        self.emit()?;
        self.advance(KEY_GAP)
    }

    /// Whether the player's search stands at or past its first solution.
    fn at_solution(&self) -> bool {
        let timeline = self.app.player().timeline();
        timeline.is_some_and(|t| {
            t.solution_steps()
                .first()
                .is_some_and(|&s| t.position() >= s)
        })
    }

    /// Whether a jump is under way: the player's, or the race's.
    fn jumping(&self) -> bool {
        let race = self.app.race();
        self.app.player().is_jumping() || race.is_some_and(|race| race.is_searching())
    }

    fn step(&mut self, step: &Step) -> anyhow::Result<()> {
        match step {
            Step::Press(input, times) => {
                for _ in 0..*times {
                    if self.done() {
                        break;
                    }
                    self.press(*input)?;
                }
            }
            Step::Type(text) => {
                for c in text.chars() {
                    self.press(Input::Key(KeyCode::Char(c), KeyModifiers::NONE))?;
                }
            }
            Step::Wait(time) => self.advance(*time)?,
            Step::Pause => {
                if self.app.is_moving() {
                    self.app.update(Action::TogglePlay);
                }
                self.emit()?;
            }
            Step::Solution => {
                if !self.at_solution() {
                    self.press(Input::Key(KeyCode::End, KeyModifiers::NONE))?;
                }
                // the jump runs on the recording's clock, as long as it takes (up to the cap)
                while self.jumping() && !self.done() {
                    self.advance(FRAME)?;
                }
            }
            Step::Play(time) => {
                if !self.app.is_moving() {
                    self.app.update(Action::TogglePlay);
                }
                match time {
                    Some(time) => self.advance(*time)?,
                    None => {
                        while self.app.is_moving() && !self.done() {
                            self.advance(FRAME)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// A session in the terminal recorded as it happens (`--record`), with real times.
pub struct Live {
    screen: VirtualScreen,
    cast: CastFile,
    started: Instant,
}

impl Live {
    /// Starts a recording of a `width` × `height` terminal into `out`.
    pub fn start(out: &Path, width: u16, height: u16) -> Result<Live, Refused> {
        a_file_name(
            out,
            Output {
                flag: "--record",
                ..Output::CAST
            },
        )?;
        let cast = CastFile::create(out, width, height).map_err(|e| cannot_write(out, &e))?;
        let screen = VirtualScreen::new(width, height).map_err(|e| cannot_write(out, &e))?;
        Ok(Live {
            screen,
            cast,
            started: Instant::now(),
        })
    }

    /// Starts a recording of the terminal as large as it is now into `out`.
    pub fn of_terminal(out: &Path) -> anyhow::Result<Live> {
        let (width, height) = crossterm::terminal::size()?;
        Ok(Live::start(out, width, height)?)
    }

    /// Casts the frame just drawn.
    pub fn frame(&mut self, app: &App) -> std::io::Result<()> {
        let changes = self.screen.draw(app)?;
        if changes.is_empty() {
            return Ok(());
        }
        self.cast.frame(self.started.elapsed(), &changes)
    }

    /// Completes the file and puts it in place.
    pub fn finish(self) -> std::io::Result<()> {
        self.cast.finish()
    }
}

#[cfg(test)]
mod gif_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::Overlay;
    use crate::tui::pane::PlayState;
    use crate::tui::test_support::{P85, app_of};

    /// The text on the screen's last frame, row by row.
    fn text(player: &Player) -> String {
        let buffer = player.screen.buffer();
        let width = usize::from(buffer.area.width);
        let symbols: Vec<&str> = buffer.content().iter().map(|c| c.symbol()).collect();
        symbols
            .chunks(width)
            .map(|row| row.concat())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// A recording of the 85 puzzle at 80x24 into `out`, capped at 30 s.
    fn on_p85(out: &Path) -> Player {
        let screen = VirtualScreen::new(80, 24).unwrap();
        let cast = CastFile::create(out, 80, 24).unwrap();
        let cap = Duration::from_secs(30);
        Player::new(app_of(&[P85]), screen, Some(cast), cap, || false)
    }

    fn play(player: &mut Player, script: &str) {
        for step in script::parse(script).expect("the script parses") {
            player.step(&step).expect("the step is recorded");
        }
    }

    #[test]
    fn a_live_recording_into_a_directory_is_refused_before_the_session() {
        let dir = tempfile::tempdir().unwrap();
        let with_separator = format!("{}{}", dir.path().display(), std::path::MAIN_SEPARATOR);
        for out in [dir.path().to_path_buf(), PathBuf::from(with_separator)] {
            let Err(Refused(why)) = Live::start(&out, 80, 24) else {
                panic!("{} accepted", out.display());
            };
            assert!(why.starts_with("--record "), "{why}");
            assert!(
                why.contains("is a directory: give the cast a file name"),
                "{why}"
            );
        }
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "nothing written"
        );
        let file = dir.path().join("ok.cast");
        assert!(Live::start(&file, 80, 24).is_ok());
    }

    /// `solution` takes the search to its first solution, however far (row-major's 756,596
    /// steps on the 85 puzzle), and leaves it there when pressed again, where `End` would go on
    /// to the end of the whole search.
    #[test]
    fn the_solution_step_goes_to_the_first_solution_once() {
        let dir = tempfile::tempdir().unwrap();
        let mut player = on_p85(&dir.path().join("s.cast"));
        let step = |player: &Player| player.app.player().timeline().unwrap().position();
        play(&mut player, "right*3, solution");
        assert_eq!(player.app.state(), PlayState::Solved);
        assert_eq!(step(&player), 756_596);
        assert!(text(&player).contains("Step 756,596"), "{}", text(&player));
        play(&mut player, "solution, wait 1s");
        assert_eq!(step(&player), 756_596);
        assert!(!player.capped);
    }

    #[test]
    fn page_keys_in_a_recording_scroll_the_help() {
        let dir = tempfile::tempdir().unwrap();
        let mut player = on_p85(&dir.path().join("help.cast"));
        play(&mut player, "?");
        let top = text(&player);
        assert!(
            top.contains("Player and race"),
            "the help's first heading:\n{top}"
        );
        play(&mut player, "pgdn");
        let scrolled = text(&player);
        assert!(
            !scrolled.contains("Player and race") && scrolled.contains("Help (↑/↓ scroll)"),
            "a page further down:\n{scrolled}"
        );
        let Some(Overlay::Help(help)) = player.app.overlays().last() else {
            panic!("the help is open");
        };
        let pages = player.app.pages;
        assert!(help.scroll > 0);
        assert_eq!(
            help.scroll,
            pages.help[0].min(pages.help_max_scroll[0]),
            "a page"
        );
    }
}
