//! Intrinsics: functions named `llvm.*`. A name must be one of LLVM 19's target-independent
//! intrinsics (`intrinsic_names.rs`), possibly followed by type suffixes when the intrinsic
//! is overloaded, or belong to a target's namespace (`llvm.x86.*`, …), which is accepted
//! as long as it is well formed. For the intrinsics C code uses, the `SIGNATURES` table
//! below gives the prototype, and a declaration must match it, with its overloaded types
//! spelled in the name the way LLVM mangles them (`llvm.memcpy.p0.p0.i64`).
//!
//! LLVM itself is more lenient when reading text: it silently renames a mis-mangled
//! overloaded intrinsic and treats an unknown `llvm.*` name as an ordinary function. rllc
//! rejects both, since a code generator cannot do anything sensible with them.
//!
//! Signature notation (one string per intrinsic): `ret(params)`, where `ret` may be a
//! literal struct `{a, b}` and a trailing `...` makes it variadic. Types are `void`, `i1`…
//! `i64`, `float`, `double`, `ptr` (address space 0), `md` (metadata) and `token`, or:
//! - `int$N`, `fp$N`, `ptr$N`, `vec$N`, `any$N`: overloaded type number N (an integer or
//!   integer vector, a float or float vector, a pointer of any address space, any vector,
//!   anything), which also contributes suffix number N to the name;
//! - `ptrvec$N@M`: overloaded type N, a vector of pointers as long as type M;
//! - `$N`: the same type as overloaded type N;
//! - `bool@N`: `i1`, or a vector of `i1` as long as type N;
//! - `elt@N`: the element type of vector type N.
//!
//! A `!` after a parameter marks it `immarg`: calls must pass a constant there.

use super::function::FnCtx;
use super::intrinsic_names::NAMES;
use super::Verifier;
use crate::inst::Inst;
use crate::module::{GlobalId, GlobalKind, ThreadLocal};
use crate::types::{FloatKind, Type, TypeId, TypeTable};
use crate::value::Value;

/// Target namespaces (`llvm.<target>.*`) of LLVM 19.
const TARGETS: [&str; 18] = [
    "aarch64",
    "amdgcn",
    "arm",
    "bpf",
    "dx",
    "hexagon",
    "loongarch",
    "mips",
    "nvvm",
    "ppc",
    "r600",
    "riscv",
    "s390",
    "spv",
    "ve",
    "wasm",
    "x86",
    "xcore",
];

