//! Parsing instructions inside function bodies.
