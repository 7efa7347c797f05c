//! The `.ll` lexer: turns source bytes into tokens that carry a kind and a byte span. Token
//! text is read back from the source by the parser, so lexing allocates nothing.

use crate::keywords::Kw;
use std::mem::MaybeUninit;

/// Token kinds. Names and literals keep their text in the source span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Tok {
    Eof,
    /// A character the lexer does not understand.
    Error,
    Equal,
    Comma,
    Star,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    /// `!` not followed by a name or number (`!{`, `!"str"`, `!DILocation`).
    Exclaim,
    Bar,
    DotDotDot,
    /// `@name` or `@"name"` (span includes the sigil).
    GlobalVar,
    /// `@42`.
    GlobalId,
    /// `%name` or `%"name"`.
    LocalVar,
    /// `%42`.
    LocalId,
    /// `name:` / `42:` / `"name":` — a label definition or a metadata field name (span
    /// excludes the colon).
    Label,
    /// `$name` or `$"name"`.
    ComdatVar,
    /// `!name` (named metadata, attachment kinds).
    MetadataVar,
    /// `!42`.
    MetadataId,
    /// `#42`.
    AttrGrpId,
    /// `#dbg_value` etc. (span includes the `#`).
    DbgRecord,
    /// `^42` (summary entries, which are kept as text for the printer).
    SummaryId,
    /// `"..."`, with escapes still in place.
    String,
    /// `c"..."`: a byte-string constant (span includes the `c`).
    CString,
    /// A bare word: keyword, type name (`i32`), DWARF constant (`DW_TAG_member`), flag.
    Ident,
    /// A decimal integer, possibly negative.
    Integer,
    /// `u0x...`/`s0x...` hexadecimal integer.
    HexInteger,
    /// A decimal floating-point literal.
    Float,
    /// `0x...`, `0xK...`, `0xL...`, `0xM...`, `0xH...`, `0xR...` floating-point bit patterns.
    HexFloat,
}

/// One token: kind and byte span `[start, end)`, and what the lexer worked out anyway so
/// that the parser need not: the keyword an identifier spells, the number after a sigil.
///
/// `repr(C)`, so that the token loop can write the last eight bytes (`num`, `kind`, `kw`
/// and padding) as one word (`hi_word`), most of it ready made in its tables.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(C)]
pub struct Token {
    pub start: u32,
    pub end: u32,
    /// For `LocalId`, `GlobalId`, `MetadataId`, `AttrGrpId` and `SummaryId`: the number,
    /// when it has at most nine digits; for an `Integer` without sign, its value, when it
    /// has at most nine digits; for an `Ident` that is no keyword, the attribute it names
    /// (its index in `AttrKind::ALL`); for an `Ident` that spells a one-word type
    /// (`i32`, `ptr`, …; `Kw::one_word_type`) that nothing after it continues (no `*`, `(`
    /// or `addrspace` follows), the type's id (`NO_NUM` when unsure: the parser then
    /// looks at the next token itself). `NO_NUM` otherwise (read it from the text).
    pub num: u32,
    pub kind: Tok,
    /// For `Ident`: the parser keyword it spells (`Kw::Other` otherwise).
    pub(crate) kw: Kw,
}

impl std::fmt::Debug for Token {
    /// Fields in the order they are documented in (kind first), not the layout's.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Token")
            .field("kind", &self.kind)
            .field("kw", &self.kw)
            .field("start", &self.start)
            .field("end", &self.end)
            .field("num", &self.num)
            .finish()
    }
}

// The layout `hi_word` and `write_token` rely on.
const _: () = {
    assert!(std::mem::size_of::<Token>() == 16);
    assert!(std::mem::offset_of!(Token, num) == 8);
    assert!(std::mem::offset_of!(Token, kind) == 12);
    assert!(std::mem::offset_of!(Token, kw) == 13);
    assert!(Tok::Eof as u8 == 0 && Kw::Other as u8 == 0);
};

/// The last eight bytes of a token (`num`, `kind`, `kw`, two bytes of padding) as a word
/// in the machine's byte order.
const fn hi_word(kind: Tok, kw: Kw, num: u32) -> u64 {
    let n = num.to_ne_bytes();
    u64::from_ne_bytes([n[0], n[1], n[2], n[3], kind as u8, kw as u8, 0, 0])
}

/// The `hi_word` of an identifier that spells `kw`, with `num` the type's id if `kw` is a
/// one-word type (`Kw::type_num`): the keyword table holds it for the token loop.
pub(crate) const fn keyword_word(kw: Kw) -> u64 {
    hi_word(Tok::Ident, kw, kw.type_num())
}

/// The bits of `num` in a `hi_word` (as `Tok::Eof` and `Kw::Other` are 0).
const NUM_BITS: u64 = hi_word(Tok::Eof, Kw::Other, NO_NUM);

/// Writes the token `[start, end)` whose last eight bytes are `hi` (`hi_word`, or such
/// words or-ed with a `hi_word(Tok::Eof, Kw::Other, num)`): three stores.
///
/// # Safety
/// `out` is valid for writing a `Token`.
#[inline(always)]
unsafe fn write_token(out: *mut MaybeUninit<Token>, start: usize, end: usize, hi: u64) {
    let t = out.cast::<Token>();
    // SAFETY: `out` may be written; `num` is at offset 8 and the token's last eight bytes
    // follow (see the layout assertions), and `hi` holds a valid `Tok` and `Kw` where
    // `kind` and `kw` are. (The token may be only four-byte aligned: `write_unaligned`.)
    unsafe {
        std::ptr::addr_of_mut!((*t).start).write(start as u32);
        std::ptr::addr_of_mut!((*t).end).write(end as u32);
        t.cast::<u8>().add(std::mem::offset_of!(Token, num)).cast::<u64>().write_unaligned(hi);
    }
}

/// `Token::num` when the lexer did not read the number.
pub const NO_NUM: u32 = u32::MAX;

impl Token {
    /// A token with nothing worked out.
    #[inline]
    pub(crate) const fn new(kind: Tok, start: u32, end: u32) -> Token {
        Token { kind, kw: Kw::Other, start, end, num: NO_NUM }
    }
}

/// Produces tokens one at a time.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    /// `Fenced::new(src)`'s fence, once `fill` has looked for it.
    fence: Option<Option<usize>>,
}

// Character classes, looked up in one table.
const NAME: u8 = 1; // may continue a name or label: letters, digits, `$ . _ -`
const IDENT: u8 = 2; // may continue a keyword: letters, digits, `$ . _`
const NAME_START: u8 = 4; // may start a name: letters, `$ . _ -`
const DIGIT: u8 = 8;
/// After the characters of an identifier: it may be something else (`name:` label,
/// `name-with-dash:` label, `c"..."`).
const IDENT_END_SPECIAL: u8 = 16;
/// After a one-word type and at most one space: the type may go on (`i32*`, `ptr
/// addrspace(1)`, `i32 (ptr)`), or a line end, comment or more blanks leave it open.
const TYPE_OPEN: u8 = 32;
/// May continue a metadata name (`!llvm.dbg.cu`, `!\escaped`): a name character or `\`.
const MD_NAME: u8 = 64;

const CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic();
        let digit = b.is_ascii_digit();
        let punct = b == b'$' || b == b'.' || b == b'_';
        let mut k = 0;
        if alpha || digit || punct || b == b'-' {
            k |= NAME;
        }
        if alpha || digit || punct {
            k |= IDENT;
        }
        if alpha || punct || b == b'-' {
            k |= NAME_START;
        }
        if digit {
            k |= DIGIT;
        }
        if b == b':' || b == b'-' || b == b'"' {
            k |= IDENT_END_SPECIAL;
        }
        if matches!(b, b'*' | b'(' | b'a' | b';' | b' ' | b'\n' | b'\r' | b'\t') {
            k |= TYPE_OPEN;
        }
        if k & NAME != 0 || b == b'\\' {
            k |= MD_NAME;
        }
        t[c] = k;
        c += 1;
    }
    t
};

/// What the first byte of a token says about it: the lexer's dispatch is one table
/// lookup and one jump.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lead {
    /// A blank or `;` (a comment): skipped.
    Blank,
    /// A token of this one character (its kind: `PUNCT`).
    Punct,
    /// A letter or `_`: an identifier, unless a label, `c"..."` or `u0x...`.
    Letter,
    /// A digit: an integer, unless a float, label or hex constant.
    Digit,
    /// `%` or `@`.
    Sigil,
    /// `!`: metadata.
    Bang,
    /// Anything else, and end of input: `Lexer::lex_other`.
    Other,
}

const LEAD: [Lead; 256] = {
    let mut t = [Lead::Other; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = match c as u8 {
            b' ' | b'\t' | b'\n' | b'\r' | b';' => Lead::Blank,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Lead::Letter,
            b'0'..=b'9' => Lead::Digit,
            b'%' | b'@' => Lead::Sigil,
            b'!' => Lead::Bang,
            b => {
                if !matches!(PUNCT[b as usize], Tok::Error) {
                    Lead::Punct
                } else {
                    Lead::Other
                }
            }
        };
        c += 1;
    }
    t
};

/// The kind of each one-character token (`Error` for other characters).
const PUNCT: [Tok; 256] = {
    let mut t = [Tok::Error; 256];
    t[b'=' as usize] = Tok::Equal;
    t[b',' as usize] = Tok::Comma;
    t[b'*' as usize] = Tok::Star;
    t[b'[' as usize] = Tok::LSquare;
    t[b']' as usize] = Tok::RSquare;
    t[b'{' as usize] = Tok::LBrace;
    t[b'}' as usize] = Tok::RBrace;
    t[b'(' as usize] = Tok::LParen;
    t[b')' as usize] = Tok::RParen;
    t[b'<' as usize] = Tok::Less;
    t[b'>' as usize] = Tok::Greater;
    t[b'|' as usize] = Tok::Bar;
    t
};

/// The character tables in one place, so that the token loop keeps one register for
/// all three (the source is position-independent code: each table's address is a
/// register or an instruction).
#[repr(C)]
struct Tables {
    lead: [Lead; 256],
    class: [u8; 256],
    punct: [Tok; 256],
    /// `hi_word`s ready made: of the one-character tokens, by character; of `%` and `@`
    /// followed by a number (with `num` 0) and by a name, by sigil. (The keywords' are
    /// in the keyword table: `keyword_word`.)
    punct_hi: [u64; 256],
    id_hi: [u64; 256],
    var_hi: [u64; 256],
}

static T: Tables = {
    let mut punct_hi = [0u64; 256];
    let mut c = 0;
    while c < 256 {
        punct_hi[c] = hi_word(PUNCT[c], Kw::Other, NO_NUM);
        c += 1;
    }
    let mut id_hi = [0u64; 256];
    id_hi[b'%' as usize] = hi_word(Tok::LocalId, Kw::Other, 0);
    id_hi[b'@' as usize] = hi_word(Tok::GlobalId, Kw::Other, 0);
    let mut var_hi = [0u64; 256];
    var_hi[b'%' as usize] = hi_word(Tok::LocalVar, Kw::Other, NO_NUM);
    var_hi[b'@' as usize] = hi_word(Tok::GlobalVar, Kw::Other, NO_NUM);
    Tables { lead: LEAD, class: CLASS, punct: PUNCT, punct_hi, id_hi, var_hi }
};

/// `src[p]`, or 0 past the end (0 is `Lead::Other` and no name character, so scans stop
/// there by themselves; `lex_other` tells a NUL in the text from the end).
#[inline(always)]
fn at(src: &[u8], p: usize) -> u8 {
    src.get(p).copied().unwrap_or(0)
}

#[inline]
fn is_name_start(c: u8) -> bool {
    T.class[c as usize] & NAME_START != 0
}

#[inline]
fn is_name_char(c: u8) -> bool {
    T.class[c as usize] & NAME != 0
}

#[inline]
fn is_ident_char(c: u8) -> bool {
    T.class[c as usize] & IDENT != 0
}

#[inline]
fn is_digit(c: u8) -> bool {
    T.class[c as usize] & DIGIT != 0
}

/// The first `b` at or after `from` (or the end): sixteen bytes at a time with SSE2 on
/// x86-64, else eight at a time with the "has a zero byte" bit trick, whose lowest
/// flagged byte is always exact.
#[inline]
fn find_byte(src: &[u8], from: usize, b: u8) -> usize {
    // (Only the vector loop moves `p`.)
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    let mut p = from;
    #[cfg(target_arch = "x86_64")]
    while p + 16 <= src.len() {
        use std::arch::x86_64::*;
        debug_assert!(p + 16 <= src.len());
        // SAFETY: `p + 16 <= src.len()`; SSE2 is part of x86-64.
        let found = unsafe {
            let w = _mm_loadu_si128(src.as_ptr().add(p) as *const __m128i);
            _mm_movemask_epi8(_mm_cmpeq_epi8(w, _mm_set1_epi8(b as i8))) as u32
        };
        if found != 0 {
            return p + found.trailing_zeros() as usize;
        }
        p += 16;
    }
    find_byte_words(src, p, b)
}

/// `find_byte` eight bytes at a time: on x86-64 only for the last few bytes of the source
/// (cold, out of line, so that its 64-bit constants take no registers in the callers'
/// loops).
#[cfg_attr(target_arch = "x86_64", cold, inline(never))]
fn find_byte_words(src: &[u8], mut p: usize, b: u8) -> usize {
    const LO: u64 = 0x0101_0101_0101_0101;
    const HI: u64 = 0x8080_8080_8080_8080;
    let pat = LO.wrapping_mul(b as u64);
    while let Some(chunk) = src.get(p..p + 8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8])) ^ pat;
        let found = w.wrapping_sub(LO) & !w & HI;
        if found != 0 {
            return p + (found.trailing_zeros() / 8) as usize;
        }
        p += 8;
    }
    while p < src.len() && src[p] != b {
        p += 1;
    }
    p
}

