//! Control and status registers: the numbers rllc names in code (the FP environment, the
//! counters) and the names llvm prints for CSR numbers (`csrr a0, mscratch`), so that
//! printed text reads as llc's. A number without a name here is printed as a number,
//! which assembles the same.

/// Floating-point accrued exceptions.
pub const FFLAGS: i64 = 0x001;
/// Floating-point dynamic rounding mode.
pub const FRM: i64 = 0x002;
/// `frm` and `fflags` together.
pub const FCSR: i64 = 0x003;
pub const CYCLE: i64 = 0xc00;
pub const TIME: i64 = 0xc01;
pub const INSTRET: i64 = 0xc02;

/// Named CSRs of RV64 (unprivileged, supervisor and machine level), sorted by number.
const NAMES: &[(i64, &str)] = &[
    (0x001, "fflags"),
    (0x002, "frm"),
    (0x003, "fcsr"),
    (0x100, "sstatus"),
    (0x104, "sie"),
    (0x105, "stvec"),
    (0x106, "scounteren"),
    (0x140, "sscratch"),
    (0x141, "sepc"),
    (0x142, "scause"),
    (0x143, "stval"),
    (0x144, "sip"),
    (0x180, "satp"),
    (0x300, "mstatus"),
    (0x301, "misa"),
    (0x302, "medeleg"),
    (0x303, "mideleg"),
    (0x304, "mie"),
    (0x305, "mtvec"),
    (0x306, "mcounteren"),
    (0x340, "mscratch"),
    (0x341, "mepc"),
    (0x342, "mcause"),
    (0x343, "mtval"),
    (0x344, "mip"),
    (0xb00, "mcycle"),
    (0xb02, "minstret"),
    (0xc00, "cycle"),
    (0xc01, "time"),
    (0xc02, "instret"),
    (0xf11, "mvendorid"),
    (0xf12, "marchid"),
    (0xf13, "mimpid"),
    (0xf14, "mhartid"),
];

/// The name llvm prints for a CSR number, if this table knows it.
pub fn csr_name(csr: i64) -> Option<&'static str> {
    NAMES.binary_search_by_key(&csr, |(n, _)| *n).ok().map(|i| NAMES[i].1)
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorted() {
        assert!(super::NAMES.windows(2).all(|w| w[0].0 < w[1].0));
        assert_eq!(super::csr_name(0x340), Some("mscratch"));
        assert_eq!(super::csr_name(0x7ff), None);
    }
}
