//! The data layout: endianness, pointer sizes, type alignments and the other properties of
//! a `target datalayout` string, with the size and alignment queries isel needs.
//!
//! Parsing follows LLVM 19's `DataLayout::parseSpecifier` exactly, including its error
//! messages, its leniency (trailing fields it does not know are ignored) and its defaults
//! for everything the string leaves out. The size and alignment rules follow LLVM 19's
//! `DataLayout::getAlignment` / `getTypeSizeInBits` / `StructLayout`; the unit tests at the
//! bottom check them against numbers printed by clang-19 and opt-19.

use crate::types::{FloatKind, Type, TypeId, TypeTable};

/// Byte order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endian {
    Little,
    Big,
}

/// Symbol mangling style (`m:` in the string); decides the global and private prefixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mangling {
    /// No `m:` given: names are used as they are.
    None,
    /// `m:e`: ELF, private symbols start with `.L`.
    Elf,
    /// `m:o`: Mach-O, globals get a leading `_`, private symbols start with `L`.
    MachO,
    /// `m:m`: MIPS, private symbols start with `$`.
    Mips,
    /// `m:w`: COFF (64-bit Windows), private symbols start with `.L`.
    WinCoff,
    /// `m:x`: COFF for 32-bit x86: leading `_`, and `@N` suffixes for stdcall/fastcall.
    WinCoffX86,
    /// `m:l`: GOFF (z/OS).
    Goff,
    /// `m:a`: XCOFF (AIX).
    Xcoff,
}

/// How function pointers are aligned (`Fi<n>` / `Fn<n>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnPtrAlign {
    /// `Fi<n>`: function pointers are aligned to `n` bits, independent of the function.
    Independent(u64),
    /// `Fn<n>`: to a multiple of the function's own alignment, at least `n` bits.
    MultipleOfFunctionAlign(u64),
}

/// `p[n]:size:abi[:pref[:idx]]` for one address space; alignments in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    pub addrspace: u32,
    pub size_bits: u32,
    pub abi_align: u64,
    pub pref_align: u64,
    pub index_bits: u32,
}

/// An `i`, `f` or `v` entry: the alignment of one bit width, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AlignSpec {
    pub bits: u32,
    pub abi: u64,
    pub pref: u64,
}

/// The layout of a struct type: where each field starts, the total size, the alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Size in bytes including tail padding (LLVM's `getSizeInBytes`).
    pub size: u64,
    /// The struct's own alignment from its fields (1 for packed structs).
    pub align: u64,
    /// Whether any padding was inserted between fields or at the end.
    pub padded: bool,
}

impl StructLayout {
    /// The index of the field containing byte `offset` (the last field starting at or
    /// before it), as LLVM's `getElementContainingOffset`.
    pub fn field_containing(&self, offset: u64) -> Option<usize> {
        if self.offsets.is_empty() {
            return None;
        }
        let i = self.offsets.partition_point(|&o| o <= offset);
        Some(i.saturating_sub(1))
    }
}

/// A parsed data layout. `Default` is LLVM's layout for an empty string.
#[derive(Clone, Debug, PartialEq)]
pub struct DataLayout {
    /// The string this layout was parsed from, kept for printing.
    repr: String,
    big_endian: bool,
    mangling: Mangling,
    /// Sorted by address space; address space 0 is always present.
    pointers: Vec<PointerSpec>,
    /// Sorted by bit width.
    ints: Vec<AlignSpec>,
    floats: Vec<AlignSpec>,
    vectors: Vec<AlignSpec>,
    /// `a:abi:pref`, in bytes (0 in the string means 1).
    aggregate_abi: u64,
    aggregate_pref: u64,
    /// `n...`, in the order written.
    legal_ints: Vec<u32>,
    /// `S<bits>`, in bytes; `None` when not given or 0.
    stack_align: Option<u64>,
    fn_ptr_align: Option<FnPtrAlign>,
    program_as: u32,
    alloca_as: u32,
    globals_as: u32,
    non_integral: Vec<u32>,
}

impl Default for DataLayout {
    fn default() -> Self {
        let spec = |bits, abi, pref| AlignSpec { bits, abi, pref };
        DataLayout {
            repr: String::new(),
            big_endian: false,
            mangling: Mangling::None,
            pointers: vec![PointerSpec { addrspace: 0, size_bits: 64, abi_align: 8, pref_align: 8, index_bits: 64 }],
            ints: vec![spec(1, 1, 1), spec(8, 1, 1), spec(16, 2, 2), spec(32, 4, 4), spec(64, 4, 8)],
            floats: vec![spec(16, 2, 2), spec(32, 4, 4), spec(64, 8, 8), spec(128, 16, 16)],
            vectors: vec![spec(64, 8, 8), spec(128, 16, 16)],
            aggregate_abi: 1,
            aggregate_pref: 8,
            legal_ints: Vec::new(),
            stack_align: None,
            fn_ptr_align: None,
            program_as: 0,
            alloca_as: 0,
            globals_as: 0,
            non_integral: Vec::new(),
        }
    }
}

/// Which alignment table an `i`/`f`/`v`/`a` spec goes to.
#[derive(Clone, Copy, PartialEq)]
enum AlignKind {
    Int,
    Float,
    Vector,
    Aggregate,
}