/// The first position at or after `p` that is no blank and not in a comment. Out of line:
/// most tokens follow a single space, which the caller skips itself.
#[inline(never)]
fn skip_blanks(src: &[u8], mut p: usize) -> usize {
    loop {
        p = skip_white(src, p);
        if at(src, p) != b';' {
            return p;
        }
        p = find_byte(src, p, b'\n');
    }
}

/// Whether `c` is a space, tab or line end.
#[inline(always)]
fn is_white(c: u8) -> bool {
    matches!(c, b' ' | b'\n' | b'\t' | b'\r')
}

/// The first position at or after `from` that is no space, tab or line end: sixteen bytes
/// at a time with SSE2 on x86-64 (lines are indented by two, labels padded to their
/// `; preds` comment by forty or so, and functions end in blank lines).
#[inline(always)]
fn skip_white(src: &[u8], from: usize) -> usize {
    // (Only the vector loop moves `p`.)
    #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
    let mut p = from;
    #[cfg(target_arch = "x86_64")]
    while p + 16 <= src.len() {
        use std::arch::x86_64::*;
        debug_assert!(p + 16 <= src.len());
        // SAFETY: `p + 16 <= src.len()`; SSE2 is part of x86-64.
        let white = unsafe {
            let w = _mm_loadu_si128(src.as_ptr().add(p) as *const __m128i);
            let sp = _mm_cmpeq_epi8(w, _mm_set1_epi8(b' ' as i8));
            let nl = _mm_cmpeq_epi8(w, _mm_set1_epi8(b'\n' as i8));
            let tab = _mm_cmpeq_epi8(w, _mm_set1_epi8(b'\t' as i8));
            let cr = _mm_cmpeq_epi8(w, _mm_set1_epi8(b'\r' as i8));
            _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(sp, nl), _mm_or_si128(tab, cr))) as u32
        };
        if white != 0xFFFF {
            return p + (!white).trailing_zeros() as usize;
        }
        p += 16;
    }
    skip_white_bytes(src, p)
}

/// `skip_white` a byte at a time: on x86-64 only for the last few bytes of the source.
#[cfg_attr(target_arch = "x86_64", cold, inline(never))]
fn skip_white_bytes(src: &[u8], mut p: usize) -> usize {
    while p < src.len() && is_white(src[p]) {
        p += 1;
    }
    p
}

/// How the token loop reads the source: with a bounds check per byte, anywhere
/// (`Checked`), or without, in the part of the source that a line end fences in
/// (`Fenced`, all but the last line or so).
trait Reader<'a>: Copy {
    fn src(self) -> &'a [u8];
    /// Whether a token may start at `p` (after its blanks): the fenced loop stops at its
    /// fence and leaves the rest to the checked one.
    fn fits(self, p: usize) -> bool;
    /// Whether `i < src.len()`.
    fn inside(self, i: usize) -> bool;
    /// `src[i]`, or 0 past the end.
    ///
    /// # Safety
    /// For `Fenced`: `i <= nl + 15` (see `Fenced`).
    unsafe fn at(self, i: usize) -> u8;
    /// `at(i)` to `at(i + 3)`, little-endian.
    ///
    /// # Safety
    /// For `Fenced`: `i + 3 <= nl + 15`.
    unsafe fn at4(self, i: usize) -> u32;
    /// The end of the run of identifier characters (`IDENT`) from `p`, `src[p]` being
    /// one, and the eight bytes from `p` (little-endian; those past the run are the
    /// source's or zero), for the keyword lookup.
    ///
    /// # Safety
    /// For `Fenced`: `p <= nl`.
    unsafe fn ident_run(self, p: usize) -> (usize, u64);
    /// The end of the run of name characters (`NAME`) from `p`, `src[p]` being one.
    ///
    /// # Safety
    /// For `Fenced`: `p <= nl`.
    unsafe fn name_run(self, p: usize) -> usize;
    /// `scan_number(self, from, first)`.
    ///
    /// # Safety
    /// For `Fenced`: `from <= nl`.
    unsafe fn number(self, from: usize, first: u8) -> (usize, u32);
}

/// Reads anywhere, with bounds checks.
#[derive(Clone, Copy)]
struct Checked<'a>(&'a [u8]);

impl<'a> Reader<'a> for Checked<'a> {
    #[inline(always)]
    fn src(self) -> &'a [u8] {
        self.0
    }
    #[inline(always)]
    fn fits(self, _: usize) -> bool {
        true
    }
    #[inline(always)]
    fn inside(self, i: usize) -> bool {
        i < self.0.len()
    }
    #[inline(always)]
    unsafe fn at(self, i: usize) -> u8 {
        at(self.0, i)
    }
    #[inline(always)]
    unsafe fn at4(self, i: usize) -> u32 {
        u32::from_le_bytes([at(self.0, i), at(self.0, i + 1), at(self.0, i + 2), at(self.0, i + 3)])
    }
    #[inline(always)]
    unsafe fn ident_run(self, p: usize) -> (usize, u64) {
        // SAFETY: `Checked` reads anywhere.
        let q = unsafe { scan(self, p + 1, IDENT) };
        (q, crate::hashing::word_at(self.0, p, (q - p).min(8)))
    }
    #[inline(always)]
    unsafe fn name_run(self, p: usize) -> usize {
        // SAFETY: `Checked` reads anywhere.
        unsafe { scan(self, p + 1, NAME) }
    }
    #[inline(always)]
    unsafe fn number(self, from: usize, first: u8) -> (usize, u32) {
        // SAFETY: `Checked` reads anywhere.
        unsafe { scan_number(self, from, first) }
    }
}

/// The source, of which the part up to `nl`, a line end at least 16 bytes before the end,
/// is lexed without bounds checks. A token that starts at or before `nl` (which `fits`
/// tells the loop) is read from its start up to at most 15 bytes past `nl`: fixed
/// lookaheads from the start are shorter than that, and every scan over a class of
/// bytes (names, digits) starts at or before `nl` and so stops at `nl` at the latest,
/// '\n' being in no class that a scan runs over. Blanks and comments, strings and the
/// rare tokens are read with bounds checks (`skip_blanks`, `lex_other`).
#[derive(Clone, Copy)]
struct Fenced<'a> {
    src: &'a [u8],
    /// `src[nl] == b'\n'` and `nl + 16 <= src.len()`.
    nl: usize,
}

