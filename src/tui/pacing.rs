//! THE pacing rule, one for the player and the race: how many steps the clock owes after a
//! frame at a delay, how much work a frame may do, and in what slices.
//!
//! A step falls due every `delay`. The time owed but not yet turned into steps (the carry) is
//! capped at `2 × delay + 250 ms`: a frame that arrives late by up to a whole step still plays
//! both steps it owes, each in turn (so a slow terminal does not lose steps at ordinary
//! speeds), while after a real stall (a suspended process, a slow disk) the animation catches
//! up at most 250 ms and does not race through what it missed. At delay 0 every step is due at
//! once and the budget alone decides.

use std::time::{Duration, Instant};

/// Work done per frame when playing at full speed or jumping: the rest of a ~16 ms frame is
/// left for drawing and input.
pub const FRAME_WORK: Duration = Duration::from_millis(12);

/// Events per slice of work, between looks at the clock (well under a millisecond each).
pub const SLICE: u64 = 1 << 15;

/// The most animation time owed beyond two steps: after a stall the animation does not race
/// to catch up.
const MAX_CATCH_UP: Duration = Duration::from_millis(250);

/// How much work one tick may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Wall-clock time: the event loop, which must answer keys at any speed.
    Time(Duration),
    /// A number of events: a recording, which must come out the same on any machine.
    Events(u64),
}

/// A budget being spent.
pub struct Spending {
    budget: Budget,
    started: Instant,
    events: u64,
}

impl Spending {
    /// Starts spending `budget`.
    pub fn new(budget: Budget) -> Spending {
        Spending {
            budget,
            started: Instant::now(),
            events: 0,
        }
    }

    /// Counts `events` more done; true while some budget is left.
    pub fn spend(&mut self, events: u64) -> bool {
        self.events = self.events.saturating_add(events);
        match self.budget {
            Budget::Time(work) => self.started.elapsed() < work,
            Budget::Events(most) => self.events < most,
        }
    }
}

/// The steps due after `elapsed` at `delay_ms` (all of them at delay 0), keeping what is owed
/// towards the next step in `carry`.
pub fn steps_due(carry: &mut Duration, elapsed: Duration, delay_ms: u64) -> u64 {
    if delay_ms == 0 {
        return u64::MAX;
    }
    let delay = Duration::from_millis(delay_ms);
    *carry = (*carry + elapsed).min(delay * 2 + MAX_CATCH_UP);
    let due = carry.as_nanos() / delay.as_nanos();
    *carry -= delay * due as u32;
    due as u64
}

/// Plays the steps due after `elapsed`, a slice at a time: `advance(n)` plays `n` steps and
/// says whether playing goes on; `more(events)` is told the events done (each step costs
/// `width` of them: the race moves one event per lane) and says whether the budget allows
/// more. When the budget runs out first, the debt is dropped: a machine too slow to keep up
/// plays slower rather than ever later.
pub fn play(
    carry: &mut Duration,
    elapsed: Duration,
    delay_ms: u64,
    width: u64,
    mut advance: impl FnMut(u64) -> bool,
    mut more: impl FnMut(u64) -> bool,
) {
    let mut owed = steps_due(carry, elapsed, delay_ms);
    while owed > 0 {
        let slice = owed.min(SLICE);
        let playing = advance(slice);
        owed -= slice;
        if !playing {
            break;
        }
        if owed > 0 && !more(slice * width) {
            *carry = Duration::ZERO;
            break;
        }
    }
}

/// How long until the next step is due, playing at `delay_ms` with `carry` owed.
pub fn next_step_in(delay_ms: u64, carry: Duration) -> Duration {
    Duration::from_millis(delay_ms).saturating_sub(carry)
}

/// The delays `+` and `-` step through, in milliseconds: one fixed ladder, so that the 50 ms
/// default (and every other rung) is reached again from wherever the speed stands.
pub const SPEEDS: [u64; 11] = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/// The delay after `+`: the next rung down the ladder (0, as fast as possible, stays).
pub fn faster(delay_ms: u64) -> u64 {
    SPEEDS
        .into_iter()
        .rev()
        .find(|&rung| rung < delay_ms)
        .unwrap_or(0)
}

/// The delay after `-`: the next rung up the ladder; the top rung, or a longer delay given on
/// the command line, stays.
pub fn slower(delay_ms: u64) -> u64 {
    SPEEDS
        .into_iter()
        .find(|&rung| rung > delay_ms)
        .unwrap_or(delay_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_fall_due_with_the_clock_and_a_stall_is_forgiven() {
        let mut carry = Duration::ZERO;
        assert_eq!(steps_due(&mut carry, Duration::from_millis(250), 100), 2);
        assert_eq!(carry, Duration::from_millis(50));
        assert_eq!(steps_due(&mut carry, Duration::from_millis(50), 100), 1);
        // a frame late by a whole step plays both steps it owes
        let mut carry = Duration::ZERO;
        assert_eq!(steps_due(&mut carry, Duration::from_millis(350), 50), 7);
        // a stall of a minute catches up 250 ms at most
        let mut carry = Duration::ZERO;
        assert_eq!(steps_due(&mut carry, Duration::from_secs(60), 50), 7);
        assert_eq!(steps_due(&mut carry, Duration::from_secs(60), 0), u64::MAX);
    }
}
