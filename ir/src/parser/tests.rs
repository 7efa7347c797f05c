//! Unit tests of the `.ll` parser: one or more per construct, plus the error messages.

use super::parse;
