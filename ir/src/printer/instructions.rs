//! Printing instructions.
