//! Writing results so that a failure never leaves a half-written file: the bytes go to a
//! temporary file in the destination's directory (same file system, so the rename is
//! atomic), which is renamed over the destination only once everything is written.

use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: either the whole new content is there afterwards,
/// or the old file (if any) is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let (tmp_path, mut file) = create_temp_beside(path)?;
    let result = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| {
            drop(file);
            fs::rename(&tmp_path, path)
        });
    if result.is_err() {
        // Best effort: the temporary file is ours and useless now.
        let _ = fs::remove_file(&tmp_path);
    }
    result
}

/// Creates a new, uniquely named file next to `path` (`.name.rllc-tmp-PID-N`).
fn create_temp_beside(path: &Path) -> io::Result<(PathBuf, File)> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = path.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "the output path names no file")
    })?;
    let pid = std::process::id();
    for n in 0..100u32 {
        let mut name = OsString::from(".");
        name.push(file_name);
        name.push(format!(".rllc-tmp-{pid}-{n}"));
        let candidate = dir.join(name);
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(f) => return Ok((candidate, f)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "could not create a temporary file",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("rllc-outfile-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn replaces_content_and_leaves_no_temporary() {
        let dir = scratch("replace");
        let out = dir.join("a.s");
        fs::write(&out, "old").unwrap();
        write_atomically(&out, b"new").unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), "new");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn missing_directory_is_an_error_not_a_panic() {
        let dir = scratch("missing");
        let err = write_atomically(&dir.join("no/such/dir/a.s"), b"x").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::NotFound);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn writing_over_a_directory_fails_and_cleans_up() {
        let dir = scratch("overdir");
        let target = dir.join("sub");
        fs::create_dir(&target).unwrap();
        assert!(write_atomically(&target, b"x").is_err());
        // Only the directory itself remains: the temporary file was removed.
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }
}