impl<'a> Fenced<'a> {
    /// The fence of `src`: its last line end at least 16 bytes before its end, if any.
    fn new(src: &'a [u8]) -> Option<Fenced<'a>> {
        let last = src.len().checked_sub(16)?;
        let nl = src[..=last].iter().rposition(|&b| b == b'\n')?;
        Some(Fenced { src, nl })
    }
}

impl<'a> Reader<'a> for Fenced<'a> {
    #[inline(always)]
    fn src(self) -> &'a [u8] {
        self.src
    }
    #[inline(always)]
    fn fits(self, p: usize) -> bool {
        p <= self.nl
    }
    #[inline(always)]
    fn inside(self, i: usize) -> bool {
        debug_assert!(i <= self.nl + 15);
        true
    }
    #[inline(always)]
    unsafe fn at(self, i: usize) -> u8 {
        debug_assert!(i <= self.nl + 15);
        // SAFETY: `i <= nl + 15` (the caller's promise) and `nl + 16 <= src.len()`
        // (`Fenced::new`).
        unsafe { *self.src.get_unchecked(i) }
    }
    #[inline(always)]
    unsafe fn at4(self, i: usize) -> u32 {
        debug_assert!(i + 3 <= self.nl + 15);
        // SAFETY: `i + 3 <= nl + 15` (the caller's promise) and `nl + 16 <= src.len()`.
        u32::from_le_bytes(unsafe { self.src.get_unchecked(i..i + 4) }.try_into().unwrap_or([0; 4]))
    }
    #[inline(always)]
    unsafe fn ident_run(self, p: usize) -> (usize, u64) {
        debug_assert!(p <= self.nl);
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: `p + 16 <= nl + 16 <= src.len()`.
            unsafe { ident_run_sse2::<false>(self, p) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            // SAFETY: `p <= nl`.
            unsafe { ident_run_scalar(self, p) }
        }
    }
    #[inline(always)]
    unsafe fn name_run(self, p: usize) -> usize {
        debug_assert!(p <= self.nl);
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: `p + 16 <= nl + 16 <= src.len()`.
            unsafe { ident_run_sse2::<true>(self, p).0 }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            // SAFETY: `p <= nl`.
            unsafe { scan(self, p + 1, NAME) }
        }
    }
    #[inline(always)]
    unsafe fn number(self, from: usize, first: u8) -> (usize, u32) {
        // (A loop: numbers are short, and word-at-a-time arithmetic took more
        // instructions than it saved, its 64-bit constants costing registers.)
        // SAFETY: `from <= nl`.
        unsafe { scan_number(self, from, first) }
    }
}

/// `Fenced::ident_run` a byte at a time (the portable way; on x86-64 it is the
/// reference the vector version is tested against).
///
/// # Safety
/// `p <= r.nl`.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline(always)]
unsafe fn ident_run_scalar(r: Fenced<'_>, p: usize) -> (usize, u64) {
    debug_assert!(p <= r.nl);
    // SAFETY: `p <= nl` (as for `scan`), and `p + 8 <= nl + 8 < src.len()`.
    unsafe {
        let q = scan(r, p + 1, IDENT);
        let head = u64::from_le_bytes(r.src.get_unchecked(p..p + 8).try_into().unwrap_or([0; 8]));
        (q, head)
    }
}

/// `Fenced::ident_run` sixteen bytes at a time with SSE2 (which every x86-64 has): one
/// load classifies the whole of most identifiers, and gives the keyword lookup its
/// first eight bytes. With `DASH`, `Fenced::name_run` (`-` continues the run too).
///
/// # Safety
/// `p <= r.nl`: the sixteen bytes from `p` are in `src`, and if all of them continue the
/// identifier, `nl` (no identifier character) is past them, so the scan from `p + 16`
/// stops at `nl` at the latest.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
unsafe fn ident_run_sse2<const DASH: bool>(r: Fenced<'_>, p: usize) -> (usize, u64) {
    use std::arch::x86_64::*;
    debug_assert!(p <= r.nl && p + 16 <= r.src.len());
    // SAFETY: `p + 16 <= nl + 16 <= src.len()` (`Fenced`); SSE2 is part of x86-64.
    unsafe {
        let w = _mm_loadu_si128(r.src.as_ptr().add(p) as *const __m128i);
        // Letters: `b | 0x20` in `a..=z` (only letters map there); digits: `b` in
        // `0..=9`; each range test is an add that moves the range to the bottom of the
        // signed bytes and one signed compare.
        let lower = _mm_or_si128(w, _mm_set1_epi8(0x20));
        let alpha = _mm_cmplt_epi8(_mm_add_epi8(lower, _mm_set1_epi8(0x80u8.wrapping_sub(b'a') as i8)), _mm_set1_epi8((0x80 + 26u8) as i8));
        let digit = _mm_cmplt_epi8(_mm_add_epi8(w, _mm_set1_epi8(0x80u8.wrapping_sub(b'0') as i8)), _mm_set1_epi8((0x80 + 10u8) as i8));
        let punct = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(w, _mm_set1_epi8(b'$' as i8)), _mm_cmpeq_epi8(w, _mm_set1_epi8(b'.' as i8))),
            _mm_cmpeq_epi8(w, _mm_set1_epi8(b'_' as i8)),
        );
        let punct = if DASH { _mm_or_si128(punct, _mm_cmpeq_epi8(w, _mm_set1_epi8(b'-' as i8))) } else { punct };
        let ident = _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(alpha, digit), punct)) as u32;
        // Bit 16 set: a run of all sixteen ends at 16 at the earliest.
        let len = (!ident | 0x1_0000).trailing_zeros() as usize;
        let head = _mm_cvtsi128_si64(w) as u64;
        let q = if len < 16 { p + len } else { scan(r, p + 16, if DASH { NAME } else { IDENT }) };
        (q, head)
    }
}

/// The first position from `q` on whose byte is not of the class `mask`, which '\n' is
/// not of.
///
/// # Safety
/// For `Fenced`: `q <= nl`. (Every byte passed is of the class, and `src[nl]` is not, so
/// the scan reads no further than `nl`.)
#[inline(always)]
unsafe fn scan<'a>(r: impl Reader<'a>, mut q: usize, mask: u8) -> usize {
    debug_assert!(T.class[b'\n' as usize] & mask == 0);
    // SAFETY: see above.
    while T.class[unsafe { r.at(q) } as usize] & mask != 0 {
        q += 1;
    }
    q
}

/// The decimal digits from `from` on, `src[from]` being `first`, a digit, read in one
/// pass: where they end, and their value when there are at most nine (`NO_NUM`
/// otherwise, read it from the text).
///
/// # Safety
/// For `Fenced`: `from <= nl` (as for `scan`).
#[inline(always)]
unsafe fn scan_number<'a>(r: impl Reader<'a>, from: usize, first: u8) -> (usize, u32) {
    let mut n = first.wrapping_sub(b'0') as u64;
    let mut q = from + 1;
    loop {
        // SAFETY: as for `scan` (`src[q - 1]` is a digit, so `q - 1 < nl`).
        let d = unsafe { r.at(q) }.wrapping_sub(b'0');
        if d >= 10 {
            break;
        }
        n = n.wrapping_mul(10).wrapping_add(d as u64);
        q += 1;
    }
    (q, if q - from <= 9 { n as u32 } else { NO_NUM })
}

