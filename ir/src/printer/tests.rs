//! Unit tests of the printer.
