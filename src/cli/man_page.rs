//! `doc/stepdoku.1`, the manual page, made from the clap definitions so it cannot drift from
//! `--help`: the main command, then one section per command with its synopsis, description,
//! options and examples. A test compares the committed page with a fresh one and fails when
//! they differ; `STEPDOKU_WRITE_ASSETS=1 cargo test -p stepdoku-app man_page` rewrites it (and
//! still fails: run it again to see it pass).

use super::args::Cli;
use clap::CommandFactory;
use clap_mangen::Man;
use std::io::Write;

/// Where the page lives, from the crate's root.
const PAGE: &str = "doc/stepdoku.1";

/// The whole page as roff.
fn render() -> String {
    let mut command = Cli::command();
    // sets every command's bin name ("stepdoku solve"), which the synopses print
    command.build();
    let man = Man::new(command.clone());
    let mut page = String::new();
    let sections: [Section; 5] = [
        Man::render_title,
        Man::render_name_section,
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
    ];
    for section in sections {
        page += &roff(&man, section);
    }
    page += ".SH COMMANDS\n";
    for sub in commands(&command) {
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        page += &format!(".TP\n\\fB{}\\fR\n{}\n", sub.get_name(), escape(&about));
    }
    page += &notes(&man, ".SH");
    page += &roff(&man, Man::render_version_section);
    for sub in commands(&command) {
        page += &format!(".SH \"COMMAND: {}\"\n", sub.get_name().to_uppercase());
        page += &command_sections(sub);
    }
    page
}

/// One of clap_mangen's section renderers.
type Section = fn(&Man, &mut dyn Write) -> std::io::Result<()>;

/// The commands a user can run (clap's own `help` aside).
fn commands(command: &clap::Command) -> impl Iterator<Item = &clap::Command> {
    command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
}

/// One section as roff text.
fn roff(man: &Man, section: Section) -> String {
    let mut out = Vec::new();
    section(man, &mut out).expect("writing to memory");
    String::from_utf8(out).expect("roff is UTF-8")
}

/// A command's synopsis, description, options and notes, as subsections of its section.
fn command_sections(sub: &clap::Command) -> String {
    let man = Man::new(sub.clone());
    let sections: [Section; 3] = [
        Man::render_synopsis_section,
        Man::render_description_section,
        Man::render_options_section,
    ];
    let mut out: String = sections
        .into_iter()
        .map(|section| roff(&man, section).replace(".SH ", ".SS "))
        .collect();
    out += &notes(&man, ".SS");
    out
}

/// The text after the options (formats, examples, exit statuses) under a `NOTES` heading:
/// indented lines (examples, tables) kept as written, the rest filled as paragraphs.
fn notes(man: &Man, heading: &str) -> String {
    let extra = roff(man, Man::render_extra_section);
    let Some((_, body)) = extra.split_once(".SH EXTRA\n") else {
        return String::new();
    };
    let mut out = format!("{heading} NOTES\n");
    let mut verbatim = false;
    for line in body.lines() {
        let indented = line.starts_with(' ');
        if indented != verbatim {
            out += if indented { ".nf\n" } else { ".fi\n" };
            verbatim = indented;
        }
        out += if line.is_empty() { ".sp" } else { line };
        out += "\n";
    }
    if verbatim {
        out += ".fi\n";
    }
    out
}

/// `text` safe as a roff text line: dashes as `\-`, no leading dot or quote.
fn escape(text: &str) -> String {
    let text = text.replace('\\', "\\e").replace('-', "\\-");
    if text.starts_with(['.', '\'']) {
        format!("\\&{text}")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails on a stale page whatever the environment: `STEPDOKU_WRITE_ASSETS` rewrites it,
    /// and the test fails all the same, saying so.
    #[test]
    fn man_page_is_current() {
        let path = crate::common::repo().join(PAGE);
        let checked = crate::assets::check_asset(
            &path,
            &render(),
            "the clap definitions",
            crate::assets::writing(),
        );
        if let Err(why) = checked {
            panic!("{why}");
        }
    }

    #[test]
    fn man_page_names_every_command_with_its_options() {
        let page = render();
        let command = Cli::command();
        for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            let heading = format!(".SH \"COMMAND: {}\"", sub.get_name().to_uppercase());
            let start = page
                .find(&heading)
                .unwrap_or_else(|| panic!("no {heading}"));
            let section = &page[start..];
            let end = section[1..].find(".SH ").map_or(section.len(), |i| i + 1);
            for arg in sub.get_arguments().filter(|arg| !arg.is_hide_set()) {
                if let Some(long) = arg.get_long() {
                    // roff writes a dash as \-
                    let flag = format!("\\-\\-{}", long.replace('-', "\\-"));
                    assert!(
                        section[..end].contains(&flag),
                        "{} lacks {flag}",
                        sub.get_name()
                    );
                }
            }
        }
    }
}