/// An identifier token (its `hi_word`), with the keyword it spells, or else (in `num`)
/// the index of the attribute it names in `AttrKind::ALL`: the lexer's thread looks both
/// up, so the parser's attribute lists need no lookup of their own. A one-word type that
/// nothing continues gets its id (see `Token::num`), so that the parser's most common
/// type is one test. `e` is `at(end)`, which the caller has read already; `head` is the
/// eight bytes from `start` (`Reader::ident_run`). `None` if `HEX` and the word starts a
/// hexadecimal integer (`u0x...`, `s0x...`; no keyword does).
///
/// # Safety
/// For `Fenced`: `start <= nl` and `end <= nl`.
#[inline(always)]
unsafe fn ident_token<'a, const HEX: bool>(r: impl Reader<'a>, start: usize, end: usize, e: u8, head: u64) -> Option<u64> {
    let Some(word) = Kw::word_of_head_at(r.src(), start, end - start, head) else {
        // Out of line, as most identifiers are keywords.
        let num = other_word(r.src(), start, end, HEX)?;
        return Some(hi_word(Tok::Ident, Kw::Other, num));
    };
    // The next token's first character, after at most one space (the way types are
    // written). Only `*`, `(` and `addrspace` continue a type; more blanks, a line end
    // or a comment leave it open, and so does the end of the input. (Worked out for
    // every keyword, without a branch: the other keywords' `num` is `NO_NUM` anyway.)
    let c = if e == b' ' {
        if r.inside(end + 1) {
            // SAFETY: `end + 1 <= nl + 1`.
            unsafe { r.at(end + 1) }
        } else {
            b'\n'
        }
    } else if r.inside(end) {
        e
    } else {
        b'\n'
    };
    let open = if T.class[c as usize] & TYPE_OPEN == 0 { 0 } else { NUM_BITS };
    Some(word | open)
}

/// The token `[start, end)` whose last eight bytes are `hi` (see `write_token`).
#[inline(always)]
fn token_of(start: usize, end: usize, hi: u64) -> Token {
    let mut t = MaybeUninit::uninit();
    // SAFETY: `write_token` writes every field of `t` (with valid values).
    unsafe {
        write_token(&mut t, start, end, hi);
        t.assume_init()
    }
}

/// `ident_token` for a word that is no keyword: the index in `AttrKind::ALL` of the
/// attribute `src[start..end]` names, or `NO_NUM`; `None` if `hex` and the word starts a
/// hexadecimal integer. Out of line: the token loop has no register to spare for the
/// attribute table's address.
#[inline(never)]
fn other_word(src: &[u8], start: usize, end: usize, hex: bool) -> Option<u32> {
    if hex && matches!(src.get(start..start + 3), Some(b"u0x" | b"s0x")) {
        return None;
    }
    Some(crate::attrs::AttrKind::index_at(src, start, end).map_or(NO_NUM, |i| i as u32))
}

/// Lexes tokens from `pos` on into `slots`, until they are full, the end of file is
/// written, or (`Fenced`) the next token starts past the fence; returns the position
/// after the last token, how many were written and whether the last was the end of
/// file. The loop over tokens and the lexing of one are one function, so that the hot
/// loop keeps its state in registers and each kind of token goes back to the top by
/// itself (no test of a merged "was that the end" flag per token); tokens are written in
/// place (`put!`), most of them in three stores (`put_hi!`). The dispatch is one jump on
/// the first byte's `Lead`, blanks included.
///
/// `Fenced` and `Checked` give the same tokens: they differ only in how a byte is read,
/// and in where `Fenced` stops.
#[inline(always)]
fn lex_tokens<'a>(r: impl Reader<'a>, mut pos: usize, slots: &mut [MaybeUninit<Token>]) -> (usize, usize, bool) {
    let src = r.src();
    // The slots are written through a pointer compared with the end, and how many were
    // written is worked out from it when the loop stops, so that the loop keeps one
    // pointer (no count, no slice iterator's two).
    let base = slots.as_mut_ptr();
    // SAFETY: one past the end of `slots`.
    let end = unsafe { base.add(slots.len()) };
    let mut out = base;
    let written = |out: *mut MaybeUninit<Token>| {
        debug_assert!(base <= out && out <= end);
        // SAFETY: `out` is within `slots` or one past its end (where the loop stops).
        unsafe { out.offset_from(base) as usize }
    };
    // Only blanks and the rare tokens (strings) pass a line end, so only those test the
    // fence (`fits`); every other token ends at or before the line end at `nl`.
    if !r.fits(pos) {
        return (pos, 0, false);
    }
    // Writes a token at `out` and moves on (only after the whole token, so that the loop
    // keeps one slot pointer, not the slot and the next).
    macro_rules! put {
        ($t:expr) => {{
            let t = $t;
            debug_assert!(written(out) < slots.len());
            // SAFETY: `out` is below `end` (tested at the top of the loop), so it is one
            // of the slots; it then moves on by one, at most to `end`.
            unsafe {
                out.write(MaybeUninit::new(t));
                out = out.add(1);
            }
        }};
    }
    // `put!` for a token given as its span and `hi_word`.
    macro_rules! put_hi {
        ($start:expr, $end:expr, $hi:expr) => {{
            let (start, end, hi) = ($start, $end, $hi);
            debug_assert!(written(out) < slots.len());
            // SAFETY: as for `put!`.
            unsafe {
                write_token(out, start, end, hi);
                out = out.add(1);
            }
        }};
    }
    'tokens: loop {
        if out == end {
            return (pos, written(out), false);
        }
        let mut p = pos;
        // SAFETY (for `Fenced`, here and below): `p <= nl`: `fits` held before the first
        // token and after each blank run or `lex_other` token, and every other token ends
        // at or before `nl` (a one-byte token is no line end, so it ends at `nl` at the
        // latest; scans stop at `nl`; a numbered label's colon is no line end).
        let mut c = unsafe { r.at(p) };
        // Blanks and comments. A single space between tokens is the common case.
        if c == b' ' {
            // `src[p]` is no line end, so `p < nl`.
            p += 1;
            // SAFETY: `p <= nl`.
            c = unsafe { r.at(p) };
        }
        // The most common tokens, scanned with a local position; anything else (and the
        // special cases of these) is `lex_other`.
        'dispatch: loop {
            match T.lead[c as usize] {
                Lead::Blank => {
                    // A line end and an indentation of two, the most common run of
                    // blanks, inline.
                    // SAFETY: `p + 3 <= nl + 3`.
                    let w = unsafe { r.at4(p) };
                    // (One compare for the three bytes; `d` is the fourth.)
                    let d = w.to_le_bytes()[3];
                    if w & 0x00FF_FFFF == u32::from_le_bytes(*b"\n  \0") && T.lead[d as usize] != Lead::Blank && r.inside(p + 3) {
                        p += 3;
                    } else {
                        p = skip_blanks(src, p);
                    }
                    if !r.fits(p) {
                        return (p, written(out), false);
                    }
                    // SAFETY: `p <= nl` (`fits`).
                    c = unsafe { r.at(p) };
                }
                Lead::Punct => {
                    put_hi!(p, p + 1, T.punct_hi[c as usize]);
                    pos = p + 1;
                    continue 'tokens;
                }
                Lead::Letter => {
                    // SAFETY: `p <= nl`.
                    let (q, head) = unsafe { r.ident_run(p) };
                    // SAFETY: `q <= nl`, and so are the lookaheads below `nl + 15`.
                    let e = unsafe { r.at(q) };
                    // Not: a label, `c"..."`, nor (`ident_token` tells) `u0x...`/`s0x...`.
                    if T.class[e as usize] & IDENT_END_SPECIAL != 0 {
                        break 'dispatch;
                    }
                    // SAFETY: `p <= nl`, `q <= nl`.
                    let Some(hi) = (unsafe { ident_token::<true>(r, p, q, e, head) }) else {
                        break 'dispatch;
                    };
                    put_hi!(p, q, hi);
                    pos = q;
                    continue 'tokens;
                }
                Lead::Sigil => {
                    // SAFETY: `p + 1 <= nl + 1`.
                    let d = unsafe { r.at(p + 1) };
                    if is_digit(d) {
                        // SAFETY: `c` is no line end, so `p + 1 <= nl`.
                        let (end, num) = unsafe { r.number(p + 1, d) };
                        put_hi!(p, end, T.id_hi[c as usize] | hi_word(Tok::Eof, Kw::Other, num));
                        pos = end;
                        continue 'tokens;
                    }
                    if is_name_start(d) {
                        // SAFETY: `c` is no line end, so `p + 1 <= nl`.
                        let q = unsafe { r.name_run(p + 1) };
                        put_hi!(p, q, T.var_hi[c as usize]);
                        pos = q;
                        continue 'tokens;
                    }
                    break 'dispatch;
                }
                Lead::Digit => {
                    // A plain decimal integer or a numbered label (anything else:
                    // `lex_number_or_label`), its value read while scanning.
                    // SAFETY: `p <= nl`.
                    let (q, num) = unsafe { r.number(p, c) };
                    // SAFETY: `q <= nl`.
                    let next = unsafe { r.at(q) };
                    if next == b':' {
                        put!(Token::new(Tok::Label, p as u32, q as u32));
                        pos = q + 1;
                        continue 'tokens;
                    }
                    if !is_name_char(next) && !(c == b'0' && q == p + 1 && next == b'x') {
                        put_hi!(p, q, hi_word(Tok::Integer, Kw::Other, num));
                        pos = q;
                        continue 'tokens;
                    }
                    break 'dispatch;
                }
                Lead::Bang => {
                    // SAFETY: `p + 1 <= nl + 1`.
                    let d = unsafe { r.at(p + 1) };
                    if is_digit(d) {
                        // SAFETY: `c` is no line end, so `p + 1 <= nl`.
                        let (end, num) = unsafe { r.number(p + 1, d) };
                        put_hi!(p, end, hi_word(Tok::MetadataId, Kw::Other, num));
                        pos = end;
                        continue 'tokens;
                    }
                    // `!DILocation` and `!foo` both lex as names; the parser tells them
                    // apart by what follows (`(`). Anything else (`!{`, `!"..."`) is a
                    // lone `!`.
                    let (kind, q) = if T.class[d as usize] & MD_NAME != 0 {
                        // SAFETY: `c` is no line end, so `p + 1 <= nl`.
                        (Tok::MetadataVar, unsafe { scan(r, p + 1, MD_NAME) })
                    } else {
                        (Tok::Exclaim, p + 1)
                    };
                    put!(Token::new(kind, p as u32, q as u32));
                    pos = q;
                    continue 'tokens;
                }
                Lead::Other => break 'dispatch,
            }
        }
        let (next, t) = lex_other(src, p);
        let eof = t.kind == Tok::Eof;
        put!(t);
        pos = next;
        if eof || !r.fits(pos) {
            return (pos, written(out), eof);
        }
    }
}