/// LLVM's `split`: splits at the first `sep`, rejecting a trailing separator and an empty
/// token before one.
fn split(s: &str, sep: char) -> Result<(&str, &str), String> {
    let (first, second) = s.split_once(sep).unwrap_or((s, ""));
    if second.is_empty() && first != s {
        return Err("Trailing separator in datalayout string".into());
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string".into());
    }
    Ok((first, second))
}

/// LLVM's `getInt`: an unsigned decimal that fits in 32 bits (leading zeros allowed, signs not).
fn get_int(s: &str) -> Result<u32, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err("not a number, or does not fit in an unsigned int".into());
    }
    s.parse::<u32>().map_err(|_| "not a number, or does not fit in an unsigned int".into())
}

/// LLVM's `getIntInBytes`: a bit count that must be a multiple of 8, returned in bytes.
fn get_int_in_bytes(s: &str) -> Result<u64, String> {
    let v = get_int(s)?;
    if v % 8 != 0 {
        return Err("number of bits must be a byte width multiple".into());
    }
    Ok(u64::from(v / 8))
}

fn get_addr_space(s: &str) -> Result<u32, String> {
    let v = get_int(s)?;
    if v >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer".into());
    }
    Ok(v)
}

fn is_pow2(v: u64) -> bool {
    v != 0 && v & (v - 1) == 0
}

/// Rounds `v` up to a multiple of `align` (a power of two; 0 counts as 1).
fn align_to(v: u64, align: u64) -> u64 {
    let a = align.max(1);
    v.div_ceil(a).saturating_mul(a)
}

/// The smallest power of two ≥ `v` (1 for 0).
fn pow2_ceil(v: u64) -> u64 {
    v.max(1).checked_next_power_of_two().unwrap_or(1 << 63)
}

/// Types nested deeper than this are treated as unsized rather than recursed into (they
/// can only come from recursive struct bodies, which are invalid anyway).
const MAX_DEPTH: u32 = 256;

