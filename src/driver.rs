//! The `rllc` command's work: read the input (a large file is mapped, not copied), parse
//! and verify it (reporting every problem with file, line, column, source line and
//! caret), then print it back, compile it, or stop, and write the result atomically.
//! Returns the process exit code; llc's: 0 on success, 1 on any error (usage errors
//! included).

use crate::cli::{self, Action, Dest, Input, Invocation, Mode};
pub use crate::background::lower_current_thread;
use crate::compile::compile_verified as compile;
use crate::outfile::write_atomically;
use crate::timing::{self, Phase};
use std::ffi::OsString;
use std::io::{self, Read, Write};

/// Called once, on the calling thread, before a large input is parsed, with its size:
/// the `rllc` binary readies the main thread's heap for the module (huge pages, see its
/// allocator.rs). Unset in the library: nothing happens.
static LARGE_INPUT_HOOK: std::sync::OnceLock<fn(usize)> = std::sync::OnceLock::new();

/// Inputs at least this large call the hook (the size at which the lexer also gets a
/// thread of its own). Below it the module is small, and readying the heap would cost
/// more than it saves (a 2 MiB page zeroed for a module of a few hundred KiB).
const LARGE_INPUT_BYTES: usize = 1 << 20;

/// Sets the large-input hook (see `LARGE_INPUT_HOOK`); only the first call counts.
pub fn on_large_input(hook: fn(usize)) {
    let _ = LARGE_INPUT_HOOK.set(hook);
}

/// Called once, on the calling thread, when the parser of a large input has started
/// reading (its lexer thread is running): the `rllc` binary's allocator starts faulting in
/// the heap in the background then, not earlier, because populating memory holds the
/// process's memory-map lock, which starting a thread (its stack is a new mapping) must
/// wait for. Unset in the library: nothing happens.
static PARSE_START_HOOK: std::sync::OnceLock<fn()> = std::sync::OnceLock::new();

/// Sets the parse-start hook (see `PARSE_START_HOOK`); only the first call counts.
pub fn on_parse_start(hook: fn()) {
    let _ = PARSE_START_HOOK.set(hook);
}

/// Runs the command with its arguments (the first is the program name) and returns the
/// exit code.
pub fn main<I: IntoIterator<Item = OsString>>(args: I) -> i32 {
    let action = match cli::parse_args(args.into_iter().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("rllc: error: {e}");
            eprintln!("rllc: run 'rllc --help' for the options");
            return 1;
        }
    };
    match action {
        Action::Help => print_stdout(cli::help_text().as_bytes()),
        Action::Version => print_stdout(cli::version_text().as_bytes()),
        Action::Run(inv) => run(&inv),
    }
}

/// Carries out one invocation.
pub fn run(inv: &Invocation) -> i32 {
    if inv.time_passes {
        timing::enable();
    }
    let code = run_timed(inv);
    if inv.time_passes {
        eprint!("{}", timing::report());
    }
    code
}