/// Prototypes of the intrinsics clang emits for C (and a few more), in the notation of the
/// module comment, from LLVM 19's `Intrinsics.td`.
const SIGNATURES: &[(&str, &str)] = &[
    // Memory.
    ("memcpy", "void(ptr$0, ptr$1, int$2, i1!)"),
    ("memcpy.inline", "void(ptr$0, ptr$1, int$2, i1!)"),
    ("memmove", "void(ptr$0, ptr$1, int$2, i1!)"),
    ("memset", "void(ptr$0, i8, int$1, i1!)"),
    ("memset.inline", "void(ptr$0, i8, int$1, i1!)"),
    ("lifetime.start", "void(i64!, ptr$0)"),
    ("lifetime.end", "void(i64!, ptr$0)"),
    ("invariant.start", "ptr(i64!, ptr$0)"),
    ("invariant.end", "void(ptr, i64!, ptr$0)"),
    ("launder.invariant.group", "ptr$0($0)"),
    ("strip.invariant.group", "ptr$0($0)"),
    ("stacksave", "ptr$0()"),
    ("stackrestore", "void(ptr$0)"),
    ("va_start", "void(ptr$0)"),
    ("va_end", "void(ptr$0)"),
    ("va_copy", "void(ptr$0, $0)"),
    ("threadlocal.address", "ptr$0($0)"),
    ("prefetch", "void(ptr$0, i32!, i32!, i32!)"),
    ("objectsize", "int$0(ptr$1, i1!, i1!, i1!)"),
    ("ptrmask", "any$0($0, int$1)"),
    ("load.relative", "ptr(ptr, int$0)"),
    ("clear_cache", "void(ptr, ptr)"),
    // Bit manipulation and integer arithmetic.
    ("ctpop", "int$0($0)"),
    ("bswap", "int$0($0)"),
    ("bitreverse", "int$0($0)"),
    ("ctlz", "int$0($0, i1!)"),
    ("cttz", "int$0($0, i1!)"),
    ("fshl", "int$0($0, $0, $0)"),
    ("fshr", "int$0($0, $0, $0)"),
    ("abs", "int$0($0, i1!)"),
    ("smax", "int$0($0, $0)"),
    ("smin", "int$0($0, $0)"),
    ("umax", "int$0($0, $0)"),
    ("umin", "int$0($0, $0)"),
    ("scmp", "int$0(int$1, $1)"),
    ("ucmp", "int$0(int$1, $1)"),
    ("sadd.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("uadd.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("ssub.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("usub.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("smul.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("umul.with.overflow", "{int$0, bool@0}($0, $0)"),
    ("sadd.sat", "int$0($0, $0)"),
    ("uadd.sat", "int$0($0, $0)"),
    ("ssub.sat", "int$0($0, $0)"),
    ("usub.sat", "int$0($0, $0)"),
    ("sshl.sat", "int$0($0, $0)"),
    ("ushl.sat", "int$0($0, $0)"),
    // Floating point.
    ("fabs", "fp$0($0)"),
    ("sqrt", "fp$0($0)"),
    ("floor", "fp$0($0)"),
    ("ceil", "fp$0($0)"),
    ("trunc", "fp$0($0)"),
    ("rint", "fp$0($0)"),
    ("nearbyint", "fp$0($0)"),
    ("round", "fp$0($0)"),
    ("roundeven", "fp$0($0)"),
    ("exp", "fp$0($0)"),
    ("exp2", "fp$0($0)"),
    ("exp10", "fp$0($0)"),
    ("log", "fp$0($0)"),
    ("log2", "fp$0($0)"),
    ("log10", "fp$0($0)"),
    ("sin", "fp$0($0)"),
    ("cos", "fp$0($0)"),
    ("tan", "fp$0($0)"),
    ("asin", "fp$0($0)"),
    ("acos", "fp$0($0)"),
    ("atan", "fp$0($0)"),
    ("sinh", "fp$0($0)"),
    ("cosh", "fp$0($0)"),
    ("tanh", "fp$0($0)"),
    ("canonicalize", "fp$0($0)"),
    ("arithmetic.fence", "fp$0($0)"),
    ("copysign", "fp$0($0, $0)"),
    ("pow", "fp$0($0, $0)"),
    ("minnum", "fp$0($0, $0)"),
    ("maxnum", "fp$0($0, $0)"),
    ("minimum", "fp$0($0, $0)"),
    ("maximum", "fp$0($0, $0)"),
    ("fma", "fp$0($0, $0, $0)"),
    ("fmuladd", "fp$0($0, $0, $0)"),
    ("powi", "fp$0($0, int$1)"),
    ("ldexp", "fp$0($0, int$1)"),
    ("frexp", "{fp$0, int$1}($0)"),
    ("lround", "int$0(fp$1)"),
    ("llround", "int$0(fp$1)"),
    ("lrint", "int$0(fp$1)"),
    ("llrint", "int$0(fp$1)"),
    ("fptosi.sat", "int$0(fp$1)"),
    ("fptoui.sat", "int$0(fp$1)"),
    ("is.fpclass", "bool@0(fp$0, i32!)"),
    ("convert.from.fp16", "fp$0(i16)"),
    ("convert.to.fp16", "i16(fp$0)"),
    ("fptrunc.round", "fp$0(fp$1, md)"),
    ("get.rounding", "i32()"),
    ("set.rounding", "void(i32)"),
    // Strict floating point (`#pragma STDC FENV_ACCESS ON`).
    ("experimental.constrained.fadd", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.fsub", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.fmul", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.fdiv", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.frem", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.fma", "fp$0($0, $0, $0, md, md)"),
    ("experimental.constrained.fmuladd", "fp$0($0, $0, $0, md, md)"),
    ("experimental.constrained.fptosi", "int$0(fp$1, md)"),
    ("experimental.constrained.fptoui", "int$0(fp$1, md)"),
    ("experimental.constrained.sitofp", "fp$0(int$1, md, md)"),
    ("experimental.constrained.uitofp", "fp$0(int$1, md, md)"),
    ("experimental.constrained.fptrunc", "fp$0(fp$1, md, md)"),
    ("experimental.constrained.fpext", "fp$0(fp$1, md)"),
    ("experimental.constrained.sqrt", "fp$0($0, md, md)"),
    ("experimental.constrained.sin", "fp$0($0, md, md)"),
    ("experimental.constrained.cos", "fp$0($0, md, md)"),
    ("experimental.constrained.exp", "fp$0($0, md, md)"),
    ("experimental.constrained.exp2", "fp$0($0, md, md)"),
    ("experimental.constrained.log", "fp$0($0, md, md)"),
    ("experimental.constrained.log2", "fp$0($0, md, md)"),
    ("experimental.constrained.log10", "fp$0($0, md, md)"),
    ("experimental.constrained.rint", "fp$0($0, md, md)"),
    ("experimental.constrained.nearbyint", "fp$0($0, md, md)"),
    ("experimental.constrained.pow", "fp$0($0, $0, md, md)"),
    ("experimental.constrained.powi", "fp$0($0, i32, md, md)"),
    ("experimental.constrained.ldexp", "fp$0($0, int$1, md, md)"),
    ("experimental.constrained.ceil", "fp$0($0, md)"),
    ("experimental.constrained.floor", "fp$0($0, md)"),
    ("experimental.constrained.round", "fp$0($0, md)"),
    ("experimental.constrained.roundeven", "fp$0($0, md)"),
    ("experimental.constrained.trunc", "fp$0($0, md)"),
    ("experimental.constrained.maxnum", "fp$0($0, $0, md)"),
    ("experimental.constrained.minnum", "fp$0($0, $0, md)"),
    ("experimental.constrained.maximum", "fp$0($0, $0, md)"),
    ("experimental.constrained.minimum", "fp$0($0, $0, md)"),
    ("experimental.constrained.lrint", "int$0(fp$1, md, md)"),
    ("experimental.constrained.llrint", "int$0(fp$1, md, md)"),
    ("experimental.constrained.lround", "int$0(fp$1, md)"),
    ("experimental.constrained.llround", "int$0(fp$1, md)"),
    ("experimental.constrained.fcmp", "bool@0(fp$0, $0, md, md)"),
    ("experimental.constrained.fcmps", "bool@0(fp$0, $0, md, md)"),
    // Hints, traps and checks.
    ("expect", "int$0($0, $0)"),
    ("expect.with.probability", "int$0($0, $0, double!)"),
    ("assume", "void(i1)"),
    ("trap", "void()"),
    ("debugtrap", "void()"),
    ("ubsantrap", "void(i8!)"),
    ("allow.ubsan.check", "i1(i8!)"),
    ("allow.runtime.check", "i1(md)"),
    ("is.constant", "i1(any$0)"),
    ("donothing", "void()"),
    ("sideeffect", "void()"),
    ("experimental.noalias.scope.decl", "void(md)"),
    // Frames, registers, exception handling.
    ("frameaddress", "ptr$0(i32!)"),
    ("returnaddress", "ptr(i32!)"),
    ("addressofreturnaddress", "ptr$0()"),
    ("sponentry", "ptr$0()"),
    ("read_register", "int$0(md)"),
    ("read_volatile_register", "int$0(md)"),
    ("write_register", "void(md, int$0)"),
    ("eh.typeid.for", "i32(ptr$0)"),
    ("eh.exceptionpointer", "ptr$0(token)"),
    ("eh.exceptioncode", "i32(token)"),
    ("eh.dwarf.cfa", "ptr(i32)"),
    ("eh.unwind.init", "void()"),
    ("eh.return.i32", "void(i32, ptr)"),
    ("eh.return.i64", "void(i64, ptr)"),
    ("eh.sjlj.setjmp", "i32(ptr)"),
    ("eh.sjlj.longjmp", "void(ptr)"),
    ("eh.sjlj.lsda", "ptr()"),
    ("eh.sjlj.callsite", "void(i32!)"),
    ("eh.sjlj.functioncontext", "void(ptr)"),
    ("localescape", "void(...)"),
    ("localrecover", "ptr(ptr, ptr, i32!)"),
    ("localaddress", "ptr()"),
    ("seh.try.begin", "void()"),
    ("seh.try.end", "void()"),
    ("seh.scope.begin", "void()"),
    ("seh.scope.end", "void()"),
    // Annotations and debug info.
    ("annotation", "int$0($0, ptr$1, $1, i32)"),
    ("var.annotation", "void(ptr$0, ptr$1, $1, i32, $1)"),
    ("ptr.annotation", "ptr$0($0, ptr$1, $1, i32, $1)"),
    ("codeview.annotation", "void(md)"),
    ("dbg.declare", "void(md, md, md)"),
    ("dbg.value", "void(md, md, md)"),
    ("dbg.assign", "void(md, md, md, md, md, md)"),
    ("dbg.label", "void(md)"),
    // Profiling instrumentation.
    ("instrprof.increment", "void(ptr, i64, i32, i32)"),
    ("instrprof.increment.step", "void(ptr, i64, i32, i32, i64)"),
    ("instrprof.cover", "void(ptr, i64, i32, i32)"),
    ("instrprof.value.profile", "void(ptr, i64, i64, i32, i32)"),
    // Vectors.
    ("vector.reduce.add", "elt@0(vec$0)"),
    ("vector.reduce.mul", "elt@0(vec$0)"),
    ("vector.reduce.and", "elt@0(vec$0)"),
    ("vector.reduce.or", "elt@0(vec$0)"),
    ("vector.reduce.xor", "elt@0(vec$0)"),
    ("vector.reduce.smax", "elt@0(vec$0)"),
    ("vector.reduce.smin", "elt@0(vec$0)"),
    ("vector.reduce.umax", "elt@0(vec$0)"),
    ("vector.reduce.umin", "elt@0(vec$0)"),
    ("vector.reduce.fmax", "elt@0(vec$0)"),
    ("vector.reduce.fmin", "elt@0(vec$0)"),
    ("vector.reduce.fmaximum", "elt@0(vec$0)"),
    ("vector.reduce.fminimum", "elt@0(vec$0)"),
    ("vector.reduce.fadd", "elt@0(elt@0, vec$0)"),
    ("vector.reduce.fmul", "elt@0(elt@0, vec$0)"),
    ("masked.load", "vec$0(ptr$1, i32!, bool@0, $0)"),
    ("masked.store", "void(vec$0, ptr$1, i32!, bool@0)"),
    ("masked.gather", "vec$0(ptrvec$1@0, i32!, bool@0, $0)"),
    ("masked.scatter", "void(vec$0, ptrvec$1@0, i32!, bool@0)"),
    ("masked.expandload", "vec$0(ptr, bool@0, $0)"),
    ("masked.compressstore", "void(vec$0, ptr, bool@0)"),
    ("vscale", "int$0()"),
];

/// A recognized `llvm.*` name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Intrinsic {
    /// The intrinsic without `llvm.` and type suffixes (`memcpy`, `x86.sse2.pause`).
    pub base: &'static str,
    pub overloaded: bool,
    /// The target namespace for target intrinsics (whose names are not checked further).
    pub target: Option<&'static str>,
}

impl Intrinsic {
    /// Looks a function name up as LLVM's `lookupIntrinsicID` does: the longest
    /// dot-separated prefix that is an intrinsic's name, which must be the whole name
    /// unless the intrinsic is overloaded. `None` for names outside `llvm.` and for
    /// unknown or malformed ones.
    pub fn lookup(name: &[u8]) -> Option<Intrinsic> {
        let rest = name.strip_prefix(b"llvm.")?;
        let rest = std::str::from_utf8(rest).ok()?;
        let mut end = rest.len();
        loop {
            let cand = &rest[..end];
            if let Ok(i) = NAMES.binary_search_by(|(n, _)| n.as_bytes().cmp(cand.as_bytes())) {
                let (base, overloaded) = NAMES[i];
                return (end == rest.len() || overloaded).then_some(Intrinsic { base, overloaded, target: None });
            }
            match cand.rfind('.') {
                Some(p) => end = p,
                None => break,
            }
        }
        let (target, tail) = rest.split_once('.')?;
        let target = TARGETS.iter().find(|&&t| t == target)?;
        let well_formed = !tail.is_empty()
            && tail.split('.').all(|c| !c.is_empty() && c.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
        // Target intrinsic names are kept as written; they are static only through `base`
        // for the generic ones, so a target name is reported by its namespace.
        well_formed.then_some(Intrinsic { base: target, overloaded: false, target: Some(target) })
    }
}

/// Whether `name` (with `llvm.`) is a valid intrinsic name for rllc.
pub fn is_known_intrinsic(name: &str) -> bool {
    Intrinsic::lookup(name.as_bytes()).is_some()
}

/// The target-independent intrinsic a function name refers to, without `llvm.` and type
/// suffixes: `"llvm.memcpy.p0.p0.i64"` gives `"memcpy"`. `None` for other names and for
/// target intrinsics.
pub fn intrinsic_base_name(name: &str) -> Option<&'static str> {
    Intrinsic::lookup(name.as_bytes()).filter(|i| i.target.is_none()).map(|i| i.base)
}

// ---- signatures ----

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Int,
    Fp,
    Ptr,
    Vec,
    Any,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Fixed(TypeId),
    Md,
    Token,
    Void,
    Decl(Kind, usize),
    PtrVec(usize, usize),
    Match(usize),
    Bool(usize),
    Elt(usize),
    Struct(Vec<Tok>),
}

struct Sig {
    ret: Tok,
    params: Vec<(Tok, bool)>,
    varargs: bool,
}

fn parse_tok(s: &str) -> Tok {
    let s = s.trim();
    let num = |t: &str| t.parse::<usize>().unwrap_or(0);
    if let Some(inner) = s.strip_prefix('{').and_then(|x| x.strip_suffix('}')) {
        return Tok::Struct(inner.split(',').map(parse_tok).collect());
    }
    if let Some(rest) = s.strip_prefix("ptrvec$") {
        let (n, m) = rest.split_once('@').unwrap_or((rest, "0"));
        return Tok::PtrVec(num(n), num(m));
    }
    if let Some((kind, n)) = s.split_once('$') {
        let k = match kind {
            "" => return Tok::Match(num(n)),
            "int" => Kind::Int,
            "fp" => Kind::Fp,
            "ptr" => Kind::Ptr,
            "vec" => Kind::Vec,
            _ => Kind::Any,
        };
        return Tok::Decl(k, num(n));
    }
    if let Some(n) = s.strip_prefix("bool@") {
        return Tok::Bool(num(n));
    }
    if let Some(n) = s.strip_prefix("elt@") {
        return Tok::Elt(num(n));
    }
    match s {
        "void" => Tok::Void,
        "md" => Tok::Md,
        "token" => Tok::Token,
        "i1" => Tok::Fixed(TypeTable::I1),
        "i8" => Tok::Fixed(TypeTable::I8),
        "i16" => Tok::Fixed(TypeTable::I16),
        "i32" => Tok::Fixed(TypeTable::I32),
        "i64" => Tok::Fixed(TypeTable::I64),
        "ptr" => Tok::Fixed(TypeTable::PTR),
        "float" => Tok::Fixed(TypeTable::FLOAT),
        "double" => Tok::Fixed(TypeTable::DOUBLE),
        _ => Tok::Void,
    }
}

fn parse_sig(spec: &str) -> Sig {
    // The return part ends at the '(' that follows it (a struct return contains no '(').
    let open = spec.find('(').unwrap_or(spec.len());
    let ret = parse_tok(&spec[..open]);
    let inner = spec[open..].trim_start_matches('(').trim_end_matches(')');
    let mut params = Vec::new();
    let mut varargs = false;
    for p in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        if p == "..." {
            varargs = true;
            continue;
        }
        let immarg = p.ends_with('!');
        params.push((parse_tok(p.trim_end_matches('!')), immarg));
    }
    Sig { ret, params, varargs }
}

/// The prototype of an intrinsic. The table is parsed once per process (its types are
/// the type table's fixed entries, the same in every module): a call to an intrinsic
/// used to search and parse it again, 1,700 instructions each.
fn signature_of(base: &str) -> Option<&'static Sig> {
    static PARSED: std::sync::OnceLock<crate::hashing::FxMap<&'static str, Sig>> = std::sync::OnceLock::new();
    PARSED.get_or_init(|| SIGNATURES.iter().map(|&(n, s)| (n, parse_sig(s))).collect()).get(base)
}

