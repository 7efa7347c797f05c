//! Unit tests of the verifier: broken IR built with the builder, and the message each
//! problem gets.