fn run_timed(inv: &Invocation) -> i32 {
    let name = inv.input_name();
    let bytes = match timing::time(Phase::Read, || read_input(&inv.input)) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("rllc: error: cannot read '{name}': {}", io_message(&e));
            return 1;
        }
    };
    let large = bytes.len() >= LARGE_INPUT_BYTES;
    if large {
        if let Some(hook) = LARGE_INPUT_HOOK.get() {
            hook(bytes.len());
        }
    }
    // Bitcode (raw, or in the wrapper some Apple tools write) is not read, only text.
    if bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]) {
        eprintln!("rllc: error: '{name}' is LLVM bitcode; rllc reads textual IR (convert it with llvm-dis-19)");
        return 1;
    }
    // Pages of a mapped file the parser has gone past are let go as it reads on, so the
    // whole text and the finished module are never resident together (13 MB less peak
    // memory on sqlite3.ll); a diagnostic that shows one of them maps it again from the
    // page cache. Letting go of a page costs about a third of a microsecond (the kernel
    // unmaps it and flushes the other cores' TLBs), 1.2 ms per run of sqlite3.ll, so a
    // large input's pages are let go by a thread of their own, not the parser's.
    let on_progress = |offset: usize| {
        // The parser reports offset 0 once, when it has started.
        if offset == 0 {
            if let (true, Some(hook)) = (large, PARSE_START_HOOK.get()) {
                hook();
            }
        }
    };
    let parse = |release: &dyn Fn(usize)| {
        let mut progress = |offset: usize| {
            on_progress(offset);
            release(offset);
        };
        // Never dropped: the process exits right after this run, and freeing the
        // module's many small allocations one by one would cost as much as verifying it.
        // The text is checked for UTF-8 as it is read (for a large input, by the lexer
        // thread, a step ahead of the tokens it hands the parser), not before: that check
        // was the one step before the parser could start.
        timing::time(Phase::Parse, || rllc_ir::parse_bytes_with_progress(&bytes, &mut progress))
            .map(|(module, src)| (std::mem::ManuallyDrop::new(module), src))
    };
    let parsed = match &bytes {
        #[cfg(unix)]
        InputBytes::Mapped(m) if large => std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<usize>();
            // Without the thread the parser's thread lets the pages go itself.
            let releaser = std::thread::Builder::new().name("rllc-release".into()).spawn_scoped(s, move || {
                crate::background::lower_current_thread();
                while let Ok(mut offset) = rx.recv() {
                    // Only the furthest of the offsets queued meanwhile matters.
                    while let Ok(later) = rx.try_recv() {
                        offset = later;
                    }
                    m.release_before(offset);
                }
            });
            match releaser {
                Ok(_) => {
                    // A send fails only if the thread is gone; the pages then stay.
                    let parsed = parse(&|offset| {
                        let _ = tx.send(offset);
                    });
                    // Dropping the sender ends the thread, which the scope waits for.
                    drop(tx);
                    parsed
                }
                Err(_) => parse(&|offset| m.release_before(offset)),
            }
        }),
        #[cfg(unix)]
        InputBytes::Mapped(m) => parse(&|offset| m.release_before(offset)),
        _ => parse(&|_| {}),
    };
    let (module, src) = match parsed {
        Ok(parsed) => parsed,
        Err(d) => {
            // Not UTF-8 is one of the errors: everything before the first bad byte is
            // valid, so its line and column are exact.
            eprintln!("{}", d.render(&name, &String::from_utf8_lossy(&bytes)));
            return 1;
        }
    };
    // Straight from the parser and unchanged: the rules it has enforced are not checked again.
    let mut problems = timing::time(Phase::Verify, || rllc_ir::verify_parsed(&module));
    if !problems.is_empty() {
        // In source order, those without a place last; stable, so the verifier's order
        // decides among problems at one place.
        problems.sort_by_key(|d| d.offset.unwrap_or(usize::MAX));
        for d in &problems {
            eprintln!("{}", d.render(&name, src));
        }
        return 1;
    }
    let out = match inv.mode {
        Mode::ParseOnly => return 0,
        Mode::EmitLlvm => rllc_ir::print_module(&module).into_bytes(),
        Mode::Compile => match compile(&module, &inv.options) {
            Ok(out) => {
                for w in &out.warnings {
                    eprintln!("warning: {w}");
                }
                out.bytes
            }
            // An error at a place in the input: `file:line:col`, the line and a caret.
            Err(e @ crate::error::Error::Codegen { offset: Some(offset), .. }) => {
                eprintln!("{}", rllc_ir::Diagnostic::at(offset, e.to_string()).render(&name, src));
                return 1;
            }
            Err(e) => {
                eprintln!("rllc: error: {name}: {e}{}", advice(&e));
                return 1;
            }
        },
    };
    match inv.destination() {
        None => 0,
        Some(Dest::Stdout) => print_stdout(&out),
        Some(Dest::File(path)) => match write_atomically(&path, &out) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!(
                    "rllc: error: cannot write '{}': {}",
                    path.display(),
                    io_message(&e)
                );
                1
            }
        },
    }
}

/// The input's bytes: a large regular file mapped read-only, anything else read into
/// memory. The parser and the diagnostics only ever see `&[u8]`/`&str` borrowed from it.
enum InputBytes {
    Read(Vec<u8>),
    #[cfg(unix)]
    Mapped(mapped::Mapped),
}

impl std::ops::Deref for InputBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            InputBytes::Read(v) => v,
            #[cfg(unix)]
            InputBytes::Mapped(m) => m,
        }
    }
}

/// Files at least this large are mapped. Below it, one `read` into a small buffer costs
/// less than setting up and tearing down a mapping.
const MAP_MIN_BYTES: u64 = 256 * 1024;

fn read_input(input: &Input) -> io::Result<InputBytes> {
    match input {
        Input::Stdin => {
            let mut buf = Vec::new();
            io::stdin().lock().read_to_end(&mut buf)?;
            Ok(InputBytes::Read(buf))
        }
        Input::File(path) => {
            let mut file = std::fs::File::open(path)?;
            let meta = file.metadata()?;
            // Only a regular file has a size that means something: pipes, character
            // devices and /proc files are read to their end.
            #[cfg(unix)]
            if meta.is_file() && meta.len() >= MAP_MIN_BYTES {
                if let Ok(len) = usize::try_from(meta.len()) {
                    // A file system that cannot map (rare) is read instead.
                    if let Ok(m) = mapped::Mapped::map(&file, len) {
                        return Ok(InputBytes::Mapped(m));
                    }
                }
            }
            let mut buf =
                Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0).saturating_add(1));
            file.read_to_end(&mut buf)?;
            Ok(InputBytes::Read(buf))
        }
    }
}

