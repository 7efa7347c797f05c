#!/usr/bin/env python3
"""Where a callgrind profile's instructions go, by line of *our* source.

    valgrind --tool=callgrind --separate-threads=yes --dump-instr=yes \\
        --callgrind-out-file=/tmp/cg.out target/release/rllc --parse-only file.ll
    scripts/cg-lines.py /tmp/cg.out-01 target/release/rllc [N]

callgrind_annotate charges inlined code to the innermost inlined function's line, so a
release build's profile is full of `core/slice/index.rs` and `vec/mod.rs` lines that say
nothing about which of our lines asked for the bounds check or the push. This script
takes each instruction address's own cost (`--dump-instr=yes`), asks `addr2line -i` for
its chain of inlined frames, and charges the cost to the innermost frame that is in this
repository rather than in the standard library or a registry crate. It prints the N
(default 60) costliest lines.

SKIP (environment) is a regular expression of frames to look through as well, so that
cheap helpers charge their callers instead: for example
`SKIP='parser/tokens.rs|parser/mod.rs:23[0-9]'` charges token reads to the parser lines
that asked for them.
"""
import collections
import os
import re
import subprocess
import sys

FOREIGN = ('/rustc/', '/cargo/registry', '/rust/deps')


def self_costs(profile, binary_name):
    """Cost per instruction address of the object whose path ends in `binary_name`."""
    cost = collections.Counter()
    names = {}  # callgrind's compressed object names: id -> path
    current = None
    addr = 0
    after_calls = False  # the line after `calls=` is the call's inclusive cost
    for line in open(profile):
        line = line.rstrip('\n')
        if not line:
            continue
        m = re.match(r'c?ob=\((\d+)\)(?: (.*))?', line)
        if m:
            if m.group(2):
                names[m.group(1)] = m.group(2)
            if line.startswith('ob='):
                current = names.get(m.group(1))
            continue
        if line.startswith('calls='):
            after_calls = True
            continue
        if line[0] in '0123456789+-*':
            parts = line.split()
            a = parts[0]
            if a.startswith('0x'):
                addr = int(a, 16)
            elif a.startswith('+'):
                addr += int(a[1:], 0)
            elif a.startswith('-'):
                addr -= int(a[1:], 0)
            if after_calls:
                after_calls = False
            elif current and current.endswith(binary_name) and len(parts) >= 3:
                cost[addr] += int(parts[2])
    return cost


def inline_chains(binary, addrs):
    """For each address, its (function, file:line) frames, innermost first."""
    out = subprocess.run(['addr2line', '-i', '-f', '-C', '-a', '-e', binary] + ['%x' % a for a in addrs],
                         capture_output=True, text=True, check=True).stdout.split('\n')
    frames, current = {}, None
    for line in out:
        if line.startswith('0x'):
            current = int(line, 16)
            frames[current] = []
        elif line and current is not None:
            frames[current].append(line)
    return {a: list(zip(f[0::2], f[1::2])) for a, f in frames.items()}


def main():
    profile, binary = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    skip = re.compile(os.environ.get('SKIP', '^$'))
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + '/'
    cost = self_costs(profile, os.path.basename(binary))
    total = sum(cost.values())
    chains = inline_chains(binary, sorted(cost))
    by_line = collections.Counter()
    for a, c in cost.items():
        chain = chains.get(a, [])
        key = None
        for function, place in chain:
            if not any(f in place for f in FOREIGN) and not skip.search(place):
                key = '%s  [%s]' % (place.split(' (')[0].replace(root, ''), function[:60])
                break
        by_line[key or (chain[0][1] if chain else '?')] += c
    print('self cost in %s: %d instructions' % (binary, total))
    for key, c in by_line.most_common(count):
        print('%11d %5.2f%%  %s' % (c, 100.0 * c / max(total, 1), key))


if __name__ == '__main__':
    main()
