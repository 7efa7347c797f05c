//! Where the parser's tokens come from: the lexer, run in chunks of tokens either on the
//! parser's thread or, for large inputs, on a thread of its own that runs ahead of the
//! parser through a bounded queue of chunks (lexing is a quarter of the work of reading a
//! module, and it needs nothing from the parser). Both give exactly the same tokens.
//!
//! The lexer thread is faster than the parser and would spend much of the parse asleep
//! on a full queue. The same queue brings it finished function bodies to check meanwhile
//! (`verify::early`): it checks one whenever it would otherwise sleep, and goes back to
//! lexing as soon as there is room. A thread of its own for the checks made the parse
//! slower by more than the checks saved (the scheduler then often put the lexer on the
//! parser's core).

use crate::lexer::{Lexer, Tok, Token};
use crate::verify::early::{Batch, Body, EarlyChecker, Verdicts};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// Tokens per chunk (125 KiB): small enough to stay in L2. Handing a chunk over costs a
/// lock and an unlock. The lexer thread makes chunks as it first needs them (then they
/// go round): making all of them up front on the parser's thread, from its huge-page
/// heap, had the lexer thread zero a fresh 2 MiB page before its first tokens: runs right
/// after another process (memory the host must hand back) were 14 ms slower by median,
/// back-to-back runs 4 ms.
const CHUNK: usize = 8000;

/// The first chunk is small: the parser waits for it before it can start.
const FIRST_CHUNK: usize = 1024;

/// Tokens per chunk when lexing on the parser's thread (small inputs).
const INLINE_CHUNK: usize = 256;

/// Full chunks the lexer thread may have queued ahead of the parser before it sleeps.
const AHEAD: usize = 12;

/// A sleeping lexer thread is woken once the parser has drained the queue down to this
/// many chunks, not at every chunk it takes. The lexer is faster than the parser, so it
/// keeps hitting the limit; waking it per chunk cost a futex wake (an IPI on a VM, tens
/// of microseconds) on the parser's thread and a context switch for each of the 200-odd
/// chunks of sqlite3.ll. With the gap it is woken about once per `AHEAD - RESUME` chunks,
/// and the queue never runs dry while it gets going again.
const RESUME: usize = 3;

/// Inputs below this size are lexed on the parser's thread: starting a thread would
/// cost more than it saves.
pub(crate) const THREAD_MIN_BYTES: usize = 1 << 20;

pub(crate) struct TokenSource<'a> {
    /// The chunk being read. Its first slot is kept free for a token carried over from
    /// the previous chunk (see `refill`); the chunk's own tokens follow it.
    buf: Vec<Token>,
    /// The current token and the end of `buf`'s tokens: a pointer pair rather than an
    /// index, as every token of the input passes through `advance`, and a compare of two
    /// pointers is the cheapest test for the end of the chunk. `cur` is always below
    /// `end`, so the current token is read in place, never copied out; both point into
    /// `buf`, which nothing changes between refills (`refill` resets them).
    cur: *const Token,
    end: *const Token,
    /// The lexer, when lexing on this thread.
    lex: Option<Lexer<'a>>,
    /// The queue the lexer thread fills otherwise.
    queue: Option<Arc<Queue>>,
    /// Where the input ends (for the end-of-file token).
    len: u32,
}

/// What fills a chunk's first slot until a token is carried into it.
const CARRY_SLOT: Token = Token::new(Tok::Eof, 0, 0);

/// The chunks between the lexer thread and the parser, and the emptied ones on their way
/// back (so that the lexer thread does not fault in new memory for every chunk).
struct Queue {
    state: Mutex<QueueState>,
    /// The parser waits here for a full chunk.
    filled: Condvar,
    /// The lexer thread waits here for room.
    drained: Condvar,
}