/// `lex_tokens` for `Fenced`, in a function of its own so that the token loop has all
/// registers to itself.
#[inline(never)]
fn lex_fenced(r: Fenced<'_>, pos: usize, slots: &mut [MaybeUninit<Token>]) -> (usize, usize, bool) {
    lex_tokens(r, pos, slots)
}

/// `Lexer::lex_other` for `lex_tokens`, out of line so that the hot loop stays small.
#[inline(never)]
fn lex_other(src: &[u8], start: usize) -> (usize, Token) {
    let mut lx = Lexer { src, pos: start, fence: None };
    let t = lx.lex_other(start);
    (lx.pos, t)
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { src: src.as_bytes(), pos: 0, fence: None }
    }

    pub fn source(&self) -> &'a [u8] {
        self.src
    }

    pub fn position(&self) -> usize {
        self.pos
    }

    /// Moves the lexer to `pos` (used to re-lex a region, e.g. raw attribute arguments).
    pub fn seek(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn peek(&self, ahead: usize) -> u8 {
        self.src.get(self.pos + ahead).copied().unwrap_or(0)
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token::new(kind, start as u32, self.pos as u32)
    }

    /// A numbered sigil token (`%3`, `!3`, …) with its number read.
    fn num_tok(&self, kind: Tok, start: usize) -> Token {
        let mut t = self.tok(kind, start);
        if let Some(&d) = self.src.get(start + 1).filter(|&&d| is_digit(d)) {
            // SAFETY: `Checked` reads anywhere.
            t.num = unsafe { scan_number(Checked(self.src), start + 1, d) }.1;
        }
        t
    }

    /// Scans a `"..."` string starting at the quote; returns false if unterminated.
    fn scan_string(&mut self) -> bool {
        debug_assert_eq!(self.peek(0), b'"');
        let end = find_byte(self.src, self.pos + 1, b'"');
        if end < self.src.len() {
            self.pos = end + 1;
            true
        } else {
            self.pos = end;
            false
        }
    }

    #[inline]
    fn scan_while(&mut self, f: impl Fn(u8) -> bool) {
        let src = self.src;
        let mut p = self.pos;
        while p < src.len() && f(src[p]) {
            p += 1;
        }
        self.pos = p;
    }

    /// After a sigil (`@`, `%`, `$`): a quoted name, a number, or a bare name.
    fn lex_sigil_name(&mut self, start: usize, named: Tok, numbered: Tok) -> Token {
        let c = self.peek(0);
        if c == b'"' {
            if !self.scan_string() {
                return self.tok(Tok::Error, start);
            }
            return self.tok(named, start);
        }
        if c.is_ascii_digit() {
            self.scan_while(is_digit);
            return self.num_tok(numbered, start);
        }
        if is_name_start(c) {
            self.scan_while(is_name_char);
            return self.tok(named, start);
        }
        self.tok(Tok::Error, start)
    }

    /// Appends tokens to `out` until it holds `max` or the end of file is reached;
    /// returns whether it was. (One call per chunk of tokens, with `lex_into` inlined
    /// into the loop, costs less than a call per token.) Tokens are written straight into
    /// `out`'s spare capacity: no capacity check per token (`push`), no initializing
    /// every slot first (`resize`), no copy from a buffer (`extend_from_slice`).
    #[inline(never)]
    pub fn fill(&mut self, out: &mut Vec<Token>, max: usize) -> bool {
        let start = out.len();
        let room = max.saturating_sub(start);
        out.reserve(room);
        let slots = &mut out.spare_capacity_mut()[..room];
        // Up to the fence without bounds checks, the rest (the last line or so) with.
        let (mut pos, mut n) = (self.pos, 0);
        if let Some(fenced) = self.fenced() {
            (pos, n, _) = lex_fenced(fenced, pos, slots);
        }
        let mut done = false;
        if let Some(rest) = slots.get_mut(n..).filter(|rest| !rest.is_empty()) {
            let (p, k, eof) = lex_tokens(Checked(self.src), pos, rest);
            (pos, n, done) = (p, n + k, eof);
        }
        // SAFETY: the loop wrote (`MaybeUninit::write`) the first `n` slots of the spare
        // capacity, which are `out[start..start + n]`.
        unsafe { out.set_len(start + n) };
        self.pos = pos;
        done
    }

    /// The part of the source that `fill` reads without bounds checks (found once: it is
    /// a search back from the end for a line end).
    fn fenced(&mut self) -> Option<Fenced<'a>> {
        let src = self.src;
        let nl = *self.fence.get_or_insert_with(|| Fenced::new(src).map(|f| f.nl));
        nl.map(|nl| Fenced { src, nl })
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        let mut t = [MaybeUninit::uninit()];
        self.pos = lex_tokens(Checked(self.src), self.pos, &mut t).0;
        // SAFETY: `lex_tokens` writes at least one token (the end of file at the end).
        unsafe { t[0].assume_init() }
    }

    /// The token at `start` (after blanks) that the fast paths of `lex_into` did not
    /// take: rare kinds, and the special cases of common ones.
    fn lex_other(&mut self, start: usize) -> Token {
        if start >= self.src.len() {
            self.pos = start;
            return Token::new(Tok::Eof, start as u32, start as u32);
        }
        let c = self.src[start];
        self.pos = start + 1;
        // (Single-character tokens and `!` never come here: `lex_into` lexes them.)
        match c {
            b'@' => self.lex_sigil_name(start, Tok::GlobalVar, Tok::GlobalId),
            b'%' => self.lex_sigil_name(start, Tok::LocalVar, Tok::LocalId),
            b'$' => {
                // `$name` comdat; a bare `$` name start is otherwise an identifier char.
                self.lex_sigil_name(start, Tok::ComdatVar, Tok::Error)
            }
            b'^' => {
                self.scan_while(is_digit);
                if self.pos == start + 1 {
                    return self.tok(Tok::Error, start);
                }
                self.num_tok(Tok::SummaryId, start)
            }
            b'#' => {
                let c = self.peek(0);
                if c.is_ascii_digit() {
                    self.scan_while(is_digit);
                    self.num_tok(Tok::AttrGrpId, start)
                } else if c.is_ascii_alphabetic() {
                    self.scan_while(is_ident_char);
                    self.tok(Tok::DbgRecord, start)
                } else {
                    self.tok(Tok::Error, start)
                }
            }
            b'"' => {
                self.pos = start;
                if !self.scan_string() {
                    return self.tok(Tok::Error, start);
                }
                if self.peek(0) == b':' {
                    let t = self.tok(Tok::Label, start);
                    self.pos += 1;
                    return t;
                }
                self.tok(Tok::String, start)
            }
            b'.' if self.peek(0) == b'.' && self.peek(1) == b'.' => {
                self.pos += 2;
                self.tok(Tok::DotDotDot, start)
            }
            b'0' if self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit()
                || (self.peek(0) == b'x' && matches!(self.peek(1), b'K' | b'L' | b'M' | b'H' | b'R')) =>
            {
                self.pos += 1;
                if matches!(self.peek(0), b'K' | b'L' | b'M' | b'H' | b'R') {
                    self.pos += 1;
                }
                self.scan_while(|c| c.is_ascii_hexdigit());
                self.tok(Tok::HexFloat, start)
            }
            b'u' | b's' if self.peek(0) == b'0' && self.peek(1) == b'x' => {
                self.pos += 2;
                self.scan_while(|c| c.is_ascii_hexdigit());
                self.tok(Tok::HexInteger, start)
            }
            b'-' | b'+' | b'0'..=b'9' => self.lex_number_or_label(start),
            c if is_name_start(c) => {
                // Labels may contain '-', identifiers may not: a '-' after the identifier
                // characters makes this a label only if a ':' ends the longer name.
                self.scan_while(is_ident_char);
                let ident_end = self.pos;
                if self.peek(0) == b'-' {
                    self.scan_while(is_name_char);
                }
                if self.peek(0) == b':' {
                    let t = self.tok(Tok::Label, start);
                    self.pos += 1;
                    return t;
                }
                self.pos = ident_end;
                if c == b'c' && self.pos == start + 1 && self.peek(0) == b'"' {
                    if !self.scan_string() {
                        return self.tok(Tok::Error, start);
                    }
                    return self.tok(Tok::CString, start);
                }
                if !(c.is_ascii_alphabetic() || c == b'_') {
                    return self.tok(Tok::Error, start);
                }
                {
                    let head = crate::hashing::word_at(self.src, start, (self.pos - start).min(8));
                    // SAFETY: `Checked` reads anywhere. (`u0x...` and `s0x...` were taken
                    // above.)
                    let hi = unsafe { ident_token::<false>(Checked(self.src), start, self.pos, self.peek(0), head) };
                    token_of(start, self.pos, hi.unwrap_or_else(|| unreachable!()))
                }
            }
            _ => {
                // A stray character: the error token covers all of it, so that token
                // text (read back as `str`) never ends inside a multi-byte UTF-8 sequence.
                while self.pos < self.src.len() && self.src[self.pos] & 0xC0 == 0x80 {
                    self.pos += 1;
                }
                self.tok(Tok::Error, start)
            }
        }
    }

    fn lex_number_or_label(&mut self, start: usize) -> Token {
        let first = self.src[start];
        // A label made of digits (and name characters): `42:` or `1.2:`.
        if first.is_ascii_digit() {
            let save = self.pos;
            self.scan_while(is_name_char);
            if self.peek(0) == b':' {
                let t = self.tok(Tok::Label, start);
                self.pos += 1;
                return t;
            }
            self.pos = save;
        }
        if matches!(first, b'-' | b'+') {
            if !self.peek(0).is_ascii_digit() {
                // `-foo:` style labels.
                if first == b'-' && is_name_start(self.peek(0)) {
                    self.scan_while(is_name_char);
                    if self.peek(0) == b':' {
                        let t = self.tok(Tok::Label, start);
                        self.pos += 1;
                        return t;
                    }
                }
                return self.tok(Tok::Error, start);
            }
        }
        self.scan_while(is_digit);
        if self.peek(0) != b'.' {
            if first == b'+' {
                return self.tok(Tok::Error, start);
            }
            return self.tok(Tok::Integer, start);
        }
        self.pos += 1;
        self.scan_while(is_digit);
        if matches!(self.peek(0), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.peek(0), b'-' | b'+') {
                self.pos += 1;
            }
            if self.peek(0).is_ascii_digit() {
                self.scan_while(is_digit);
            } else {
                self.pos = save;
            }
        }
        self.tok(Tok::Float, start)
    }
}

