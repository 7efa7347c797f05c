//! Where the parser's tokens come from: the lexer, run in chunks of tokens either on the
//! parser's thread or, for large inputs, on a thread of its own that runs ahead of the
//! parser through a bounded channel (lexing is a quarter of the work of reading a
//! module, and it needs nothing from the parser). Both give exactly the same tokens.

use crate::lexer::{Lexer, Tok, Token};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};

/// Tokens per chunk (256 KiB): each hand-over can cost a futex wake of the other thread
/// (the lexer, ahead, waits for room; the parser wakes it at every chunk it takes), and
/// on a VM a wake-up is an IPI and tens of microseconds before the woken thread runs.
/// With 4,096-token chunks sqlite3.ll took 700 hand-overs, 1,350 futex calls, and the
/// parser still found the channel empty about 55 times; with 16,384, 240 calls and 13
/// waits. Still small enough to stay in L2. Chunks are recycled (the parser sends the
/// emptied ones back), so the lexer thread does not fault in new memory for every chunk.
const CHUNK: usize = 16384;

/// The first chunk is small: the parser waits for it before it can start.
const FIRST_CHUNK: usize = 1024;

/// Chunks the lexer thread may run ahead of the parser.
const AHEAD: usize = 4;

/// Inputs below this size are lexed on the parser's thread: starting a thread would
/// cost more than it saves.
pub(crate) const THREAD_MIN_BYTES: usize = 1 << 20;

pub(crate) struct TokenSource<'a> {
    buf: Vec<Token>,
    /// The next token to hand out and the end of `buf`'s tokens: a pointer pair rather
    /// than an index, as every token of the input passes through `next`, and a compare
    /// of two pointers is the cheapest test for the end of the chunk. Both point into
    /// `buf`, which nothing changes between refills (`refill` resets them).
    cur: *const Token,
    end: *const Token,
    /// The lexer, when lexing on this thread.
    lex: Option<Lexer<'a>>,
    /// Chunks from the lexer thread otherwise, and the way back for emptied ones.
    rx: Option<Receiver<Vec<Token>>>,
    recycle: Option<Sender<Vec<Token>>>,
    /// Where the input ends (for the end-of-file token).
    len: u32,
}

impl<'a> TokenSource<'a> {
    /// Lexes on the calling thread.
    pub(crate) fn inline(src: &'a str) -> TokenSource<'a> {
        TokenSource {
            buf: Vec::with_capacity(256),
            cur: std::ptr::null(),
            end: std::ptr::null(),
            lex: Some(Lexer::new(src)),
            rx: None,
            recycle: None,
            len: src.len() as u32,
        }
    }

    /// The two ends of a lexer thread's channels (see `lex_to`) and the source that
    /// reads from them.
    pub(crate) fn channel(src: &'a str) -> (Chunks, TokenSource<'a>) {
        let (tx, rx) = sync_channel(AHEAD);
        let (recycle, empties) = channel();
        let source =
            TokenSource {
                buf: Vec::new(),
                cur: std::ptr::null(),
                end: std::ptr::null(),
                lex: None,
                rx: Some(rx),
                recycle: Some(recycle),
                len: src.len() as u32,
            };
        (Chunks { tx, empties }, source)
    }

    #[inline]
    pub(crate) fn next(&mut self) -> Token {
        let t = self.peek();
        // SAFETY: `peek` left `cur` below `end` (a chunk is never empty), so one past it
        // is at most `end`, inside or one past the end of `buf`.
        self.cur = unsafe { self.cur.add(1) };
        t
    }

    /// The token `next` will return, without consuming it. The buffer holds it unless
    /// the chunk is used up; then the next chunk comes in and its first token is it.
    #[inline]
    pub(crate) fn peek(&mut self) -> Token {
        if self.cur == self.end {
            return self.refill();
        }
        // SAFETY: `cur` is below `end`, so it points at one of `buf`'s tokens, which
        // nothing has changed since `refill` set both pointers.
        unsafe { *self.cur }
    }

    /// Replaces the used-up buffer by the next chunk of tokens and returns its first
    /// (left in place at `cur`), or end of file once there are no more.
    #[cold]
    #[inline(never)]
    fn refill(&mut self) -> Token {
        self.buf.clear();
        if let Some(lex) = &mut self.lex {
            // The lexer keeps returning end of file at the end, so the chunk is never empty.
            lex.fill(&mut self.buf, 256);
        } else if let Some(chunk) = self.rx.as_ref().and_then(|rx| rx.recv().ok()) {
            let empty = std::mem::replace(&mut self.buf, chunk);
            if let Some(recycle) = &self.recycle {
                // The lexer may be gone already; then the chunk is simply freed.
                let _ = recycle.send(empty);
            }
        }
        if self.buf.is_empty() {
            // The lexer thread is done (its last chunk ended with end of file): end of
            // file from now on.
            self.buf.push(Token::new(Tok::Eof, self.len, self.len));
        }
        let range = self.buf.as_ptr_range();
        (self.cur, self.end) = (range.start, range.end);
        self.buf[0]
    }
}

/// The lexer thread's ends of the channels: full chunks go out, emptied ones come back.
pub(crate) struct Chunks {
    tx: SyncSender<Vec<Token>>,
    empties: Receiver<Vec<Token>>,
}

/// The lexer thread's work: every token of `src`, in chunks, until end of file or until
/// the parser stops listening (it stopped at an error).
pub(crate) fn lex_to(src: &str, chunks: Chunks) {
    let Chunks { tx, empties } = chunks;
    let mut lex = Lexer::new(src);
    let mut size = FIRST_CHUNK;
    loop {
        let mut chunk = match empties.try_recv() {
            Ok(mut c) => {
                c.clear();
                c
            }
            Err(_) => Vec::with_capacity(CHUNK),
        };
        let done = lex.fill(&mut chunk, size);
        size = CHUNK;
        if tx.send(chunk).is_err() || done {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(mut s: TokenSource) -> Vec<Token> {
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
            s.spawn(|| lex_to(&src, tx));
            all(source)
        });
        assert!(inline.len() > CHUNK * 3);
        assert_eq!(inline, threaded);
    }

    #[test]
    fn the_lexer_thread_stops_when_the_parser_does() {
        let src = "x ".repeat(CHUNK * (AHEAD + 4));
        std::thread::scope(|s| {
            let (tx, mut source) = TokenSource::channel(&src);
            s.spawn(|| lex_to(&src, tx));
            source.next();
            drop(source);
        });
    }
}
