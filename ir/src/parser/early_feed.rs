//! The parser's side of the early body checks (`verify::early`): after each function
//! body, the body and, in batches, what the checker's replica of the module lacks, for
//! the lexer thread to check while it waits for room in the token queue (see
//! `tokens.rs`). Only for large inputs (`parse_threaded`).

use super::tokens::CheckQueue;
use crate::module::{GlobalId, Module};
use crate::types::TypeTable;
use crate::verify::early::{Batch, Body, LentBody, Verdicts};

/// Instructions in the bodies handed over at once. The tables are copied once per batch,
/// and the lexer thread picks batches up only when its token queue is full, so the size
/// matters little; small enough that few bodies wait at the end of the parse.
const BATCH_INSTS: usize = 8_000;

/// The parser's end of the checks, and how much of the module the replica has.
pub(crate) struct EarlyFeed {
    queue: CheckQueue,
    /// Bodies not yet handed over, and their instructions.
    bodies: Vec<Body>,
    batch_insts: usize,
    types: usize,
    named: usize,
    body_sets: u32,
    consts: usize,
    syms: usize,
    globals: usize,
    sent_layout: bool,
    /// `finish` has run.
    over: bool,
    /// For tests: batches of this many instructions, and every body checked early.
    batch_limit: usize,
    drain: bool,
}

impl EarlyFeed {
    pub(crate) fn new(queue: CheckQueue) -> EarlyFeed {
        EarlyFeed {
            queue,
            bodies: Vec::new(),
            batch_insts: 0,
            types: TypeTable::new().len(),
            named: 0,
            body_sets: 0,
            consts: 0,
            syms: 0,
            globals: 0,
            sent_layout: false,
            over: false,
            batch_limit: BATCH_INSTS,
            drain: false,
        }
    }

    /// For tests: every body is handed over at once, and all are checked early, whatever
    /// the timing.
    #[cfg(test)]
    pub(crate) fn check_every_body(&mut self) {
        self.batch_limit = 0;
        self.drain = true;
    }

    /// Hands the body of `func`, just finished, to the checker.
    ///
    /// The parser must change no finished body until `finish` has returned: the body is
    /// lent, not copied. (It does not: a body is only written while it is read, and after
    /// `finish`, by `finish_module`.)
    pub(crate) fn send(&mut self, m: &Module, func: GlobalId) {
        let Some(f) = m.function(func) else { return };
        self.batch_insts += f.insts.len();
        // SAFETY: see above; `finish` (also called on drop, before the module can be
        // dropped: `Parser::early` is declared before `Parser::m`) waits until the
        // checker has dropped every body it was lent.
        let lent = unsafe { LentBody::new(f) };
        self.bodies.push(Body { func, src: m.global(func).src, lent });
        if self.batch_insts >= self.batch_limit {
            self.flush(m);
        }
    }

    /// Sends the bodies finished since the last batch, with what the replica lacks.
    fn flush(&mut self, m: &Module) {
        self.batch_insts = 0;
        let batch = Batch {
            types: m.types.delta(self.types, self.named, self.body_sets),
            consts: m.consts.tail(self.consts),
            syms: m.syms.tail(self.syms),
            globals: m.globals[self.globals..]
                .iter()
                .map(|g| (g.addrspace, g.name.is_some_and(|n| m.syms.bytes(n).starts_with(b"llvm."))))
                .collect(),
            datalayout: (!self.sent_layout).then(|| m.datalayout.clone()),
            bodies: std::mem::take(&mut self.bodies),
        };
        (self.types, self.named, self.body_sets) = (m.types.len(), m.types.named.len(), m.types.body_sets());
        (self.consts, self.syms, self.globals, self.sent_layout) = (m.consts.len(), m.syms.len(), m.globals.len(), true);
        self.queue.submit(batch);
    }

    /// Ends the checks and returns the verdicts (`None` if the lexer thread is gone).
    /// The bodies not yet handed over or checked have none.
    pub(crate) fn finish(&mut self) -> Option<Verdicts> {
        self.over = true;
        self.bodies.clear();
        self.queue.finish(self.drain)
    }
}

impl Drop for EarlyFeed {
    fn drop(&mut self) {
        // The lexer thread may still be checking a lent body (a parse that failed).
        if !self.over {
            self.finish();
        }
    }
}
