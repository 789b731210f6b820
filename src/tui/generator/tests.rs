use super::*;
use crate::tui::app::Overlay;
use crate::tui::test_support::{P85, app_of};
use stepdoku::generate::{HARD_MAX_GUESSES, Needs, needs, rate};
use stepdoku::sudoku::Shape;
use stepdoku::sudoku::validate;

/// The puzzle the popup hands to the player after `key`, and the remark on it.
fn generated(seed: u64, key: char) -> (Collection, String) {
    generated_at(seed, key, Shape::NINE)
}

/// [`generated`] for a puzzle of `shape`.
fn generated_at(seed: u64, key: char, shape: Shape) -> (Collection, String) {
    let mut generator = Generator::new(seed, shape);
    assert_eq!(generator.update(Action::Type(key)).len(), 0);
    assert!(generator.is_generating());
    generator.settle();
    let mut effects = generator.poll().into_iter();
    assert!(!generator.is_generating());
    match (effects.next(), effects.next(), effects.next()) {
        (Some(Effect::Watch(collection)), Some(Effect::Say(remark)), None) => (collection, remark),
        other => panic!("not a puzzle to watch: {other:?}"),
    }
}

#[test]
fn arrows_move_the_highlight_and_stay_on_the_rows() {
    let mut generator = Generator::new(1, Shape::NINE);
    assert_eq!(generator.selected(), 0);
    generator.update(Action::Up);
    assert_eq!(generator.selected(), 0);
    generator.update(Action::Down);
    generator.update(Action::Down);
    assert_eq!(CHOICES[generator.selected()].name(), "hard");
    generator.update(Action::Last);
    assert_eq!(CHOICES[generator.selected()].name(), "any");
    generator.update(Action::Down);
    assert_eq!(generator.selected(), CHOICES.len() - 1);
    // a letter of no difficulty does nothing
    assert!(generator.update(Action::Type('z')).is_empty());
    assert!(!generator.is_generating());
}

#[test]
fn each_letter_names_its_row_and_the_meanings_state_the_bound() {
    let keys: String = CHOICES.iter().map(|c| c.key).collect();
    assert_eq!(keys, "emhxa");
    for choice in CHOICES {
        let name = choice.name();
        assert!(
            name.contains(choice.key),
            "{name} shows its key {}",
            choice.key
        );
    }
    let bound = HARD_MAX_GUESSES.to_string();
    assert!(
        CHOICES[2].meaning.contains(&bound),
        "{}",
        CHOICES[2].meaning
    );
    assert!(
        CHOICES[3].meaning.contains(&bound),
        "{}",
        CHOICES[3].meaning
    );
}

#[test]
fn enter_generates_the_highlighted_difficulty() {
    let mut generator = Generator::new(5, Shape::NINE);
    generator.update(Action::Down);
    assert!(generator.update(Action::Confirm).is_empty());
    let (choice, _) = generator.generating().expect("generating");
    assert_eq!(choice.rating, Some(Rating::Medium));
    // keys other than Esc wait while it works
    generator.update(Action::Down);
    assert_eq!(generator.selected(), 1);
}

#[test]
fn esc_closes_and_stops_a_generation_under_way() {
    let mut generator = Generator::new(9, Shape::NINE);
    assert!(matches!(
        generator.update(Action::Close)[..],
        [Effect::Close]
    ));
    let mut generator = Generator::new(9, Shape::NINE);
    generator.update(Action::Type('x'));
    let stop = generator.running.as_ref().unwrap().job.stop_flag();
    let effects = generator.update(Action::Close);
    assert!(
        matches!(&effects[..], [Effect::Close, Effect::Say(s)] if s == "generation cancelled"),
        "{effects:?}"
    );
    assert!(stop.load(Ordering::Relaxed));
    assert!(!generator.is_generating());
}

#[test]
fn every_difficulty_gives_a_unique_puzzle_of_that_rating_named_by_its_seed() {
    for (seed, choice) in [11, 12, 13, 14].into_iter().zip(&CHOICES) {
        let (collection, remark) = generated(seed, choice.key);
        let rating = choice.rating.unwrap();
        assert_eq!(collection.title(0), format!("generated {rating} #{seed}"));
        let digits = *collection.entries()[0].puzzle.nine_digits().unwrap();
        let grid = validate(&digits).expect("valid givens");
        assert_eq!(rate(&grid).rating, rating, "seed {seed}");
        let clues = digits.iter().filter(|&&d| d > 0).count();
        let guesses = rate(&grid).guesses;
        let plural = if guesses == 1 { "" } else { "es" };
        let needs = needs(&grid);
        let rated =
            format!("rated {rating}, needs {needs} (propagate: {guesses} guess{plural}), after ");
        assert!(remark.starts_with(&rated), "{remark}");
        assert!(remark.ends_with(&format!(", {clues} givens")), "{remark}");
        // `stepdoku generate --seed` makes the same puzzle first (tests/it/generate.rs counts
        // its solutions independently)
        let (made, _) = first_rated(seed, SYMMETRY, Some(rating), || false).unwrap();
        assert_eq!(made.puzzle.digits(), &digits);
    }
}