/// Overloaded types bound while matching a prototype.
struct Binding<'a> {
    tt: &'a TypeTable,
    slots: [Option<TypeId>; 4],
}

impl Binding<'_> {
    fn kind_ok(&self, k: Kind, t: TypeId) -> bool {
        match k {
            Kind::Int => self.tt.is_int_or_int_vector(t),
            Kind::Fp => self.tt.is_float_or_float_vector(t),
            Kind::Ptr => self.tt.is_ptr(t),
            Kind::Vec => self.tt.is_vector(t),
            Kind::Any => !matches!(self.tt.get(t), Type::Void | Type::Function { .. } | Type::Label),
        }
    }

    /// First pass: bind overloaded types where they are declared.
    fn bind(&mut self, tok: &Tok, t: TypeId) -> bool {
        match tok {
            Tok::Decl(_, n) | Tok::PtrVec(n, _) if *n < self.slots.len() => {
                let ok = match tok {
                    Tok::Decl(k, _) => self.kind_ok(*k, t),
                    _ => self.tt.is_vector(t) && self.tt.is_ptr(self.tt.scalar_type(t)),
                };
                if !ok {
                    return false;
                }
                match self.slots[*n] {
                    Some(prev) => prev == t,
                    None => {
                        self.slots[*n] = Some(t);
                        true
                    }
                }
            }
            Tok::Struct(fields) => match self.tt.get(t) {
                Type::Struct { fields: fs, .. } if fs.len() == fields.len() => {
                    fields.iter().zip(fs.iter()).all(|(f, &ft)| self.bind(f, ft))
                }
                _ => false,
            },
            _ => true,
        }
    }

    /// Second pass: everything else against the bound types.
    fn check(&self, tok: &Tok, t: TypeId) -> bool {
        let tt = self.tt;
        let slot = |n: usize| self.slots.get(n).copied().flatten();
        match tok {
            Tok::Fixed(f) => *f == t,
            Tok::Md => t == TypeTable::METADATA,
            Tok::Token => t == TypeTable::TOKEN,
            Tok::Void => t == TypeTable::VOID,
            Tok::Decl(..) => true,
            Tok::PtrVec(_, m) => slot(*m).is_some_and(|s| super::inst::shape(tt, s) == super::inst::shape(tt, t)),
            Tok::Match(n) => slot(*n) == Some(t),
            Tok::Bool(n) => slot(*n).is_some_and(|s| super::inst::is_bool_of_shape(tt, t, s)),
            Tok::Elt(n) => slot(*n).is_some_and(|s| tt.is_vector(s) && tt.scalar_type(s) == t),
            Tok::Struct(fields) => match tt.get(t) {
                Type::Struct { fields: fs, packed: false } if fs.len() == fields.len() => {
                    fields.iter().zip(fs.iter()).all(|(f, &ft)| self.check(f, ft))
                }
                _ => false,
            },
        }
    }
}

