//! rllc-targets: one folder per architecture (x86-64, AArch64, RISC-V) holding registers,
//! instruction descriptions, selection rules, calling conventions, frame lowering,
//! encoders and assembly printers, behind one `lookup(triple)` entry point; plus the
//! target-neutral lowering of global data (`data`).
//!
//! Implemented so far: x86-64 System V with ELF objects.

pub mod aarch64;
pub mod data;
pub mod x86_64;

use rllc_objwriter::{Arch, Format};
use std::fmt;

/// A backend the driver can run: the architecture, its ABI variant and the object format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    X86_64 { abi: x86_64::regs::Abi, format: Format },
}

impl Target {
    pub fn arch(&self) -> Arch {
        match self {
            Target::X86_64 { .. } => Arch::X86_64,
        }
    }

    pub fn format(&self) -> Format {
        match self {
            Target::X86_64 { format, .. } => *format,
        }
    }
}

/// Why no backend exists for a triple.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// A target rllc means to support but does not yet.
    NotImplemented(String),
    /// A target rllc does not know at all.
    Unknown(String),
}

impl fmt::Display for LookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LookupError::NotImplemented(what) => write!(f, "{what} is not implemented yet"),
            LookupError::Unknown(triple) => write!(f, "no backend for target '{triple}'"),
        }
    }
}

impl std::error::Error for LookupError {}

/// The backend for a target triple as LLVM writes it (`x86_64-unknown-linux-gnu`,
/// `aarch64-linux-gnu`, `x86_64-w64-windows-gnu`, `x86_64-apple-macosx10.15.0`).
pub fn lookup(triple: &str) -> Result<Target, LookupError> {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    let rest: Vec<&str> = parts.collect();
    let has = |s: &str| rest.iter().any(|p| p.starts_with(s));
    let format = if has("windows") || has("mingw") || has("win32") || has("cygwin") {
        Format::Coff
    } else if has("darwin") || has("macos") || has("ios") || rest.first() == Some(&"apple") {
        Format::MachO
    } else {
        Format::Elf
    };
    match arch {
        "x86_64" | "amd64" | "x86_64h" => match format {
            Format::Elf => Ok(Target::X86_64 { abi: x86_64::regs::Abi::SysV, format }),
            Format::Coff => Err(LookupError::NotImplemented("code generation for x86-64 Windows (COFF)".into())),
            Format::MachO => Err(LookupError::NotImplemented("code generation for x86-64 macOS (Mach-O)".into())),
        },
        "aarch64" | "arm64" | "aarch64_be" | "arm64e" => {
            Err(LookupError::NotImplemented("code generation for AArch64".into()))
        }
        "riscv64" | "riscv32" => Err(LookupError::NotImplemented("code generation for RISC-V".into())),
        _ => Err(LookupError::Unknown(triple.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples() {
        assert_eq!(
            lookup("x86_64-unknown-linux-gnu"),
            Ok(Target::X86_64 { abi: x86_64::regs::Abi::SysV, format: Format::Elf })
        );
        assert!(matches!(lookup("aarch64-unknown-linux-gnu"), Err(LookupError::NotImplemented(_))));
        assert!(matches!(lookup("riscv64-unknown-linux-gnu"), Err(LookupError::NotImplemented(_))));
        assert!(matches!(lookup("x86_64-w64-windows-gnu"), Err(LookupError::NotImplemented(_))));
        assert!(matches!(lookup("x86_64-apple-macosx10.15.0"), Err(LookupError::NotImplemented(_))));
        assert!(matches!(lookup("sparc-sun-solaris"), Err(LookupError::Unknown(_))));
    }
}
