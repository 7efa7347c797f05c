//! rllc-objwriter: target-neutral sections, symbols, comdats, relocations, CFI and line
//! rows, written out as ELF, COFF or Mach-O objects (via the `object` crate) or as GNU
//! assembler directives, plus DWARF via `gimli`.
//!
//! Nothing is implemented yet; see issue 3.
