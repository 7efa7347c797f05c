//! Times the phases of reading a module — parse, verify, drop — separately, taking the
//! fastest of `RLLC_REPEAT` runs (default 5; timings on a busy machine are noisy), and
//! prints the sizes of the hot data structures. A profiling aid for `bench/parse.sh`:
//! `cargo run --release -p rllc-ir --example phases -- bench/work/sqlite3.ll`.

use std::time::{Duration, Instant};

fn main() {
    let path = std::env::args().nth(1).expect("usage: phases <file.ll>");
    let src = std::fs::read_to_string(&path).expect("readable UTF-8 file");
    let repeat: usize = std::env::var("RLLC_REPEAT").ok().and_then(|s| s.parse().ok()).unwrap_or(5).max(1);
    let (mut lex, mut parse, mut verify, mut drop) = (Duration::MAX, Duration::MAX, Duration::MAX, Duration::MAX);
    let mut tokens = 0usize;
    for _ in 0..repeat {
        let t = Instant::now();
        let mut lx = rllc_ir::lexer::Lexer::new(&src);
        tokens = 0;
        while lx.next_token().kind != rllc_ir::lexer::Tok::Eof {
            tokens += 1;
        }
        lex = lex.min(t.elapsed());
        let t = Instant::now();
        let m = match rllc_ir::parse(&src) {
            Ok(m) => m,
            Err(d) => {
                eprintln!("{}", d.render(&path, &src));
                std::process::exit(1);
            }
        };
        parse = parse.min(t.elapsed());
        let t = Instant::now();
        let problems = rllc_ir::verify(&m);
        verify = verify.min(t.elapsed());
        if let Some(d) = problems.first() {
            eprintln!("{}", d.render(&path, &src));
        }
        let t = Instant::now();
        std::mem::drop(m);
        drop = drop.min(t.elapsed());
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{path}: {} bytes, {tokens} tokens; lex alone {:.1} ms; parse {:.1} ms, verify {:.1} ms, drop {:.1} ms (best of {repeat})",
        src.len(),
        ms(lex),
        ms(parse),
        ms(verify),
        ms(drop)
    );
    println!(
        "size_of: Inst {}, InstKind {}, Value {}, Const {}, Metadata {}",
        std::mem::size_of::<rllc_ir::Inst>(),
        std::mem::size_of::<rllc_ir::InstKind>(),
        std::mem::size_of::<rllc_ir::Value>(),
        std::mem::size_of::<rllc_ir::Const>(),
        std::mem::size_of::<rllc_ir::Metadata>()
    );
}
