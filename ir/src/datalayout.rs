//! The data layout: endianness, pointer sizes, type alignments and the other properties of
//! a `target datalayout` string, with the size and alignment queries isel needs.
//!
//! (Being filled in.)

/// A parsed data layout.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DataLayout {}