impl DataLayout {
    /// Parses a `target datalayout` string. Unspecified entries keep LLVM's defaults; the
    /// error messages are LLVM's.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout { repr: s.to_string(), ..DataLayout::default() };
        let mut desc = s;
        while !desc.is_empty() {
            let (item, rest_desc) = split(desc, '-')?;
            desc = rest_desc;
            let (tok, rest) = split(item, ':')?;
            if tok == "ni" {
                let mut rest = rest;
                loop {
                    let (t, r) = split(rest, ':')?;
                    rest = r;
                    let space = get_int(t)?;
                    if space == 0 {
                        return Err("Address space 0 can never be non-integral".into());
                    }
                    dl.non_integral.push(space);
                    if rest.is_empty() {
                        break;
                    }
                }
                continue;
            }
            dl.parse_spec(tok, rest)?;
        }
        Ok(dl)
    }

    /// One `-`-separated specification: `tok` is the part before the first `:`.
    fn parse_spec(&mut self, tok: &str, rest: &str) -> Result<(), String> {
        let Some(spec) = tok.chars().next() else {
            // `split` has rejected every way of getting here with an empty token.
            return Err("Expected token before separator in datalayout string".into());
        };
        let tok = &tok[spec.len_utf8()..];
        match spec {
            // `s` (stack object alignment) is obsolete and ignored, as in LLVM.
            's' => {}
            'E' => self.big_endian = true,
            'e' => self.big_endian = false,
            'p' => self.parse_pointer(tok, rest)?,
            'i' | 'v' | 'f' | 'a' => {
                let kind = match spec {
                    'i' => AlignKind::Int,
                    'v' => AlignKind::Vector,
                    'f' => AlignKind::Float,
                    _ => AlignKind::Aggregate,
                };
                self.parse_align_spec(kind, tok, rest)?;
            }
            'n' => {
                let (mut t, mut rest) = (tok, rest);
                loop {
                    let width = get_int(t)?;
                    if width == 0 {
                        return Err("Zero width native integer type in datalayout string".into());
                    }
                    self.legal_ints.push(width);
                    if rest.is_empty() {
                        break;
                    }
                    (t, rest) = split(rest, ':')?;
                }
            }
            'S' => {
                let a = get_int_in_bytes(tok)?;
                if a != 0 && !is_pow2(a) {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                self.stack_align = (a != 0).then_some(a);
            }
            'F' => {
                let independent = match tok.as_bytes().first() {
                    Some(b'i') => true,
                    Some(b'n') => false,
                    _ => return Err("Unknown function pointer alignment type in datalayout string".into()),
                };
                let a = get_int_in_bytes(&tok[1..])?;
                if a != 0 && !is_pow2(a) {
                    return Err("Alignment is neither 0 nor a power of 2".into());
                }
                self.fn_ptr_align = (a != 0).then_some(if independent {
                    FnPtrAlign::Independent(a)
                } else {
                    FnPtrAlign::MultipleOfFunctionAlign(a)
                });
            }
            'P' => self.program_as = get_addr_space(tok)?,
            'A' => self.alloca_as = get_addr_space(tok)?,
            'G' => self.globals_as = get_addr_space(tok)?,
            'm' => {
                if !tok.is_empty() {
                    return Err("Unexpected trailing characters after mangling specifier in datalayout string".into());
                }
                if rest.is_empty() {
                    return Err("Expected mangling specifier in datalayout string".into());
                }
                if rest.len() > 1 {
                    return Err("Unknown mangling specifier in datalayout string".into());
                }
                self.mangling = match rest {
                    "e" => Mangling::Elf,
                    "l" => Mangling::Goff,
                    "o" => Mangling::MachO,
                    "m" => Mangling::Mips,
                    "w" => Mangling::WinCoff,
                    "x" => Mangling::WinCoffX86,
                    "a" => Mangling::Xcoff,
                    _ => return Err("Unknown mangling in datalayout string".into()),
                };
            }
            _ => return Err("Unknown specifier in datalayout string".into()),
        }
        Ok(())
    }

    /// `p[n]:size:abi[:pref[:idx]]`. The size and index width are in bits and need not be
    /// byte multiples; the alignments must be.
    fn parse_pointer(&mut self, tok: &str, rest: &str) -> Result<(), String> {
        let addrspace = if tok.is_empty() { 0 } else { get_int(tok)? };
        if addrspace >= 1 << 24 {
            return Err("Invalid address space, must be a 24-bit integer".into());
        }
        if rest.is_empty() {
            return Err("Missing size specification for pointer in datalayout string".into());
        }
        let (t, rest) = split(rest, ':')?;
        let size_bits = get_int(t)?;
        if size_bits == 0 {
            return Err("Invalid pointer size of 0 bytes".into());
        }
        if rest.is_empty() {
            return Err("Missing alignment specification for pointer in datalayout string".into());
        }
        let (t, mut rest) = split(rest, ':')?;
        let abi = get_int_in_bytes(t)?;
        if !is_pow2(abi) {
            return Err("Pointer ABI alignment must be a power of 2".into());
        }
        let mut index_bits = size_bits;
        let mut pref = abi;
        if !rest.is_empty() {
            let (t, r) = split(rest, ':')?;
            rest = r;
            pref = get_int_in_bytes(t)?;
            if !is_pow2(pref) {
                return Err("Pointer preferred alignment must be a power of 2".into());
            }
            if !rest.is_empty() {
                let (t, _) = split(rest, ':')?;
                index_bits = get_int(t)?;
                if index_bits == 0 {
                    return Err("Invalid index size of 0 bytes".into());
                }
            }
        }
        if pref < abi {
            return Err("Preferred alignment cannot be less than the ABI alignment".into());
        }
        if index_bits > size_bits {
            return Err("Index width cannot be larger than pointer width".into());
        }
        let spec = PointerSpec { addrspace, size_bits, abi_align: abi, pref_align: pref, index_bits };
        match self.pointers.binary_search_by_key(&addrspace, |p| p.addrspace) {
            Ok(i) => self.pointers[i] = spec,
            Err(i) => self.pointers.insert(i, spec),
        }
        Ok(())
    }

    /// `i<size>:abi[:pref]`, `f…`, `v…`, `a:abi[:pref]`.
    fn parse_align_spec(&mut self, kind: AlignKind, tok: &str, rest: &str) -> Result<(), String> {
        let bits = if tok.is_empty() { 0 } else { get_int(tok)? };
        if kind == AlignKind::Aggregate && bits != 0 {
            return Err("Sized aggregate specification in datalayout string".into());
        }
        if rest.is_empty() {
            return Err("Missing alignment specification in datalayout string".into());
        }
        let (t, rest) = split(rest, ':')?;
        let abi = get_int_in_bytes(t)?;
        if kind != AlignKind::Aggregate && abi == 0 {
            return Err("ABI alignment specification must be >0 for non-aggregate types".into());
        }
        if abi > u64::from(u16::MAX) {
            return Err("Invalid ABI alignment, must be a 16bit integer".into());
        }
        if abi != 0 && !is_pow2(abi) {
            return Err("Invalid ABI alignment, must be a power of 2".into());
        }
        if kind == AlignKind::Int && bits == 8 && abi != 1 {
            return Err("Invalid ABI alignment, i8 must be naturally aligned".into());
        }
        let mut pref = abi;
        if !rest.is_empty() {
            let (t, _) = split(rest, ':')?;
            pref = get_int_in_bytes(t)?;
        }
        if pref > u64::from(u16::MAX) {
            return Err("Invalid preferred alignment, must be a 16bit integer".into());
        }
        if pref != 0 && !is_pow2(pref) {
            return Err("Invalid preferred alignment, must be a power of 2".into());
        }
        if bits >= 1 << 24 {
            return Err("Invalid bit width, must be a 24-bit integer".into());
        }
        // LLVM stores these as `Align`, where 0 means 1.
        let (abi, pref) = (abi.max(1), pref.max(1));
        if pref < abi {
            return Err("Preferred alignment cannot be less than the ABI alignment".into());
        }
        let table = match kind {
            AlignKind::Int => &mut self.ints,
            AlignKind::Float => &mut self.floats,
            AlignKind::Vector => &mut self.vectors,
            AlignKind::Aggregate => {
                self.aggregate_abi = abi;
                self.aggregate_pref = pref;
                return Ok(());
            }
        };
        let spec = AlignSpec { bits, abi, pref };
        match table.binary_search_by_key(&bits, |s| s.bits) {
            Ok(i) => table[i] = spec,
            Err(i) => table.insert(i, spec),
        }
        Ok(())
    }

    /// The data layout clang-19 writes for `triple` (the `-target` spelling or the
    /// normalized one). Unknown targets get LLVM's default layout (empty string).
    pub fn default_for_triple(triple: &str) -> DataLayout {
        let s = Self::default_string_for_triple(triple).unwrap_or("");
        // The table strings are all valid.
        DataLayout::parse(s).unwrap_or_default()
    }

    /// The layout string clang-19 uses for `triple`, if the target is one rllc knows.
    pub fn default_string_for_triple(triple: &str) -> Option<&'static str> {
        let mut parts = triple.split('-');
        let arch = parts.next().unwrap_or("");
        let rest: Vec<&str> = parts.collect();
        let has = |p: &str| rest.iter().any(|c| c.starts_with(p));
        let apple = has("apple") || has("darwin") || has("macos") || has("ios") || has("tvos") || has("watchos");
        let windows = has("windows") || has("win32") || has("mingw") || has("cygwin") || has("uefi");
        let msvc = has("msvc") || (windows && !has("gnu") && !has("mingw") && !has("cygwin"));
        let x32 = rest.iter().any(|c| *c == "gnux32" || *c == "muslx32");
        match arch {
            "x86_64" | "amd64" => Some(if apple {
                "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            } else if windows {
                "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            } else if x32 {
                "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            } else {
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            }),
            "i386" | "i486" | "i586" | "i686" | "i786" | "x86" => Some(if apple {
                "e-m:o-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:128-n8:16:32-S128"
            } else if windows && msvc {
                "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
            } else if windows {
                "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32"
            } else {
                "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
            }),
            "aarch64" | "arm64" | "arm64e" => Some(if apple {
                "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"
            } else if windows {
                "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
            } else {
                "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
            }),
            "aarch64_be" => Some("E-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            "riscv64" => Some("e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"),
            "riscv32" => Some("e-m:e-p:32:32-i64:64-n32-S128"),
            _ => None,
        }
    }

    // ---- the layout's own properties ----

    /// The string the layout was parsed from (empty for the default layout).
    pub fn as_str(&self) -> &str {
        &self.repr
    }

    pub fn endian(&self) -> Endian {
        if self.big_endian {
            Endian::Big
        } else {
            Endian::Little
        }
    }

    pub fn is_big_endian(&self) -> bool {
        self.big_endian
    }

    pub fn is_little_endian(&self) -> bool {
        !self.big_endian
    }

    pub fn mangling(&self) -> Mangling {
        self.mangling
    }

    /// The character prepended to every global symbol name (`_` on Mach-O and 32-bit
    /// Windows), if any.
    pub fn global_prefix(&self) -> Option<char> {
        match self.mangling {
            Mangling::MachO | Mangling::WinCoffX86 => Some('_'),
            _ => None,
        }
    }

    /// The prefix of private (assembler-local) symbols.
    pub fn private_global_prefix(&self) -> &'static str {
        match self.mangling {
            Mangling::None => "",
            Mangling::Elf | Mangling::WinCoff => ".L",
            Mangling::Goff => "L#",
            Mangling::Mips => "$",
            Mangling::MachO | Mangling::WinCoffX86 => "L",
            Mangling::Xcoff => "L..",
        }
    }

    /// The prefix of linker-private symbols (`l` on Mach-O, else the private prefix).
    pub fn linker_private_global_prefix(&self) -> &'static str {
        match self.mangling {
            Mangling::MachO => "l",
            _ => self.private_global_prefix(),
        }
    }

    /// The natural stack alignment in bytes (`S`), if the string gives one.
    pub fn stack_align(&self) -> Option<u64> {
        self.stack_align
    }

    /// The function pointer alignment rule (`Fi`/`Fn`), if any; alignments in bytes.
    pub fn fn_ptr_align(&self) -> Option<FnPtrAlign> {
        self.fn_ptr_align
    }

    /// The native integer widths (`n...`) in the order written.
    pub fn legal_int_widths(&self) -> &[u32] {
        &self.legal_ints
    }

    pub fn is_legal_int(&self, bits: u32) -> bool {
        self.legal_ints.contains(&bits)
    }

    /// The widest native integer in bits (0 when the string lists none).
    pub fn largest_legal_int_bits(&self) -> u32 {
        self.legal_ints.iter().copied().max().unwrap_or(0)
    }

    /// The narrowest native integer at least `bits` wide, if any.
    pub fn smallest_legal_int_at_least(&self, bits: u32) -> Option<u32> {
        self.legal_ints.iter().copied().filter(|&w| w >= bits).min()
    }

    pub fn program_addrspace(&self) -> u32 {
        self.program_as
    }

    pub fn alloca_addrspace(&self) -> u32 {
        self.alloca_as
    }

    pub fn globals_addrspace(&self) -> u32 {
        self.globals_as
    }

    pub fn is_non_integral_addrspace(&self, addrspace: u32) -> bool {
        self.non_integral.contains(&addrspace)
    }

    /// The alignment tables, for tools that print or compare layouts.
    pub fn pointer_specs(&self) -> &[PointerSpec] {
        &self.pointers
    }

    pub fn int_specs(&self) -> &[AlignSpec] {
        &self.ints
    }

    pub fn float_specs(&self) -> &[AlignSpec] {
        &self.floats
    }

    pub fn vector_specs(&self) -> &[AlignSpec] {
        &self.vectors
    }

    // ---- pointers ----

    /// The pointer spec of an address space; address spaces without one use address
    /// space 0's, as in LLVM.
    pub fn pointer_spec(&self, addrspace: u32) -> &PointerSpec {
        match self.pointers.binary_search_by_key(&addrspace, |p| p.addrspace) {
            Ok(i) => &self.pointers[i],
            Err(_) => &self.pointers[0],
        }
    }

    pub fn pointer_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).size_bits
    }

    /// Pointer size in bytes (rounded up when the bit size is not a byte multiple).
    pub fn pointer_size(&self, addrspace: u32) -> u64 {
        u64::from(self.pointer_size_bits(addrspace)).div_ceil(8)
    }

    pub fn pointer_abi_align(&self, addrspace: u32) -> u64 {
        self.pointer_spec(addrspace).abi_align
    }

    pub fn pointer_pref_align(&self, addrspace: u32) -> u64 {
        self.pointer_spec(addrspace).pref_align
    }

    /// Width of GEP index arithmetic for pointers of this address space.
    pub fn index_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).index_bits
    }

    pub fn index_size(&self, addrspace: u32) -> u64 {
        u64::from(self.index_size_bits(addrspace)).div_ceil(8)
    }

    // ---- types ----

    /// Looks up a bit width in an alignment table the way LLVM's `findAlignmentLowerBound`
    /// users do: the first entry at least as wide.
    fn lower_bound(table: &[AlignSpec], bits: u32) -> Option<&AlignSpec> {
        table.get(table.partition_point(|s| s.bits < bits))
    }

    /// Integer alignment: the exact width, else the next wider listed width, else the
    /// widest listed one.
    fn int_align(&self, bits: u32, abi: bool) -> u64 {
        let spec = Self::lower_bound(&self.ints, bits).or(self.ints.last());
        spec.map_or(1, |s| if abi { s.abi } else { s.pref })
    }

    /// Size of a type's value in bits (LLVM's `getTypeSizeInBits`): integers their width,
    /// `x86_fp80` 80, vectors element bits × length, aggregates their allocation size.
    /// Scalable vectors give their minimum size; unsized types give 0.
    pub fn type_size_in_bits(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.size_bits_inner(tt, ty, 0)
    }

    /// Bytes a store of the type writes (`ceil(bits / 8)`): 10 for `x86_fp80`.
    pub fn type_store_size(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.type_size_in_bits(tt, ty).div_ceil(8)
    }

    /// Bytes between consecutive array elements of the type: the store size rounded up to
    /// the ABI alignment (16 for `x86_fp80` on x86-64, 12 on i686).
    pub fn type_alloc_size(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.alloc_size_inner(tt, ty, 0)
    }

    /// The size `sizeof` would give: the allocation size.
    pub fn type_size(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.type_alloc_size(tt, ty)
    }

    /// The ABI (minimum) alignment of a type, in bytes.
    pub fn abi_align(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.align_inner(tt, ty, true, 0)
    }

    /// The preferred alignment of a type, in bytes (what `alloca` and globals get by default).
    pub fn pref_align(&self, tt: &TypeTable, ty: TypeId) -> u64 {
        self.align_inner(tt, ty, false, 0)
    }

    /// The alignment LLVM gives a global variable: the preferred alignment of its type
    /// (honoring an explicit `align`), raised to 16 for large initialized globals without
    /// an explicit alignment (LLVM's `getPreferredAlign(const GlobalVariable *)`).
    pub fn global_align(
        &self,
        tt: &TypeTable,
        value_ty: TypeId,
        explicit: Option<u64>,
        has_section: bool,
        has_init: bool,
    ) -> u64 {
        if let (Some(a), true) = (explicit, has_section) {
            return a;
        }
        let mut align = self.pref_align(tt, value_ty);
        if let Some(a) = explicit {
            align = if a >= align { a } else { a.max(self.abi_align(tt, value_ty)) };
        }
        if has_init && explicit.is_none() && align < 16 && self.type_size_in_bits(tt, value_ty) > 128 {
            align = 16;
        }
        align
    }

    fn size_bits_inner(&self, tt: &TypeTable, ty: TypeId, depth: u32) -> u64 {
        if depth > MAX_DEPTH {
            return 0;
        }
        match tt.get(ty) {
            Type::Int(bits) => u64::from(*bits),
            Type::Float(FloatKind::X86Fp80) => 80,
            Type::Float(k) => u64::from(k.bits()),
            Type::Ptr { addrspace } => u64::from(self.pointer_size_bits(*addrspace)),
            Type::Label => u64::from(self.pointer_size_bits(0)),
            Type::X86Amx => 8192,
            Type::Vector { elem, len, .. } => {
                u64::from(*len).saturating_mul(self.size_bits_inner(tt, *elem, depth + 1))
            }
            Type::Array { .. } | Type::Struct { .. } | Type::Named(_) => {
                self.alloc_size_inner(tt, ty, depth).saturating_mul(8)
            }
            Type::TargetExt { .. } => self.target_ext_layout().0,
            Type::Void | Type::Token | Type::Metadata | Type::Function { .. } => 0,
        }
    }

    fn alloc_size_inner(&self, tt: &TypeTable, ty: TypeId, depth: u32) -> u64 {
        if depth > MAX_DEPTH {
            return 0;
        }
        match tt.get(ty) {
            Type::Array { elem, len } => self.alloc_size_inner(tt, *elem, depth + 1).saturating_mul(*len),
            Type::Struct { .. } | Type::Named(_) => match self.struct_layout_inner(tt, ty, depth) {
                Some(l) => align_to(l.size, self.align_inner(tt, ty, true, depth)),
                None => 0,
            },
            _ => align_to(self.size_bits_inner(tt, ty, depth).div_ceil(8), self.align_inner(tt, ty, true, depth)),
        }
    }

    fn align_inner(&self, tt: &TypeTable, ty: TypeId, abi: bool, depth: u32) -> u64 {
        if depth > MAX_DEPTH {
            return 1;
        }
        match tt.get(ty) {
            Type::Label => self.pointer_align(0, abi),
            Type::Ptr { addrspace } => self.pointer_align(*addrspace, abi),
            Type::Array { elem, .. } => self.align_inner(tt, *elem, abi, depth + 1),
            Type::Struct { .. } | Type::Named(_) => {
                let Some((_, packed)) = tt.struct_fields(ty) else { return 1 };
                if packed && abi {
                    return 1;
                }
                let own = self.struct_layout_inner(tt, ty, depth).map_or(1, |l| l.align);
                let agg = if abi { self.aggregate_abi } else { self.aggregate_pref };
                own.max(agg)
            }
            Type::Int(bits) => self.int_align(*bits, abi),
            Type::Float(_) => {
                let bits = self.size_bits_inner(tt, ty, depth);
                match Self::lower_bound(&self.floats, bits as u32) {
                    Some(s) if u64::from(s.bits) == bits => {
                        if abi {
                            s.abi
                        } else {
                            s.pref
                        }
                    }
                    _ => pow2_ceil(bits / 8),
                }
            }
            Type::Vector { .. } => {
                let bits = self.size_bits_inner(tt, ty, depth);
                match Self::lower_bound(&self.vectors, bits.min(u64::from(u32::MAX)) as u32) {
                    Some(s) if u64::from(s.bits) == bits => {
                        if abi {
                            s.abi
                        } else {
                            s.pref
                        }
                    }
                    _ => pow2_ceil(bits.div_ceil(8)),
                }
            }
            Type::X86Amx => 64,
            Type::TargetExt { .. } => self.target_ext_layout().1,
            Type::Void | Type::Token | Type::Metadata | Type::Function { .. } => 1,
        }
    }

    fn pointer_align(&self, addrspace: u32, abi: bool) -> u64 {
        let p = self.pointer_spec(addrspace);
        if abi {
            p.abi_align
        } else {
            p.pref_align
        }
    }

    /// (size in bits, alignment) of a target extension type. LLVM takes these from a
    /// per-target layout type; none of the target types C code uses has storage, so they
    /// are all treated as empty here.
    fn target_ext_layout(&self) -> (u64, u64) {
        (0, 1)
    }

    /// The layout of a struct type (literal or identified with a body); `None` for
    /// anything else.
    pub fn struct_layout(&self, tt: &TypeTable, ty: TypeId) -> Option<StructLayout> {
        self.struct_layout_inner(tt, ty, 0)
    }

    /// `(alloc_size_inner, align_inner(abi))` of a type in one walk: a nested struct's
    /// layout is computed once, not once for its size and again for its alignment (which
    /// made nested structs cost exponential time in their depth).
    fn alloc_size_and_abi_align(&self, tt: &TypeTable, ty: TypeId, depth: u32) -> (u64, u64) {
        if depth > MAX_DEPTH {
            return (0, 1);
        }
        match tt.get(ty) {
            Type::Array { elem, len } => {
                let (size, align) = self.alloc_size_and_abi_align(tt, *elem, depth + 1);
                (size.saturating_mul(*len), align)
            }
            Type::Struct { .. } | Type::Named(_) => {
                let Some((_, packed)) = tt.struct_fields(ty) else { return (0, 1) };
                match self.struct_layout_inner(tt, ty, depth) {
                    Some(l) => {
                        let align = if packed { 1 } else { l.align.max(self.aggregate_abi) };
                        (align_to(l.size, align), align)
                    }
                    None => (0, if packed { 1 } else { self.aggregate_abi.max(1) }),
                }
            }
            _ => (self.alloc_size_inner(tt, ty, depth), self.align_inner(tt, ty, true, depth)),
        }
    }

    fn struct_layout_inner(&self, tt: &TypeTable, ty: TypeId, depth: u32) -> Option<StructLayout> {
        let (fields, packed) = tt.struct_fields(ty)?;
        if depth > MAX_DEPTH {
            return None;
        }
        let mut offsets = Vec::with_capacity(fields.len());
        let mut size = 0u64;
        let mut align = 1u64;
        let mut padded = false;
        for &f in fields {
            let (fsize, falign) = self.alloc_size_and_abi_align(tt, f, depth + 1);
            let fa = if packed { 1 } else { falign };
            align = align.max(fa);
            let aligned = align_to(size, fa);
            padded |= aligned != size;
            size = aligned;
            offsets.push(size);
            size = size.saturating_add(fsize);
        }
        let aligned = align_to(size, align);
        padded |= aligned != size;
        Some(StructLayout { offsets, size: aligned, align, padded })
    }

    /// Byte offset of field `index` of a struct type.
    pub fn field_offset(&self, tt: &TypeTable, struct_ty: TypeId, index: usize) -> Option<u64> {
        self.struct_layout(tt, struct_ty)?.offsets.get(index).copied()
    }

    /// The constant byte offset a GEP with source element type `source` and constant
    /// `indices` adds to its base pointer (the first index steps over whole `source`
    /// elements; later ones walk into arrays, vectors and structs). `None` when an index
    /// does not fit the type.
    pub fn gep_offset(&self, tt: &TypeTable, source: TypeId, indices: &[i64]) -> Option<i64> {
        let (&first, rest) = indices.split_first()?;
        let mut off = first.wrapping_mul(self.type_alloc_size(tt, source) as i64);
        let mut cur = source;
        for &i in rest {
            match tt.get(cur) {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                    let e = *elem;
                    off = off.wrapping_add(i.wrapping_mul(self.type_alloc_size(tt, e) as i64));
                    cur = e;
                }
                _ => {
                    let layout = self.struct_layout(tt, cur)?;
                    let idx = usize::try_from(i).ok()?;
                    off = off.wrapping_add(*layout.offsets.get(idx)? as i64);
                    cur = tt.struct_fields(cur)?.0[idx];
                }
            }
        }
        Some(off)
    }

    /// The integer type wide enough to hold a pointer of the address space, in bits.
    pub fn int_ptr_bits(&self, addrspace: u32) -> u32 {
        self.pointer_size_bits(addrspace)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dl(s: &str) -> DataLayout {
        DataLayout::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn parse_errors_match_llvm() {
        // Messages as printed by llvm-as-19 for the same strings.
        let cases = [
            ("e-p:0:64", "Invalid pointer size of 0 bytes"),
            ("e-", "Trailing separator in datalayout string"),
            ("e-i8:16", "Invalid ABI alignment, i8 must be naturally aligned"),
            ("e-i32:24", "Invalid ABI alignment, must be a power of 2"),
            ("e-n", "not a number, or does not fit in an unsigned int"),
            ("e-S3", "number of bits must be a byte width multiple"),
            ("e-Fx8", "Unknown function pointer alignment type in datalayout string"),
            ("e-F", "Unknown function pointer alignment type in datalayout string"),
            ("e-m:q", "Unknown mangling in datalayout string"),
            ("e-mx", "Unexpected trailing characters after mangling specifier in datalayout string"),
            ("e-m", "Expected mangling specifier in datalayout string"),
            ("e-m:", "Trailing separator in datalayout string"),
            ("e-m:ee", "Unknown mangling specifier in datalayout string"),
            ("e-p:64:64:32", "Preferred alignment cannot be less than the ABI alignment"),
            ("e-p:64:64:64:128", "Index width cannot be larger than pointer width"),
            ("e-ni:0", "Address space 0 can never be non-integral"),
            ("e-ni", "not a number, or does not fit in an unsigned int"),
            ("e-ni:", "Trailing separator in datalayout string"),
            ("e-a1:8", "Sized aggregate specification in datalayout string"),
            ("e-f80", "Missing alignment specification in datalayout string"),
            ("e-i64:64:32", "Preferred alignment cannot be less than the ABI alignment"),
            ("e-z", "Unknown specifier in datalayout string"),
            ("e--i8:8", "Expected token before separator in datalayout string"),
            ("-e", "Expected token before separator in datalayout string"),
            ("e-:", "Trailing separator in datalayout string"),
            ("e-p1", "Missing size specification for pointer in datalayout string"),
            ("e-P", "not a number, or does not fit in an unsigned int"),
            ("e-p16777216:64:64", "Invalid address space, must be a 24-bit integer"),
            ("e-G16777216", "Invalid address space, must be a 24-bit integer"),
            ("e-i64:64000", "Invalid ABI alignment, must be a power of 2"),
            ("e-i64:524288", "Invalid ABI alignment, must be a 16bit integer"),
            ("e-i16777216:8", "Invalid bit width, must be a 24-bit integer"),
            ("e-i64:64:524288", "Invalid preferred alignment, must be a 16bit integer"),
            ("e-p:64:64:64:0", "Invalid index size of 0 bytes"),
            ("e-p:64:0", "Pointer ABI alignment must be a power of 2"),
            ("e-p:64:24", "Pointer ABI alignment must be a power of 2"),
            ("e-p:64:64:24", "Pointer preferred alignment must be a power of 2"),
            ("e-p:64:12", "number of bits must be a byte width multiple"),
            ("e-v64:0", "ABI alignment specification must be >0 for non-aggregate types"),
            ("e-n8::16", "Expected token before separator in datalayout string"),
            ("e-n8:0", "Zero width native integer type in datalayout string"),
            ("e-n8:16:32:64x", "not a number, or does not fit in an unsigned int"),
            ("e-Fi", "not a number, or does not fit in an unsigned int"),
            ("e-p:4294967296:64", "not a number, or does not fit in an unsigned int"),
            ("e-pa:64:64", "not a number, or does not fit in an unsigned int"),
            ("e-p+1:64:64", "not a number, or does not fit in an unsigned int"),
            ("e-i64:64:64:", "Trailing separator in datalayout string"),
        ];
        for (s, msg) in cases {
            assert_eq!(DataLayout::parse(s).err().as_deref(), Some(msg), "{s}");
        }
    }

    #[test]
    fn lenient_strings_llvm_accepts() {
        for s in [
            "",
            "e-i:8",
            "e-s:8",
            "e-E",
            "Ex",
            "e-i16:16:16:16",
            "e-p:64:64:64:64:64",
            "e-A5",
            "e-G1",
            "e-a:0:0",
            "e-a:0",
            "e-S0",
            "e-Fi0",
            "e-i1:8:8",
            "e-p1:64:64-p1:32:32",
            "e-p:64:64:128",
            "e-p01:64:64",
            "E-m:e",
            "e-m:l",
            "e-m:a",
            "e-m:x",
            "e-m:m",
            "e-s",
            "e-sfoo",
            "e-v:32",
            "e-f:32",
            "e-a:8",
            "e-a0:8",
            "e-p:60:64",
            "e-p:64:64:64:60",
            "e-i24:32",
            "e-P1",
            "e-A1-P2-G3",
        ] {
            assert!(DataLayout::parse(s).is_ok(), "{s}");
        }
        let d = dl("e-p:60:64");
        assert_eq!(d.pointer_size_bits(0), 60);
        assert_eq!(d.pointer_size(0), 8);
        let d = dl("e-A5-P2-G3-ni:1:7");
        assert_eq!((d.alloca_addrspace(), d.program_addrspace(), d.globals_addrspace()), (5, 2, 3));
        assert!(d.is_non_integral_addrspace(7) && !d.is_non_integral_addrspace(0));
    }

    #[test]
    fn default_layout() {
        let d = DataLayout::default();
        let mut tt = TypeTable::new();
        assert!(d.is_little_endian());
        assert_eq!(d.pointer_size(0), 8);
        assert_eq!(d.abi_align(&tt, TypeTable::I64), 4);
        assert_eq!(d.pref_align(&tt, TypeTable::I64), 8);
        let s = tt.struct_literal(&[TypeTable::I8], false);
        assert_eq!(d.abi_align(&tt, s), 1);
        assert_eq!(d.pref_align(&tt, s), 8);
        assert_eq!(d.largest_legal_int_bits(), 0);
        assert_eq!(d.stack_align(), None);
        assert_eq!(DataLayout::parse("").unwrap(), d);
    }

    #[test]
    fn triples() {
        let cases = [
            (
                "x86_64-unknown-linux-gnu",
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            ("x86_64-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("riscv64-unknown-linux-gnu", "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"),
            (
                "x86_64-w64-windows-gnu",
                "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            (
                "x86_64-pc-windows-msvc19.33.0",
                "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            ("arm64-apple-macosx10.4.0", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
            (
                "x86_64-apple-macosx10.4.0",
                "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            (
                "i686-unknown-linux-gnu",
                "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128",
            ),
            ("aarch64-pc-windows-msvc", "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"),
            (
                "i686-pc-windows-msvc",
                "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32",
            ),
            (
                "i686-w64-windows-gnu",
                "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32",
            ),
            ("riscv32-unknown-elf", "e-m:e-p:32:32-i64:64-n32-S128"),
            (
                "x86_64-unknown-linux-gnux32",
                "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            ("aarch64-w64-windows-gnu", "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("x86_64-pc-cygwin", "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            (
                "i686-pc-cygwin",
                "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:32-n8:16:32-a:0:32-S32",
            ),
            (
                "x86_64-unknown-freebsd",
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            ),
            ("aarch64-unknown-freebsd", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("riscv64-unknown-elf", "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"),
            ("aarch64-apple-darwin", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
            ("x86_64-apple-darwin", "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            (
                "i386-apple-darwin",
                "e-m:o-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:128-n8:16:32-S128",
            ),
            ("x86_64-unknown-uefi", "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("aarch64-unknown-linux-musl", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("x86_64-linux-android", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"),
            ("aarch64-linux-android", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"),
            ("arm64e-apple-ios", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32"),
            ("riscv32-linux-gnu", "e-m:e-p:32:32-i64:64-n32-S128"),
        ];
        for (t, s) in cases {
            assert_eq!(DataLayout::default_string_for_triple(t), Some(s), "{t}");
            let d = DataLayout::default_for_triple(t);
            assert_eq!(d.as_str(), s);
        }
        assert_eq!(DataLayout::default_for_triple("mystery-cpu"), DataLayout::default());
        let d = DataLayout::default_for_triple("x86_64-unknown-linux-gnu");
        assert_eq!(d.mangling(), Mangling::Elf);
        assert_eq!(d.private_global_prefix(), ".L");
        assert_eq!(d.global_prefix(), None);
        assert_eq!(d.stack_align(), Some(16));
        assert_eq!(d.largest_legal_int_bits(), 64);
        assert_eq!(d.pointer_size(270), 4);
        assert_eq!(d.pointer_size(1), 8);
        assert_eq!(d.index_size_bits(0), 64);
        let d = DataLayout::default_for_triple("arm64-apple-macosx");
        assert_eq!(d.global_prefix(), Some('_'));
        assert_eq!(d.private_global_prefix(), "L");
        assert_eq!(d.fn_ptr_align(), Some(FnPtrAlign::MultipleOfFunctionAlign(4)));
    }
}