#[test]
fn the_remark_groups_the_digits_of_its_counts() {
    let puzzle = Puzzle::blank(Shape::of_side(16).unwrap());
    let rated = Rated {
        rating: Rating::Expert,
        guesses: 8840,
        needs: Some(Needs::Guess),
    };
    let effects = opened(7, puzzle, rated, 12_345);
    let Some(Effect::Say(remark)) = effects.last() else {
        panic!("no remark: {effects:?}")
    };
    assert_eq!(
        remark,
        "rated expert, needs guess (propagate: 8,840 guesses), after 12,345 attempts, 0 givens"
    );
}

#[test]
fn any_opens_the_first_attempt_named_by_the_rating_it_has() {
    let (collection, _) = generated(3, 'a');
    let made = stepdoku::generate::attempt(3, 0, SYMMETRY);
    assert_eq!(collection.entries()[0].puzzle.digits, *made.puzzle.digits());
    let rating = made.rated.rating;
    assert_eq!(collection.title(0), format!("generated {rating} #3"));
    // the same seed asked for that rating gives the same puzzle: the name repeats it
    let (again, _) = first_rated(3, SYMMETRY, Some(rating), || false).unwrap();
    assert_eq!(again, made);
}

#[test]
fn p_opens_the_popup_and_the_chosen_puzzle_plays_on_the_player() {
    let mut app = app_of(&[P85]);
    app.draw_seeds_from(42);
    app.update(Action::NewPuzzle);
    let seed = match app.overlays().last() {
        Some(Overlay::Generator(generator)) => generator.seed(),
        _ => panic!("no popup"),
    };
    assert!(seed < SEEDS, "a seed of at most six digits: {seed}");
    app.update(Action::Type('h'));
    app.wait_for_checks();
    app.tick(std::time::Duration::ZERO);
    assert!(app.overlays().is_empty());
    let player = app.player();
    assert_eq!(
        player.collection().title(player.current()),
        format!("generated hard #{seed}")
    );
    assert!(player.is_playing());
    let notice = app.notice().unwrap();
    assert!(notice.starts_with("rated hard, needs ") && notice.ends_with(" givens"));
    // the same stream of seeds gives the same puzzle
    let mut again = app_of(&[P85]);
    again.draw_seeds_from(42);
    again.update(Action::NewPuzzle);
    again.update(Action::Type('h'));
    again.wait_for_checks();
    again.tick(std::time::Duration::ZERO);
    assert_eq!(again.player().entry(), player.entry());
}

#[test]
fn the_popup_says_generating_until_the_puzzle_is_taken() {
    use crate::tui::widgets::theme::Theme;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    let text = |generator: &Generator| {
        let area = Rect::new(0, 0, 80, 20);
        let mut buf = Buffer::empty(area);
        draw::draw(generator, area, &mut buf, &Theme::new(false));
        let cells: String = buf.content().iter().map(|c| c.symbol()).collect();
        cells
    };
    let mut generator = Generator::new(1_000_004, Shape::NINE);
    assert!(text(&generator).contains("rotational symmetry, seed 4 "));
    generator.update(Action::Type('x'));
    generator.settle();
    let shown = text(&generator);
    assert!(shown.contains("generating expert… "), "{shown}");
    assert!(shown.contains(" attempted"), "{shown}");
    assert!(!generator.poll().is_empty());
    assert!(!text(&generator).contains("generating"));
}

/// ← and → choose the size, from 4x4 to 16x16 through each box shape, and stop at the ends;
/// a 6x6 made there has its size, exactly one solution (counted by the search to a cap of
/// two), and a name that `stepdoku generate --grid 6 --seed` repeats.
#[test]
fn the_size_is_chosen_with_the_arrows_and_made_at_that_size() {
    let mut generator = Generator::new(1, Shape::NINE);
    generator.update(Action::Right);
    assert_eq!(generator.shape(), Shape::ALL[6]);
    for _ in 0..20 {
        generator.update(Action::Left);
    }
    assert_eq!(generator.shape(), Shape::ALL[0]);
    generator.update(Action::Right);
    let six = Shape::ALL[1];
    assert_eq!(generator.shape(), six);
    let (collection, remark) = generated_at(7, 'e', six);
    let entry = &collection.entries()[0];
    assert_eq!(entry.puzzle.shape, six);
    assert!(remark.contains("rated easy"), "{remark}");
    assert_eq!(collection.source_of(entry).name, "generated easy 6x6 #7");
    // what `stepdoku generate --grid 6 --seed 7 --difficulty easy` prints
    let line = stepdoku::sudoku::cells_line(&entry.puzzle.digits);
    assert_eq!(line, "3..6......1..36.4..4.32..2......5..1");
    let config = stepdoku::solver::Config {
        strategy: stepdoku::solver::Strategy::Propagate,
        seed: 0,
        max_solutions: 2,
    };
    let board = entry.puzzle.board().unwrap();
    let end = stepdoku::solver::search_to_end(board, config, 0, || false);
    assert_eq!(end.stats.solutions, 1);
}

