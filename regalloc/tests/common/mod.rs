//! Shared test support: the toy ISA and interpreter, and random function generation.
pub mod random;
pub mod toy;
