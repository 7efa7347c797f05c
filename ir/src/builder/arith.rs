//! Builder methods for arithmetic, comparisons and conversions: the two-operand
//! operations (with `nsw`/`nuw`/`exact`/`disjoint` flags and fast-math flags), `fneg`,
//! `icmp`/`fcmp`, every cast, `select` and `freeze`. Result types follow the operands,
//! so a vector operation gives a vector result.

use super::FunctionBuilder;
use crate::inst::{flags, BinOp, CastOp, FastMath, FloatPred, InstKind, IntPred};
use crate::types::{TypeId, TypeTable};
use crate::value::Value;

/// One method per two-operand opcode, each `op(a, b)`.
macro_rules! binops {
    ($($(#[$doc:meta])* $name:ident => $op:ident),* $(,)?) => {
        $( $(#[$doc])* pub fn $name(&mut self, a: Value, b: Value) -> Value { self.binary(BinOp::$op, a, b) } )*
    };
}

/// One method per cast opcode, each `op(v, to)`.
macro_rules! casts {
    ($($(#[$doc:meta])* $name:ident => $op:ident),* $(,)?) => {
        $( $(#[$doc])* pub fn $name(&mut self, v: Value, to: TypeId) -> Value { self.cast(CastOp::$op, v, to) } )*
    };
}

impl FunctionBuilder<'_> {
    /// `op ty a, b`; the result has `a`'s type.
    pub fn binary(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        self.binary_flags(op, 0, a, b)
    }

    /// `op [flags] ty a, b`, `flags` being `inst::flags` bits the opcode allows (`NSW`,
    /// `NUW` for `add`/`sub`/`mul`/`shl`; `EXACT` for divisions and right shifts;
    /// `DISJOINT` for `or`).
    pub fn binary_flags(&mut self, op: BinOp, flags: u16, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        self.push_value(InstKind::Binary { op, flags, fmf: FastMath::default() }, ty, vec![a, b])
    }

    binops! {
        /// `add`.
        add => Add,
        /// `sub`.
        sub => Sub,
        /// `mul`.
        mul => Mul,
        /// `udiv`.
        udiv => UDiv,
        /// `sdiv`.
        sdiv => SDiv,
        /// `urem`.
        urem => URem,
        /// `srem`.
        srem => SRem,
        /// `shl`.
        shl => Shl,
        /// `lshr`.
        lshr => LShr,
        /// `ashr`.
        ashr => AShr,
        /// `and`.
        and => And,
        /// `or`.
        or => Or,
        /// `xor`.
        xor => Xor,
        /// `fadd`.
        fadd => FAdd,
        /// `fsub`.
        fsub => FSub,
        /// `fmul`.
        fmul => FMul,
        /// `fdiv`.
        fdiv => FDiv,
        /// `frem`.
        frem => FRem,
    }

    /// `add nsw`.
    pub fn add_nsw(&mut self, a: Value, b: Value) -> Value {
        self.binary_flags(BinOp::Add, flags::NSW, a, b)
    }

    /// `sub nsw`.
    pub fn sub_nsw(&mut self, a: Value, b: Value) -> Value {
        self.binary_flags(BinOp::Sub, flags::NSW, a, b)
    }

    /// `mul nsw`.
    pub fn mul_nsw(&mut self, a: Value, b: Value) -> Value {
        self.binary_flags(BinOp::Mul, flags::NSW, a, b)
    }

    /// `fneg ty v`.
    pub fn fneg(&mut self, v: Value) -> Value {
        let ty = self.type_of(v);
        self.push_value(InstKind::FNeg { fmf: FastMath::default() }, ty, vec![v])
    }

    /// `sub 0, v` (integer negation).
    pub fn neg(&mut self, v: Value) -> Value {
        let ty = self.type_of(v);
        let zero = Value::Const(self.m.const_zero(ty));
        self.sub(zero, v)
    }

    /// `xor v, -1` (bitwise not).
    pub fn not(&mut self, v: Value) -> Value {
        let ty = self.type_of(v);
        let ones = Value::Const(self.m.const_all_ones(ty));
        self.xor(v, ones)
    }

    /// Sets the `inst::flags` bits (`NSW`, `NUW`, `EXACT`, `DISJOINT`, `NNEG`,
    /// `INBOUNDS`, `NUSW`, `SAMESIGN`) of a two-operand operation, cast, `icmp` or
    /// `getelementptr`; the verifier rejects bits the opcode does not take. Returns false
    /// (changing nothing) for other values.
    pub fn set_flags(&mut self, v: Value, bits: u16) -> bool {
        let Some(inst) = self.inst_of(v) else { return false };
        match &mut inst.kind {
            InstKind::Binary { flags, .. }
            | InstKind::Cast { flags, .. }
            | InstKind::ICmp { flags, .. }
            | InstKind::Gep { flags, .. } => {
                *flags = bits;
                true
            }
            _ => false,
        }
    }

    /// Sets the fast-math flags of a floating-point operation, `fneg`, cast, `fcmp`,
    /// `phi`, `select` or call. Returns false (changing nothing) for other values.
    pub fn set_fast_math(&mut self, v: Value, fast: FastMath) -> bool {
        let Some(inst) = self.inst_of(v) else { return false };
        match &mut inst.kind {
            InstKind::Binary { fmf, .. }
            | InstKind::FNeg { fmf }
            | InstKind::Cast { fmf, .. }
            | InstKind::FCmp { fmf, .. }
            | InstKind::Phi { fmf }
            | InstKind::Select { fmf } => {
                *fmf = fast;
                true
            }
            InstKind::Call(c) => {
                c.fmf = fast;
                true
            }
            _ => false,
        }
    }

    /// `icmp pred ty a, b`: `i1`, or a vector of `i1` for vector operands.
    pub fn icmp(&mut self, pred: IntPred, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        let ty = self.m.types.with_scalar(ty, TypeTable::I1);
        self.push_value(InstKind::ICmp { pred, flags: 0 }, ty, vec![a, b])
    }

    /// `fcmp pred ty a, b`.
    pub fn fcmp(&mut self, pred: FloatPred, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        let ty = self.m.types.with_scalar(ty, TypeTable::I1);
        self.push_value(InstKind::FCmp { pred, fmf: FastMath::default() }, ty, vec![a, b])
    }

    /// `op ty v to T`.
    pub fn cast(&mut self, op: CastOp, v: Value, to: TypeId) -> Value {
        self.push_value(InstKind::Cast { op, flags: 0, fmf: FastMath::default() }, to, vec![v])
    }

    casts! {
        /// `trunc`.
        trunc => Trunc,
        /// `zext`.
        zext => ZExt,
        /// `sext`.
        sext => SExt,
        /// `fptrunc`.
        fptrunc => FPTrunc,
        /// `fpext`.
        fpext => FPExt,
        /// `fptoui`.
        fptoui => FPToUI,
        /// `fptosi`.
        fptosi => FPToSI,
        /// `uitofp`.
        uitofp => UIToFP,
        /// `sitofp`.
        sitofp => SIToFP,
        /// `ptrtoint`.
        ptrtoint => PtrToInt,
        /// `inttoptr`.
        inttoptr => IntToPtr,
        /// `bitcast`.
        bitcast => BitCast,
        /// `addrspacecast`.
        addrspacecast => AddrSpaceCast,
    }

    /// An integer converted to `to`: `trunc`, `zext`/`sext` (by `signed`) or nothing when
    /// the widths agree.
    pub fn int_cast(&mut self, v: Value, to: TypeId, signed: bool) -> Value {
        let from = self.type_of(v);
        let (fb, tb) = (self.m.types.int_bits(from).unwrap_or(0), self.m.types.int_bits(to).unwrap_or(0));
        match fb.cmp(&tb) {
            std::cmp::Ordering::Equal => v,
            std::cmp::Ordering::Greater => self.trunc(v, to),
            std::cmp::Ordering::Less if signed => self.sext(v, to),
            std::cmp::Ordering::Less => self.zext(v, to),
        }
    }

    /// `select i1 c, ty a, ty b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.type_of(a);
        self.push_value(InstKind::Select { fmf: FastMath::default() }, ty, vec![c, a, b])
    }

    /// `freeze ty v`.
    pub fn freeze(&mut self, v: Value) -> Value {
        let ty = self.type_of(v);
        self.push_value(InstKind::Freeze, ty, vec![v])
    }
}