/// A rating the size does not make (a 4x4 is always easy): after its attempts the popup stays
/// open and says why, whole, at every size, on the popup's own rows (behind it the remark
/// would be hidden); another row or size takes the words away, Esc closes it as ever.
#[test]
fn a_rating_the_size_does_not_make_is_said_in_the_popup() {
    use crate::tui::test_support::{draw, tier};
    // 100,000 attempts before the popup can say so: the full tier's
    if !tier::full() {
        return;
    }
    let mut app = app_of(&["1..............."]);
    assert_eq!(app.player().shape(), Shape::ALL[0]);
    app.draw_seeds_from(7);
    app.update(Action::NewPuzzle);
    app.update(Action::Type('x'));
    app.wait_for_checks();
    app.tick(std::time::Duration::ZERO);
    let Some(Overlay::Generator(generator)) = app.overlays().last() else {
        panic!("the popup closed");
    };
    let why = generator.failed().expect("the reason").to_string();
    assert_eq!(
        why,
        "no expert 4x4 puzzle in 100,000 attempts in a row (docs/strategies.md has the \
         ratings each size makes): choose another difficulty or size"
    );
    assert_eq!(app.notice(), None, "nothing said behind the popup");
    for (width, height) in [(59, 17), (80, 24), (120, 40)] {
        let text = draw(&app, width, height).backend().to_string();
        let name = format!("generator_fails_4x4_expert_{width}x{height}");
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path("../snapshots");
        settings.bind(|| insta::assert_snapshot!(name, text));
        // every word of it, in order, inside the popup's frame
        let rows: Vec<Vec<char>> = text.lines().map(|row| row.chars().collect()).collect();
        let (top, left) = rows
            .iter()
            .enumerate()
            .find_map(|(y, row)| {
                let title: Vec<char> = "┌ New puzzle".chars().collect();
                let x = row.windows(title.len()).position(|w| w == title)?;
                Some((y, x))
            })
            .expect("the popup");
        let right = left + rows[top][left..].iter().position(|&c| c == '┐').unwrap();
        let inside: Vec<String> = rows[top + 1..]
            .iter()
            .take_while(|row| row[left] == '│')
            .map(|row| row[left + 1..right].iter().collect())
            .collect();
        let words: Vec<&str> = inside.iter().flat_map(|r| r.split_whitespace()).collect();
        assert!(
            words.join(" ").ends_with(&why),
            "{width}x{height}: not whole\n{text}"
        );
    }
    app.update(Action::Down);
    let Some(Overlay::Generator(generator)) = app.overlays().last() else {
        panic!("the popup closed");
    };
    assert_eq!(generator.failed(), None);
    app.update(Action::Close);
    assert!(app.overlays().is_empty());
}

/// The reason goes with another row or size, and with a new generation.
#[test]
fn the_reason_stays_until_another_choice() {
    let mut generator = Generator::new(1, Shape::ALL[0]);
    generator.failed = Some("no".into());
    generator.update(Action::Up);
    assert_eq!(generator.failed(), Some("no"), "the same row");
    generator.update(Action::Left);
    assert_eq!(generator.failed(), Some("no"), "the same size");
    generator.update(Action::Right);
    assert_eq!(generator.failed(), None);
    generator.failed = Some("no".into());
    generator.update(Action::Down);
    assert_eq!(generator.failed(), None);
    generator.failed = Some("no".into());
    generator.update(Action::Type('e'));
    assert_eq!(generator.failed(), None);
}

/// A config file calls each difficulty's row of the key table by the difficulty's name, and
/// the row's action chooses that difficulty whatever key it is bound to.
#[test]
fn each_difficulty_is_a_row_of_the_key_table_by_its_name() {
    use crate::tui::keys::map::{KeyMap, action_name};
    let rows: Vec<_> = KeyMap::default()
        .rows()
        .filter(|(b, _)| b.scope == Scope::Generator && matches!(b.action, Action::Type(_)))
        .map(|(b, _)| (b.action, action_name(b)))
        .collect();
    let expected: Vec<_> = CHOICES
        .iter()
        .map(|c| (Action::Type(c.key), Some(c.name().to_string())))
        .collect();
    assert_eq!(rows, expected);
}