#[derive(Default)]
struct QueueState {
    full: VecDeque<Vec<Token>>,
    empty: Vec<Vec<Token>>,
    /// The lexer thread has queued its last chunk (or is gone).
    lexer_done: bool,
    /// The parser has stopped reading (at the end or at an error).
    parser_done: bool,
    /// Who sleeps on a condition variable: a notify is a system call even with no
    /// sleeper, so each side wakes the other only when it knows it sleeps.
    lexer_sleeps: bool,
    parser_sleeps: bool,
    /// Bodies for the lexer thread to check (see the module doc).
    checks: VecDeque<Batch>,
    /// The parser wants the verdicts: no more checks (with `drain_checks`, after those
    /// queued: for tests, which want every body checked early).
    checks_over: bool,
    drain_checks: bool,
    /// The verdicts, left by the lexer thread when the checks are over.
    verdicts: Option<Verdicts>,
    /// The lexer thread is gone (it leaves no verdicts then).
    lexer_gone: bool,
    /// The lexer thread's checks while it sleeps with nothing to check, where the parser
    /// can take the verdicts at the end without waking it and waiting.
    parked: Option<IdleChecks>,
}

impl Queue {
    fn lock(&self) -> MutexGuard<'_, QueueState> {
        // Neither side panics while holding the lock; if one did, the state is still
        // consistent (every change is a single step), so the poison is ignored.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl<'a> TokenSource<'a> {
    /// Lexes on the calling thread.
    pub(crate) fn inline(src: &'a str) -> TokenSource<'a> {
        let mut source = TokenSource {
            buf: Vec::with_capacity(INLINE_CHUNK + 1),
            cur: std::ptr::null(),
            end: std::ptr::null(),
            lex: Some(Lexer::new(src)),
            queue: None,
            len: src.len() as u32,
        };
        source.refill(false);
        source
    }

    /// The lexer thread's end of a queue (see `lex_to`) and the source that reads from
    /// it. Its first token is there once the lexer thread has handed over a chunk.
    pub(crate) fn channel(src: &'a str) -> (Chunks, TokenSource<'a>) {
        let queue = Arc::new(Queue {
            state: Mutex::new(QueueState::default()),
            filled: Condvar::new(),
            drained: Condvar::new(),
        });
        let source = TokenSource {
            buf: Vec::new(),
            cur: std::ptr::null(),
            end: std::ptr::null(),
            lex: None,
            queue: Some(queue.clone()),
            len: src.len() as u32,
        };
        (Chunks { queue }, source)
    }

    /// The parser's end of the early checks, for a `channel` source.
    pub(crate) fn check_queue(&self) -> Option<CheckQueue> {
        self.queue.as_ref().map(|queue| CheckQueue { queue: Arc::clone(queue) })
    }

    /// Waits for the first chunk of a `channel` source (an `inline` one has it already).
    pub(crate) fn start(&mut self) {
        if self.cur.is_null() {
            self.refill(false);
        }
    }

    /// The current token.
    #[inline(always)]
    pub(crate) fn current(&self) -> Token {
        // SAFETY: `cur` is below `end` (see the field), so it points at one of `buf`'s
        // tokens, which nothing has changed since `refill` set both pointers.
        unsafe { *self.cur }
    }

    /// Moves on to the next token.
    #[inline(always)]
    pub(crate) fn advance(&mut self) {
        // SAFETY: `cur` is below `end`, so one past it is at most `end`, inside or one
        // past the end of `buf`.
        self.cur = unsafe { self.cur.add(1) };
        if self.cur == self.end {
            self.refill(false);
        }
    }

    /// The token after the current one, without moving on. At the end of the chunk the
    /// next one comes in, with the current token carried into its first slot.
    #[inline]
    pub(crate) fn lookahead(&mut self) -> Token {
        // SAFETY: as in `advance`.
        if unsafe { self.cur.add(1) } == self.end {
            self.refill(true);
        }
        // SAFETY: `refill` left a token after the current one (a chunk is never empty).
        unsafe { *self.cur.add(1) }
    }

    /// The current token, moving on past it.
    #[cfg(test)]
    fn next(&mut self) -> Token {
        let t = self.current();
        self.advance();
        t
    }

    /// Replaces the used-up buffer by the next chunk of tokens (end of file once there
    /// are no more) and makes its first token the current one; with `carry`, the current
    /// token is carried into the new chunk's free first slot and stays current.
    #[cold]
    #[inline(never)]
    fn refill(&mut self, carry: bool) {
        let carried = if carry { self.current() } else { CARRY_SLOT };
        if let Some(lex) = &mut self.lex {
            self.buf.clear();
            self.buf.push(CARRY_SLOT);
            // The lexer keeps returning end of file at the end, so the chunk is never empty.
            lex.fill(&mut self.buf, INLINE_CHUNK + 1);
        } else if let Some(queue) = &self.queue {
            let mut st = queue.lock();
            let next = loop {
                if let Some(chunk) = st.full.pop_front() {
                    if st.lexer_sleeps && st.full.len() <= RESUME {
                        st.lexer_sleeps = false;
                        queue.drained.notify_one();
                    }
                    break Some(chunk);
                }
                if st.lexer_done {
                    break None;
                }
                st.parser_sleeps = true;
                st = queue.filled.wait(st).unwrap_or_else(|e| e.into_inner());
                st.parser_sleeps = false;
            };
            match next {
                Some(chunk) => {
                    let emptied = std::mem::replace(&mut self.buf, chunk);
                    if emptied.capacity() != 0 {
                        st.empty.push(emptied);
                    }
                }
                None => self.buf.truncate(1),
            }
        }
        if self.buf.len() < 2 {
            // The lexer thread is done (its last chunk ended with end of file): end of
            // file from now on.
            self.buf.clear();
            self.buf.push(CARRY_SLOT);
            self.buf.push(Token::new(Tok::Eof, self.len, self.len));
        }
        self.buf[0] = carried;
        let range = self.buf.as_ptr_range();
        self.end = range.end;
        // SAFETY: the buffer has at least two tokens, its free slot and one of its own.
        self.cur = if carry { range.start } else { unsafe { range.start.add(1) } };
    }
}

impl Drop for TokenSource<'_> {
    /// Tells a lexer thread that nobody reads on, so that it stops.
    fn drop(&mut self) {
        if let Some(queue) = &self.queue {
            let mut st = queue.lock();
            st.parser_done = true;
            st.full.clear();
            if st.lexer_sleeps {
                st.lexer_sleeps = false;
                queue.drained.notify_one();
            }
        }
    }
}

