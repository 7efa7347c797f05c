//! Calls the functions build.rs compiled from `.ll` files into `libllparts.a`.

use std::ffi::{c_char, CStr};

extern "C" {
    fn add3(a: i32, b: i32, c: i32) -> i32;
    fn greeting() -> *const c_char;
    fn bump(by: i64) -> i64;
}

fn main() {
    // SAFETY: the functions are defined in ll/*.ll with these signatures; greeting returns
    // a NUL-terminated constant.
    unsafe {
        println!("add3 = {}", add3(1, 2, 39));
        println!("{}", CStr::from_ptr(greeting()).to_str().unwrap());
        bump(5);
        println!("bump = {}", bump(7));
    }
}