/// LLVM's `getMangledTypeStr`: how an overloaded type is spelled in an intrinsic name.
/// `None` when the type contains an unnamed identified struct (LLVM then numbers the
/// name, which is not checked).
pub(crate) fn mangle(v: &Verifier, t: TypeId, out: &mut String, depth: u32) -> Option<()> {
    use std::fmt::Write;
    let tt = v.types();
    if depth > 32 {
        return None;
    }
    match tt.get(t) {
        Type::Ptr { addrspace } => {
            let _ = write!(out, "p{addrspace}");
        }
        Type::Array { elem, len } => {
            let _ = write!(out, "a{len}");
            mangle(v, *elem, out, depth + 1)?;
        }
        Type::Struct { fields, .. } => {
            out.push_str("sl_");
            for &f in fields.iter() {
                mangle(v, f, out, depth + 1)?;
            }
            out.push('s');
        }
        Type::Named(i) => {
            let name = tt.named.get(*i as usize)?.name?;
            out.push_str("s_");
            out.push_str(&v.m.syms.text(name));
            out.push('s');
        }
        Type::Function { ret, params, varargs } => {
            out.push_str("f_");
            mangle(v, *ret, out, depth + 1)?;
            for &p in params.iter() {
                mangle(v, p, out, depth + 1)?;
            }
            if *varargs {
                out.push_str("vararg");
            }
            out.push('f');
        }
        Type::Vector { elem, len, scalable } => {
            let _ = write!(out, "{}v{len}", if *scalable { "nx" } else { "" });
            mangle(v, *elem, out, depth + 1)?;
        }
        Type::TargetExt { name, types, ints } => {
            out.push('t');
            out.push_str(&v.m.syms.text(*name));
            for &p in types.iter() {
                out.push('_');
                mangle(v, p, out, depth + 1)?;
            }
            for i in ints.iter() {
                let _ = write!(out, "_{i}");
            }
            out.push('t');
        }
        Type::Void => out.push_str("isVoid"),
        Type::Metadata => out.push_str("Metadata"),
        Type::X86Amx => out.push_str("x86amx"),
        Type::Int(b) => {
            let _ = write!(out, "i{b}");
        }
        Type::Float(k) => out.push_str(match k {
            FloatKind::Half => "f16",
            FloatKind::BFloat => "bf16",
            FloatKind::Float => "f32",
            FloatKind::Double => "f64",
            FloatKind::X86Fp80 => "f80",
            FloatKind::Fp128 => "f128",
            FloatKind::PpcFp128 => "ppcf128",
        }),
        Type::Label | Type::Token => return None,
    }
    Some(())
}