/// Decodes the escapes of a quoted string's contents (`\\` and `\XX` hex) into bytes.
/// `quoted` is the text including the surrounding quotes.
pub fn unescape(quoted: &[u8]) -> Vec<u8> {
    let inner = &quoted[1..quoted.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c == b'\\' && i + 1 < inner.len() {
            if inner[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < inner.len() && inner[i + 1].is_ascii_hexdigit() && inner[i + 2].is_ascii_hexdigit() {
                let hex = |b: u8| (b as char).to_digit(16).unwrap() as u8;
                out.push(hex(inner[i + 1]) * 16 + hex(inner[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, &str)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, &src[t.start as usize..t.end as usize]));
        }
    }

    #[test]
    fn lexes_instruction_line() {
        assert_eq!(
            kinds("%x = add nsw i32 %0, -1 ; comment\n"),
            vec![
                (Tok::LocalVar, "%x"),
                (Tok::Equal, "="),
                (Tok::Ident, "add"),
                (Tok::Ident, "nsw"),
                (Tok::Ident, "i32"),
                (Tok::LocalId, "%0"),
                (Tok::Comma, ","),
                (Tok::Integer, "-1"),
            ]
        );
    }

    #[test]
    fn lexes_labels_metadata_and_literals() {
        assert_eq!(
            kinds("for.body: !DILocation(line: 3) !0 !dbg #1 #dbg_value c\"a\\00\" 0xK4000 1.5e+00 u0x1F $c"),
            vec![
                (Tok::Label, "for.body"),
                (Tok::MetadataVar, "!DILocation"),
                (Tok::LParen, "("),
                (Tok::Label, "line"),
                (Tok::Integer, "3"),
                (Tok::RParen, ")"),
                (Tok::MetadataId, "!0"),
                (Tok::MetadataVar, "!dbg"),
                (Tok::AttrGrpId, "#1"),
                (Tok::DbgRecord, "#dbg_value"),
                (Tok::CString, "c\"a\\00\""),
                (Tok::HexFloat, "0xK4000"),
                (Tok::Float, "1.5e+00"),
                (Tok::HexInteger, "u0x1F"),
                (Tok::ComdatVar, "$c"),
            ]
        );
    }

    #[test]
    fn error_tokens_cover_whole_characters() {
        assert_eq!(
            kinds("0 \u{e9} \u{1F600}x"),
            vec![(Tok::Integer, "0"), (Tok::Error, "\u{e9}"), (Tok::Error, "\u{1F600}"), (Tok::Ident, "x")]
        );
        // Every token of text with non-ASCII characters in all kinds of places starts and
        // ends on a character boundary.
        let src = "@\u{e9} %\u{e9}x #\u{e9} !\u{e9} ^\u{e9} $\u{e9} -\u{e9} +\u{e9} c\u{e9} \"\u{e9}\" \
                   ; \u{e9}\n\u{e9}: 1\u{e9} \u{e9}";
        let mut lx = Lexer::new(src);
        loop {
            let t = lx.next_token();
            assert!(src.is_char_boundary(t.start as usize) && src.is_char_boundary(t.end as usize), "{t:?}");
            if t.kind == Tok::Eof {
                break;
            }
        }
    }

    /// A one-word type carries its id when what follows cannot continue it; when unsure
    /// (line end, comment, more than one space, a word starting with `a`) the parser
    /// decides.
    #[test]
    fn one_word_types_know_whether_they_are_whole() {
        use crate::types::TypeTable;
        let first = |src: &str| Lexer::new(src).next_token();
        for (src, whole) in [
            ("i32 %x", true),
            ("ptr, ", true),
            ("i64]", true),
            ("double noundef", true),
            ("double  noundef", false),
            ("i8", false),
            ("i32*", false),
            ("i32 (ptr)", false),
            ("ptr addrspace(1)", false),
            ("ptr align 8", false),
            ("i32\n*", false),
            ("i32 ; c\n", false),
        ] {
            assert_eq!(first(src).num != NO_NUM, whole, "{src:?}");
        }
        // Every one-word type names its own type (`Kw::one_word_type` follows the order of
        // the keyword list).
        for (text, ty) in [
            ("ptr", TypeTable::PTR),
            ("float", TypeTable::FLOAT),
            ("double", TypeTable::DOUBLE),
            ("label", TypeTable::LABEL),
            ("metadata", TypeTable::METADATA),
            ("i1", TypeTable::I1),
            ("i8", TypeTable::I8),
            ("i16", TypeTable::I16),
            ("i32", TypeTable::I32),
            ("i64", TypeTable::I64),
        ] {
            assert_eq!(first(&format!("{text} %x")).num, ty.0, "{text}");
        }
        assert_eq!((first("void %x").num, first("x86_fp80 %x").num), (NO_NUM, NO_NUM));
    }

    /// Random bytes, mostly of the classes the scans tell apart.
    fn random_bytes(x: &mut u64, len: usize) -> Vec<u8> {
        const ALPHABET: &[u8] = b"azAZmq09$._-:\" \n\t\r(,*;@%!\\\x00\x7f\xc3\xa9\xff";
        (0..len)
            .map(|_| {
                *x ^= *x << 13;
                *x ^= *x >> 7;
                *x ^= *x << 17;
                if *x % 5 == 0 {
                    (*x >> 8) as u8
                } else {
                    ALPHABET[(*x >> 8) as usize % ALPHABET.len()]
                }
            })
            .collect()
    }

    /// The SSE2 identifier scan and the portable one agree at every identifier start.
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn sse2_identifier_runs_match_the_portable_loop() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut starts = 0;
        for round in 0..3000 {
            let mut buf = random_bytes(&mut x, round % 80);
            // Long identifiers too.
            if round % 7 == 0 {
                buf.extend(std::iter::repeat(b'k').take(round % 40));
            }
            buf.push(b'\n');
            buf.extend(random_bytes(&mut x, 16 + round % 5));
            let Some(f) = Fenced::new(&buf) else { continue };
            for p in 0..=f.nl {
                if is_ident_char(buf[p]) {
                    // SAFETY: `p <= nl`.
                    let (a, b) = unsafe { (ident_run_sse2::<false>(f, p), ident_run_scalar(f, p)) };
                    assert_eq!(a, b, "{:?} at {p}", String::from_utf8_lossy(&buf));
                    starts += 1;
                }
                if is_name_char(buf[p]) {
                    // SAFETY: `p <= nl`.
                    let (a, b) = unsafe { (ident_run_sse2::<true>(f, p).0, scan(f, p + 1, NAME)) };
                    assert_eq!(a, b, "{:?} at {p}", String::from_utf8_lossy(&buf));
                }
            }
        }
        assert!(starts > 10_000);
    }

    /// The blank and byte scans (vector and word at a time) find what a loop over the
    /// bytes finds, from every position.
    #[test]
    fn blank_and_byte_scans_match_byte_loops() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for round in 0..2000 {
            let buf = random_bytes(&mut x, round % 100);
            for p in 0..=buf.len() {
                let white = (p..buf.len()).find(|&i| !is_white(buf[i])).unwrap_or(buf.len());
                assert_eq!(skip_white(&buf, p), white);
                let nl = (p..buf.len()).find(|&i| buf[i] == b'\n').unwrap_or(buf.len());
                assert_eq!(find_byte(&buf, p, b'\n'), nl);
            }
        }
    }

    #[test]
    fn unescapes_hex_and_backslash() {
        assert_eq!(unescape(b"\"a\\5C\\\\b\""), b"a\\\\b".to_vec());
    }
}