/// Inputs at least this large are mapped without `MAP_POPULATE`: the parser's lexer
/// thread (which `rllc_ir` starts for inputs of a megabyte and more) faults their pages in
/// as it reads them, beside the parser, rather than the `mmap` call on the way to it.
const FAULT_AS_READ_BYTES: usize = 1 << 20;

/// A read-only mapping of a whole file.
///
/// Why map: reading sqlite3.ll (14 MiB) into a `Vec` copies every byte out of the page
/// cache and faults in 3,700 fresh anonymous pages on the main thread, the sequential
/// start of every compile (10 ms of the read; 1.5 ms mapped). A mapping shares the page cache's pages;
/// for inputs below `FAULT_AS_READ_BYTES`, `MAP_POPULATE` enters them all into the page
/// table in the `mmap` call itself, 16 pages per step (fault-around), instead of one trap
/// per page when the parser first touches them; larger ones are faulted in by the lexer
/// thread as it reads them.
///
/// The hazard, and why it is accepted: the mapping is a view of the file, not a copy. If
/// another process truncates the file while rllc runs, touching the lost pages raises
/// SIGBUS and rllc dies by that signal; if it rewrites the file in place, the parser may
/// see a mix of old and new text (a later UTF-8 violation would break `str`'s
/// invariant). LLVM's tools map their inputs the same way (`MemoryBuffer::getFile`);
/// a compiler's input changing under it during the compile is not supported by either.
/// Input from stdin, pipes and small files is still read into memory.
///
/// Pages the parser has gone past are dropped from the mapping (`release_before`): they
/// stay in the page cache, so a later read (a diagnostic) maps them back.
#[cfg(unix)]
mod mapped {
    use std::io;
    use std::os::fd::AsRawFd;
    use std::ptr::NonNull;

    /// Lets go of the pages wholly inside `part`; returns whether the kernel did (a
    /// failure only means the pages stay resident).
    ///
    /// # Safety
    /// `part` lies in a `Mapped`'s mapping.
    unsafe fn forget(part: &[u8]) -> bool {
        let page = page_size();
        let start = (part.as_ptr() as usize).next_multiple_of(page);
        let end = (part.as_ptr() as usize + part.len()) / page * page;
        // SAFETY: a page-aligned range inside a private, read-only, never-written file
        // mapping (the caller's promise): MADV_DONTNEED changes no byte a reader can see,
        // the next access maps the page cache's page again, and borrows of the bytes stay
        // valid.
        start >= end || libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_DONTNEED) == 0
    }

    pub struct Mapped {
        ptr: NonNull<u8>,
        len: usize,
        /// The bytes before this offset (page-aligned) have been let go.
        released: std::sync::atomic::AtomicUsize,
    }

    // SAFETY: the mapping is read-only and private, so the bytes never change through
    // this process; `released` is atomic. (`release_before` is meant for one thread at a
    // time; concurrent calls would only let some pages go twice, which is harmless.)
    unsafe impl Sync for Mapped {}

    impl Mapped {
        /// Maps the first `len` bytes of `file` (`len` > 0: its size when opened).
        pub fn map(file: &std::fs::File, len: usize) -> io::Result<Mapped> {
            if len == 0 {
                return Err(io::ErrorKind::InvalidInput.into());
            }
            // Large inputs are faulted in by the lexer thread as it reads them.
            #[cfg(any(target_os = "linux", target_os = "android"))]
            let flags = if len >= super::FAULT_AS_READ_BYTES { libc::MAP_PRIVATE } else { libc::MAP_PRIVATE | libc::MAP_POPULATE };
            #[cfg(not(any(target_os = "linux", target_os = "android")))]
            let flags = libc::MAP_PRIVATE;
            // SAFETY: a new private read-only mapping at an address the kernel picks, so
            // no existing memory is affected; the descriptor is open for reading, and the
            // mapping outlives its closing.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ,
                    flags,
                    file.as_raw_fd(),
                    0,
                )
            };
            if p == libc::MAP_FAILED {
                return Err(io::Error::last_os_error());
            }
            let ptr = NonNull::new(p.cast::<u8>()).ok_or(io::ErrorKind::Other)?;
            Ok(Mapped {
                ptr,
                len,
                released: std::sync::atomic::AtomicUsize::new(0),
            })
        }

        /// Lets go of the pages wholly before `offset`: they leave this process's
        /// resident memory but stay in the page cache, and reading them again (only a
        /// diagnostic does) maps them back with the same bytes, as for any private
        /// file mapping never written to.
        pub fn release_before(&self, offset: usize) {
            let page = page_size();
            let end = offset.min(self.len) / page * page;
            let start = self.released.load(std::sync::atomic::Ordering::Relaxed);
            if end <= start {
                return;
            }
            // SAFETY: [start, end) lies inside this mapping (and is page-aligned: the
            // mapping starts on a page).
            if unsafe { forget(&self[start..end]) } {
                self.released.store(end, std::sync::atomic::Ordering::Relaxed);
            }
        }
    }

    fn page_size() -> usize {
        // SAFETY: sysconf has no preconditions.
        let n = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
        usize::try_from(n).ok().filter(|&n| n > 0).unwrap_or(4096)
    }

    impl std::ops::Deref for Mapped {
        type Target = [u8];
        fn deref(&self) -> &[u8] {
            // SAFETY: `ptr` is the start of a readable mapping of `len` bytes that lives
            // as long as `self` (unmapped only in `drop`), and nothing writes to it
            // through this process (read-only, private). The file changing under it is
            // the hazard documented on the module.
            unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
        }
    }

    impl Drop for Mapped {
        fn drop(&mut self) {
            // SAFETY: unmaps exactly the mapping made in `map`; no borrow of it outlives
            // `self`, since `deref` ties them to `&self`.
            unsafe {
                libc::munmap(self.ptr.as_ptr().cast(), self.len);
            }
        }
    }
}