/// The lexer thread's end of the queue. Dropping it (at the end of `lex_to`, or if the
/// thread unwound) tells the parser that no more chunks come.
pub(crate) struct Chunks {
    queue: Arc<Queue>,
}

impl Chunks {
    /// Queues a full chunk and returns an empty one to fill next, after sleeping while
    /// the queue is full; `None` when the parser has stopped reading.
    fn pass(&self, chunk: Vec<Token>, idle: &mut IdleChecks) -> Option<Vec<Token>> {
        let mut st = self.queue.lock();
        if st.parser_done {
            return None;
        }
        st.full.push_back(chunk);
        if st.parser_sleeps {
            st.parser_sleeps = false;
            self.queue.filled.notify_one();
        }
        while st.full.len() >= AHEAD && !st.parser_done {
            if idle.take(&mut st) {
                drop(st);
                idle.check_one();
                st = self.queue.lock();
                continue;
            }
            st.lexer_sleeps = true;
            st = self.queue.drained.wait(st).unwrap_or_else(|e| e.into_inner());
        }
        st.lexer_sleeps = false;
        if st.parser_done {
            return None;
        }
        Some(st.empty.pop().unwrap_or_else(|| Vec::with_capacity(CHUNK + 1)))
    }
}

impl Chunks {
    /// Queues the last chunk (the one that ends with end of file), without waiting for
    /// room: nothing comes after it.
    fn pass_last(&self, chunk: Vec<Token>) {
        let mut st = self.queue.lock();
        if !st.parser_done {
            st.full.push_back(chunk);
        }
        st.lexer_done = true;
        if st.parser_sleeps {
            st.parser_sleeps = false;
            self.queue.filled.notify_one();
        }
    }
}

