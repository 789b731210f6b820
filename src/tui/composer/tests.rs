use super::*;

fn composer(name: &str) -> Composer {
    Composer::new(name.parse().unwrap(), Shape::NINE)
}

#[test]
fn it_opens_on_the_strategy_it_is_given_and_names_it_canonically() {
    for strategy in Strategy::every() {
        let composer = Composer::new(strategy, Shape::NINE);
        assert_eq!(composer.strategy(), strategy);
        assert_eq!(composer.column(), 0, "the cells in focus");
        // the parts it shows name the same search as the canonical name
        assert_eq!(composer.parts().parse::<Strategy>(), Ok(strategy));
    }
    assert_eq!(composer("propagate").parts(), "mrv+singles");
    assert_eq!(composer("random").parts(), "first+random");
    assert_eq!(composer("lcv+fc+mrv").strategy().name(), "mrv+lcv+fc");
}

#[test]
fn each_choice_is_the_part_of_that_name() {
    for (k, (_, choices)) in COLUMNS.iter().enumerate() {
        for (row, choice) in choices.iter().enumerate() {
            let mut composer = Composer::new(Strategy::RowMajor, Shape::NINE);
            composer.column = k;
            composer.chosen[k] = row;
            // `first+NAME` (or NAME alone for a cell part) is the composition chosen
            let named = if k == 0 {
                choice.name.to_string()
            } else {
                format!("first+{}", choice.name)
            };
            assert_eq!(
                named.parse::<Strategy>(),
                Ok(composer.strategy()),
                "{named}"
            );
            assert_eq!(composer.highlighted(), *choice);
            assert!(
                choice.about.chars().count() <= ABOUT_WIDTH,
                "{}: {} columns",
                choice.about,
                choice.about.chars().count()
            );
        }
    }
}

#[test]
fn arrows_build_a_composition_and_stop_at_the_edges() {
    let mut c = Composer::new(Strategy::RowMajor, Shape::NINE);
    let keys = [
        Action::Left, // nothing left of the cells
        Action::Up,   // nothing above first
        Action::Down,
        Action::Right,
        Action::Down,
        Action::Down,
        Action::Down, // lcv is the last digit order
        Action::Right,
        Action::Right, // inference is the last column
        Action::Down,
    ];
    for action in keys {
        assert!(c.update(action).is_empty(), "{action:?}");
    }
    assert_eq!(c.strategy().name(), "mrv+lcv+fc");
    assert_eq!(c.column(), 2);
    assert_eq!(c.highlighted().name, "fc");
}

#[test]
fn enter_plays_r_races_esc_closes() {
    let mut c = composer("mrv");
    c.update(Action::Right);
    c.update(Action::Down);
    c.update(Action::Down);
    let lcv: Strategy = "mrv+lcv".parse().unwrap();
    assert!(matches!(
        c.update(Action::Confirm)[..],
        [Effect::Close, Effect::Play(s)] if s == lcv
    ));
    assert!(matches!(
        c.update(Action::Race)[..],
        [Effect::Close, Effect::RaceAgainst(s)] if s == lcv
    ));
    assert_eq!(c.against(), Strategy::Mrv);
    assert!(matches!(c.update(Action::Close)[..], [Effect::Close]));
}

/// The digits line names the board's own digits: `1 to 4` on a 4×4, `1 to G` on a 16×16,
/// in the line and on screen.
#[test]
fn the_digits_line_names_the_boards_digits() {
    let up = |shape: Shape| {
        let mut c = Composer::new(Strategy::RowMajor, shape);
        c.update(Action::Right);
        c.about()
    };
    let line =
        |highest: &str| format!("ascending: 1 to {highest} (a unit's cells in reading order)");
    assert_eq!(up(Shape::NINE), line("9"));
    assert_eq!(up(Shape::of_side(4).unwrap()), line("4"));
    assert_eq!(up(Shape::of_side(12).unwrap()), line("C"));
    assert_eq!(up(Shape::of_side(16).unwrap()), line("G"));
    for shape in Shape::ALL {
        assert!(up(shape).chars().count() <= ABOUT_WIDTH, "{shape}");
    }
    let mut c = Composer::new(Strategy::RowMajor, Shape::of_side(16).unwrap());
    c.update(Action::Right);
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    let popup = draw::Popup {
        title: "Compose a strategy",
        hint: Line::raw(""),
    };
    draw::draw(&c, popup, area, &mut buf, &Theme::new(false));
    let screen: String = buf.content().iter().map(|cell| cell.symbol()).collect();
    assert!(screen.contains("ascending: 1 to G"), "{screen}");
    assert!(!screen.contains("1 to 9"), "{screen}");
}