/// Writes to stdout; a closed pipe or full disk is an error (exit 1), not a panic.
fn print_stdout(bytes: &[u8]) -> i32 {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("rllc: error: cannot write to stdout: {}", io_message(&e));
            1
        }
    }
}

/// An I/O error's text without Rust's " (os error N)" suffix, as other compilers print it.
fn io_message(e: &io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) if text.ends_with(')') => text[..i].to_string(),
        _ => text,
    }
}

/// What the command line can do about a library error (the library's words name no
/// options).
fn advice(e: &crate::error::Error) -> &'static str {
    use crate::error::Error;
    match e {
        Error::ModuleTriple { .. } => " (use -mtriple= to override it)",
        Error::NotImplemented { .. } | Error::NotImplementedFor { .. } => {
            " (use --emit-llvm or --parse-only to read and check the module only)"
        }
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
        let path = std::env::temp_dir().join(format!("rllc-driver-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    /// A large file is mapped, a small or empty one read; both give the file's bytes.
    #[test]
    fn input_file_bytes_mapped_or_read() {
        let big: Vec<u8> = (0..MAP_MIN_BYTES as usize + 4097)
            .map(|i| b"; comment\n"[i % 10])
            .collect();
        for (name, bytes, mapped) in [
            ("big.ll", &big[..], cfg!(unix)),
            ("small.ll", &b"; x\n"[..], false),
            ("empty.ll", &b""[..], false),
        ] {
            let path = temp_file(name, bytes);
            let got = read_input(&Input::File(path.clone())).unwrap();
            std::fs::remove_file(&path).unwrap();
            assert_eq!(&got[..], bytes, "{name}");
            assert_eq!(!matches!(got, InputBytes::Read(_)), mapped, "{name}");
        }
    }

    /// Pages let go behind the parser read back with the same bytes.
    #[cfg(unix)]
    #[test]
    fn released_pages_read_back_the_same() {
        let big: Vec<u8> = (0..3 * MAP_MIN_BYTES as usize)
            .map(|i| (i % 251) as u8)
            .collect();
        let path = temp_file("release.ll", &big);
        let got = read_input(&Input::File(path.clone())).unwrap();
        std::fs::remove_file(&path).unwrap();
        let InputBytes::Mapped(m) = &got else {
            panic!("not mapped")
        };
        for offset in [
            0,
            1,
            4096,
            MAP_MIN_BYTES as usize + 123,
            big.len(),
            usize::MAX,
        ] {
            m.release_before(offset);
            assert_eq!(&got[..], &big[..], "after release_before({offset})");
        }
    }

    #[test]
    fn unreadable_input_is_an_error() {
        assert!(read_input(&Input::File(std::env::temp_dir())).is_err());
        assert!(read_input(&Input::File(PathBuf::from("/nonexistent/rllc/input.ll"))).is_err());
    }
}