impl Chunks {
    /// After the last chunk: checks the bodies the parser sends until it says the checks
    /// are over, then leaves the verdicts. (Returns at once if the parser stops reading
    /// first: its parse failed.)
    fn check_until_over(&self, mut idle: IdleChecks) {
        let mut st = self.queue.lock();
        loop {
            if idle.take(&mut st) {
                drop(st);
                idle.check_one();
                st = self.queue.lock();
                continue;
            }
            if st.checks_over {
                st.verdicts = Some(idle.take_verdicts());
                if st.parser_sleeps {
                    st.parser_sleeps = false;
                    self.queue.filled.notify_one();
                }
                return;
            }
            if st.parser_done {
                return;
            }
            st.parked = Some(idle);
            st.lexer_sleeps = true;
            st = self.queue.drained.wait(st).unwrap_or_else(|e| e.into_inner());
            st.lexer_sleeps = false;
            // Only this thread ever takes it.
            let Some(parked) = st.parked.take() else { return };
            idle = parked;
        }
    }
}

/// The lexer thread's side of the early checks: the checker (made at the first batch)
/// and the bodies handed over and not yet checked.
#[derive(Default)]
struct IdleChecks {
    checker: Option<EarlyChecker>,
    batches: VecDeque<Batch>,
    bodies: VecDeque<Body>,
}

impl IdleChecks {
    /// With the queue locked: takes the batches queued, and tells whether there is a
    /// body to check (none once the checks are over).
    fn take(&mut self, st: &mut QueueState) -> bool {
        if st.checks_over && !st.drain_checks {
            return false;
        }
        self.batches.extend(st.checks.drain(..));
        !self.bodies.is_empty() || !self.batches.is_empty()
    }

    /// Checks the next body (after bringing the replica up to date with its batch).
    fn check_one(&mut self) {
        let checker = self.checker.get_or_insert_with(EarlyChecker::new);
        // A step is one body, or bringing the replica up to date for the next batch.
        if let Some(body) = self.bodies.pop_front() {
            checker.check(body);
        } else if let Some(batch) = self.batches.pop_front() {
            self.bodies.extend(checker.update(batch));
        }
    }

    fn take_verdicts(&mut self) -> Verdicts {
        self.checker.as_mut().map(EarlyChecker::take_verdicts).unwrap_or_default()
    }
}

/// The parser's end of the early checks on the lexer thread.
pub(crate) struct CheckQueue {
    queue: Arc<Queue>,
}

impl CheckQueue {
    /// Queues bodies to check. The lexer thread is not woken while it lexes: it takes
    /// them when the token queue is next full.
    pub(crate) fn submit(&self, batch: Batch) {
        let mut st = self.queue.lock();
        if st.checks_over || st.lexer_gone {
            return;
        }
        st.checks.push_back(batch);
        if st.lexer_done && st.lexer_sleeps {
            st.lexer_sleeps = false;
            self.queue.drained.notify_one();
        }
    }

    /// Ends the checks: waits for the body being checked, if any, and returns the
    /// verdicts (`None` if the lexer thread is gone). Bodies not yet checked have none.
    pub(crate) fn finish(&self, drain: bool) -> Option<Verdicts> {
        let mut st = self.queue.lock();
        st.checks_over = true;
        st.drain_checks = drain;
        // The bodies not yet taken by the lexer thread get every rule after the parse,
        // on all cores. When the lexer thread sleeps (woken, perhaps, but not yet
        // running), the verdicts are taken from its parked checker; it is woken either
        // way, to let go of the checker while the parse ends.
        let parked = if drain {
            None
        } else {
            st.checks.clear();
            st.parked.as_mut().map(IdleChecks::take_verdicts)
        };
        if st.lexer_sleeps {
            st.lexer_sleeps = false;
            self.queue.drained.notify_one();
        }
        if parked.is_some() {
            return parked;
        }
        while st.verdicts.is_none() && !st.lexer_gone {
            st.parser_sleeps = true;
            st = self.queue.filled.wait(st).unwrap_or_else(|e| e.into_inner());
            st.parser_sleeps = false;
        }
        st.verdicts.take()
    }
}

