//! Printing values.
