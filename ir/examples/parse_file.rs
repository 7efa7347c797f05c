//! Parses `.ll` files and reports errors (rendered with the source line) and timings:
//! `cargo run -p rllc-ir --example parse_file -- a.ll b.ll ...` (`RLLC_REPEAT=N` to time the
//! fastest of N runs).

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
        // RLLC_REPEAT=N parses N times and reports the fastest run (timings on a busy
        // machine are noisy).
        let repeat: usize = std::env::var("RLLC_REPEAT").ok().and_then(|s| s.parse().ok()).unwrap_or(1).max(1);
        let mut best = None;
        let mut r = None;
        for _ in 0..repeat {
            let start = Instant::now();
            let res = rllc_ir::parse(&src);
            let dt = start.elapsed();
            best = Some(best.map_or(dt, |b: std::time::Duration| b.min(dt)));
            r = Some(res);
        }
        let (r, dt) = (r.expect("parsed at least once"), best.expect("timed at least once"));
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