impl Drop for Chunks {
    fn drop(&mut self) {
        let mut st = self.queue.lock();
        st.lexer_done = true;
        st.lexer_gone = true;
        if st.parser_sleeps {
            st.parser_sleeps = false;
            self.queue.filled.notify_one();
        }
    }
}

/// Text checked for UTF-8 at a time by the lexer thread when it checks the text (see
/// `Utf8Ahead`): a few hundred microseconds of work, so that the check's calls cost
/// nothing beside it and the parser never waits for more than one step.
const CHECK_STEP: usize = 1 << 20;

/// The first step is small, and the steps double up to `CHECK_STEP`: the parser waits for
/// the first chunks' text to be checked (and the file's pages to be mapped on the way).
const FIRST_CHECK_STEP: usize = 64 << 10;

/// How much of the text the lexer thread has checked for UTF-8, when the text came
/// unchecked (`parse_bytes_with_progress`).
///
/// Why check here: checking a large input before the parser can start was the one
/// sequential step of reading it (2-3 ms for sqlite3.ll's 15 MB, most of it mapping the
/// file's pages, even split over two threads). The lexer thread reads every byte anyway,
/// a step behind; it checks the text in steps ahead of the tokens it hands over, and the
/// parser reads text only through those tokens' spans, so the parser never sees a byte
/// that has not been checked.
pub(crate) struct Utf8Ahead {
    checked: usize,
    step: usize,
}

impl Utf8Ahead {
    pub(crate) fn new() -> Utf8Ahead {
        Utf8Ahead { checked: 0, step: FIRST_CHECK_STEP }
    }

    /// Checks the text up to at least `upto` (and a step beyond, up to the end); `Err`
    /// with where the failed step starts (a character's start: what comes before it is
    /// valid) if the text up to there is not UTF-8.
    fn cover(&mut self, src: &[u8], upto: usize) -> Result<(), usize> {
        if upto <= self.checked {
            return Ok(());
        }
        let mut end = upto.max(self.checked + self.step).min(src.len());
        // A step ends where a character starts (or at the end), so that each step checks
        // whole characters (an error token may end inside one).
        while end < src.len() && src[end] & 0xC0 == 0x80 {
            end += 1;
        }
        self.step = (self.step * 2).min(CHECK_STEP);
        match std::str::from_utf8(&src[self.checked..end]) {
            Ok(_) => {
                self.checked = end;
                Ok(())
            }
            Err(_) => Err(self.checked),
        }
    }
}