/// Checks every function named `llvm.*`: it is a known or well-formed target intrinsic,
/// it is only declared, and (for the intrinsics in `SIGNATURES`) its type matches the
/// prototype and its name spells the overloaded types.
pub(crate) fn check_declarations(v: &mut Verifier) {
    for (i, g) in v.m.globals.iter().enumerate() {
        let GlobalKind::Func(f) = &g.kind else { continue };
        let Some(name) = g.name else { continue };
        let bytes = v.m.syms.bytes(name);
        if !bytes.starts_with(b"llvm.") {
            continue;
        }
        let text = v.m.syms.text(name).into_owned();
        if !f.is_declaration() {
            v.err(g.src, "llvm intrinsics cannot be defined!");
        }
        let Some(intr) = v.intrinsic[i].clone() else {
            v.err(g.src, format!("invalid intrinsic name '{text}': not an LLVM 19 intrinsic"));
            continue;
        };
        if intr.target.is_some() {
            continue;
        }
        let Some(sig) = signature_of(intr.base) else { continue };
        let Some((ret, params, varargs)) = v.type_ok(f.ty).then(|| v.types().function_sig(f.ty)).flatten() else {
            continue;
        };
        if let Err(msg) =
            match_signature(v, &sig, ret, params, varargs).and_then(|slots| expected_name(v, intr.base, &slots, &text))
        {
            v.err(g.src, msg);
        }
    }
}

