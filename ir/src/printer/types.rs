//! Printing types.