/// The lexer thread's work: every token of `src`, in chunks, until end of file or until
/// the parser stops reading (it stopped at an error). With `check`, `src` has not been
/// checked for UTF-8 yet: each chunk's text is checked before it is handed over, and a bad
/// byte ends the tokens with an error token (at the start of the step of text that holds
/// it, a character's start, so that the parser may slice the text there for its message;
/// the caller reports the bad byte itself).
pub(crate) fn lex_to(src: &str, chunks: Chunks, mut check: Option<Utf8Ahead>) {
    let mut lex = Lexer::new(src);
    let mut idle = IdleChecks::default();
    let mut chunk = Vec::with_capacity(CHUNK + 1);
    // Each chunk starts with the slot the parser's side keeps free (see `TokenSource`).
    chunk.push(CARRY_SLOT);
    let mut size = FIRST_CHUNK;
    loop {
        let done = lex.fill(&mut chunk, size + 1);
        size = CHUNK;
        if let Some(check) = &mut check {
            // The last token ends furthest: the parser reads no text past it.
            let upto = chunk.last().map_or(0, |t| t.end as usize);
            if let Err(step) = check.cover(src.as_bytes(), upto) {
                chunk.clear();
                chunk.push(CARRY_SLOT);
                chunk.push(Token::new(Tok::Error, step as u32, step as u32));
                chunk.push(Token::new(Tok::Eof, src.len() as u32, src.len() as u32));
                chunks.pass_last(chunk);
                return;
            }
        }
        if done {
            chunks.pass_last(chunk);
            chunks.check_until_over(idle);
            return;
        }
        match chunks.pass(chunk, &mut idle) {
            Some(mut next) => {
                next.clear();
                next.push(CARRY_SLOT);
                chunk = next;
            }
            None => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(mut s: TokenSource) -> Vec<Token> {
        s.start();
        let mut out = Vec::new();
        loop {
            let t = s.next();
            out.push(t);
            if t.kind == Tok::Eof {
                // And it stays there.
                assert_eq!(s.next().kind, Tok::Eof);
                return out;
            }
        }
    }

    #[test]
    fn threaded_and_inline_give_the_same_tokens() {
        let src = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1 ; c\n  ret i32 %x\n}\n".repeat(12000);
        let inline = all(TokenSource::inline(&src));
        let threaded = std::thread::scope(|s| {
            let (tx, source) = TokenSource::channel(&src);
            s.spawn(|| lex_to(&src, tx, None));
            all(source)
        });
        assert!(inline.len() > CHUNK * 3);
        assert_eq!(inline, threaded);
    }

    /// A parser slower than the lexer: the lexer thread fills the queue, sleeps, and is
    /// woken when the queue has drained to `RESUME`, many times over; no chunk is lost or
    /// repeated on the way.
    #[test]
    fn a_slow_parser_gets_every_chunk_in_order() {
        let src = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n".repeat(40000);
        let inline = all(TokenSource::inline(&src));
        let threaded = std::thread::scope(|s| {
            let (tx, mut source) = TokenSource::channel(&src);
            s.spawn(|| lex_to(&src, tx, None));
            source.start();
            let mut out = Vec::new();
            loop {
                let t = source.next();
                out.push(t);
                if out.len() % (CHUNK / 2) == 0 {
                    // Slow enough for the lexer to fill the queue in the meantime.
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
                if t.kind == Tok::Eof {
                    return out;
                }
            }
        });
        assert!(inline.len() > CHUNK * (AHEAD + 4));
        assert_eq!(inline, threaded);
    }

    /// Looking one token ahead at every token, chunk ends included (where the current
    /// token is carried into the next chunk), sees the token that comes next and leaves
    /// the current one in place.
    #[test]
    fn lookahead_sees_the_next_token_across_chunk_ends() {
        let src = "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n".repeat(5000);
        let expected = all(TokenSource::inline(&src));
        let check = |mut s: TokenSource| {
            s.start();
            for (i, want) in expected.iter().enumerate() {
                assert_eq!(s.current(), *want, "token {i}");
                let next = expected.get(i + 1).copied().unwrap_or(*want);
                assert_eq!(s.lookahead(), next, "the token after {i}");
                assert_eq!(s.current(), *want, "token {i} after looking ahead");
                s.advance();
            }
        };
        check(TokenSource::inline(&src));
        std::thread::scope(|s| {
            let (tx, source) = TokenSource::channel(&src);
            s.spawn(|| lex_to(&src, tx, None));
            check(source);
        });
        assert!(expected.len() > CHUNK * 3);
    }

    #[test]
    fn the_lexer_thread_stops_when_the_parser_does() {
        let src = "x ".repeat(CHUNK * (AHEAD + 4));
        std::thread::scope(|s| {
            let (tx, mut source) = TokenSource::channel(&src);
            s.spawn(|| lex_to(&src, tx, None));
            source.start();
            source.next();
            drop(source);
        });
    }
}