/// Matches a function type against a prototype; returns the overloaded types in order.
fn match_signature(
    v: &Verifier,
    sig: &Sig,
    ret: TypeId,
    params: &[TypeId],
    varargs: bool,
) -> Result<Vec<TypeId>, String> {
    let mut b = Binding { tt: v.types(), slots: [None; 4] };
    if !b.bind(&sig.ret, ret) {
        return Err("Intrinsic has incorrect return type!".into());
    }
    if params.len() != sig.params.len() {
        return Err(format!(
            "Intrinsic has incorrect argument type! (it takes {} arguments, not {})",
            sig.params.len(),
            params.len()
        ));
    }
    for ((tok, _), &p) in sig.params.iter().zip(params) {
        if !b.bind(tok, p) {
            return Err("Intrinsic has incorrect argument type!".into());
        }
    }
    if !b.check(&sig.ret, ret) {
        return Err("Intrinsic has incorrect return type!".into());
    }
    for ((tok, _), &p) in sig.params.iter().zip(params) {
        if !b.check(tok, p) {
            return Err("Intrinsic has incorrect argument type!".into());
        }
    }
    if varargs && !sig.varargs {
        return Err("Intrinsic was not defined with variable arguments!".into());
    }
    if !varargs && sig.varargs {
        return Err("Callsite was not defined with variable arguments!".into());
    }
    Ok(b.slots.iter().map_while(|s| *s).collect())
}

