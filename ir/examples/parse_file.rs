//! Parses `.ll` files and reports errors (rendered with the source line) and timings:
//! `cargo run -p rllc-ir --example parse_file -- a.ll b.ll ...`.

use std::time::Instant;

fn main() {
    let mut failed = 0;
    let files: Vec<String> = std::env::args().skip(1).collect();
    for path in &files {
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed += 1;
                continue;
            }
        };
        let start = Instant::now();
        let r = rllc_ir::parse(&src);
        let dt = start.elapsed();
        match r {
            Ok(m) => {
                let insts: usize = m.functions().map(|(_, f)| f.insts.len()).sum();
                println!("{path}: ok in {:.2} ms ({} bytes, {} globals, {insts} instructions)", dt.as_secs_f64() * 1e3, src.len(), m.globals.len());
            }
            Err(d) => {
                failed += 1;
                println!("{}", d.render(path, &src));
            }
        }
    }
    if failed > 0 {
        eprintln!("{failed} of {} files failed", files.len());
        std::process::exit(1);
    }
}