/// Compares the name with the one LLVM builds from the overloaded types.
fn expected_name(v: &Verifier, base: &str, slots: &[TypeId], actual: &str) -> Result<(), String> {
    let mut want = format!("llvm.{base}");
    for &t in slots {
        want.push('.');
        if mangle(v, t, &mut want, 0).is_none() {
            return Ok(());
        }
    }
    if want == actual {
        Ok(())
    } else {
        Err(format!("Intrinsic name not mangled correctly for type arguments! Should be: {want}"))
    }
}

/// Call-site rules of intrinsics (LLVM's `visitIntrinsicCall`): `immarg` arguments are
/// constants, and a few intrinsics have argument ranges or context requirements.
pub(crate) fn check_call(
    v: &mut Verifier,
    cx: &FnCtx,
    inst: &Inst,
    callee: GlobalId,
    intr: &Intrinsic,
    args: &[Value],
) {
    if intr.target.is_some() {
        return;
    }
    let Some(sig) = signature_of(intr.base) else { return };
    // `immarg` from the prototype, where the declaration does not say so itself (those
    // are checked for every call in `call.rs`).
    let decl = v.m.globals[callee.0 as usize].as_function();
    for (k, ((_, immarg), &a)) in sig.params.iter().zip(args).enumerate() {
        let declared =
            decl.and_then(|d| d.params.get(k)).is_some_and(|p| v.immarg_sets.get(p.attrs.0 as usize) == Some(&true));
        if *immarg && !declared && !super::call::is_immediate(v, a) {
            v.err(
                inst.src,
                format!("immarg operand has non-immediate parameter (argument {} of {})", k + 1, v.global_name(callee)),
            );
        }
    }
    let int_arg =
        |v: &Verifier, k: usize| args.get(k).and_then(|&a| a.as_const()).and_then(|c| super::inst::const_u64(v, c));
    match intr.base {
        "prefetch" => {
            if int_arg(v, 1).is_some_and(|x| x > 1) {
                v.err(inst.src, "rw argument to llvm.prefetch must be 0-1");
            }
            if int_arg(v, 2).is_some_and(|x| x > 3) {
                v.err(inst.src, "locality argument to llvm.prefetch must be 0-3");
            }
            if int_arg(v, 3).is_some_and(|x| x > 1) {
                v.err(inst.src, "cache type argument to llvm.prefetch must be 0-1");
            }
        }
        "is.fpclass" => {
            if int_arg(v, 1).is_some_and(|x| x & !0x3ff != 0) {
                v.err(inst.src, "unsupported bits for llvm.is.fpclass test mask");
            }
        }
        "masked.load" | "masked.store" | "masked.gather" | "masked.scatter" => {
            let k = if intr.base.ends_with("load") || intr.base.ends_with("gather") { 1 } else { 2 };
            if int_arg(v, k).is_some_and(|a| a != 0 && !a.is_power_of_two() || a > super::inst::MAX_ALIGN) {
                v.err(inst.src, format!("{}: alignment must be a power of 2", intr.base.replace('.', "_")));
            }
        }
        "va_start" => {
            if !v.types().function_sig(cx.f.ty).is_some_and(|(_, _, va)| va) {
                v.err(inst.src, "va_start called in a non-varargs function");
            }
        }
        "threadlocal.address" => match args.first().and_then(|&a| a.as_const()).and_then(|c| v.const_global(c)) {
            None => v.err(inst.src, "llvm.threadlocal.address first argument must be a GlobalValue"),
            Some(g) => {
                if v.m.globals[g.0 as usize].thread_local == ThreadLocal::NotThreadLocal {
                    v.err(inst.src, "llvm.threadlocal.address operand isThreadLocal() must be true");
                }
            }
        },
        "ptrmask" => {
            let tt = v.types();
            let tys: Vec<Option<TypeId>> = args.iter().map(|&a| v.value_type(cx.f, a)).collect();
            if let (Some(Some(p)), Some(Some(m))) = (tys.first(), tys.get(1)) {
                if !tt.is_ptr_or_ptr_vector(*p) {
                    v.err(inst.src, "llvm.ptrmask intrinsic first argument must be pointer or vector of pointers");
                } else if super::inst::shape(tt, *p) != super::inst::shape(tt, *m) {
                    v.err(inst.src, "llvm.ptrmask intrinsic arguments must have the same number of elements");
                } else if let Type::Ptr { addrspace } = tt.get(tt.scalar_type(*p)) {
                    let idx = v.m.datalayout.index_size_bits(*addrspace);
                    if tt.int_bits(tt.scalar_type(*m)) != Some(idx) {
                        v.err(
                            inst.src,
                            "llvm.ptrmask intrinsic second argument bitwidth must match pointer index type size of first argument",
                        );
                    }
                }
            }
        }
        _ => {}
    }
}
