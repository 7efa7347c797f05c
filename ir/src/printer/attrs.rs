//! Printing attributes: inline attribute lists on parameters, return values and call sites,
//! `#N` references to attribute groups for function (and global variable) attributes,
//! and the `attributes #N = { ... }` definitions at the end of the module.

use super::{Printer, NO_SLOT};
use crate::attrs::{Attr, AttrKind, AttrSetId};

impl<'m> Printer<'m> {
    /// One attribute. Inside a group, `align` and `alignstack` take LLVM's `kw=N` form.
    fn write_attr(&mut self, a: &Attr, in_group: bool) {
        let m = self.m;
        match a {
            Attr::Flag(k) => self.out.push_str(k.keyword()),
            Attr::Int(k, v) => {
                self.out.push_str(k.keyword());
                match k {
                    AttrKind::Align | AttrKind::AlignStack if in_group => {
                        self.out.push('=');
                        self.write_u64(*v);
                    }
                    AttrKind::Align => {
                        self.out.push(' ');
                        self.write_u64(*v);
                    }
                    // `uwtable` is stored as LLVM's UWTableKind: 1 sync, 2 async (default).
                    AttrKind::UwTable => {
                        if *v == 1 {
                            self.out.push_str("(sync)");
                        }
                    }
                    _ => {
                        self.out.push('(');
                        self.write_u64(*v);
                        self.out.push(')');
                    }
                }
            }
            Attr::Type(k, t) => {
                self.out.push_str(k.keyword());
                self.out.push('(');
                self.write_type(*t);
                self.out.push(')');
            }
            Attr::Raw(k, text) => {
                self.out.push_str(k.keyword());
                self.out.push('(');
                // The argument's source text, kept verbatim.
                self.out.push_str(&String::from_utf8_lossy(m.syms.bytes(*text)));
                self.out.push(')');
            }
            Attr::Str(k, v) => {
                self.write_quoted(m.syms.bytes(*k));
                if let Some(v) = v {
                    self.out.push('=');
                    self.write_quoted(m.syms.bytes(*v));
                }
            }
        }
    }

    /// An inline attribute list, space separated (nothing for the empty set).
    pub(crate) fn write_attr_set(&mut self, set: AttrSetId) {
        let m = self.m;
        for (i, a) in m.attrs.get(set).iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.write_attr(a, false);
        }
    }

    /// ` #N` for a non-empty set, giving it a group number on first use.
    pub(crate) fn write_attr_group_ref(&mut self, set: AttrSetId) {
        if set.is_empty() {
            return;
        }
        let i = set.0 as usize;
        if i >= self.attr_groups.len() {
            self.attr_groups.resize(i + 1, NO_SLOT);
        }
        if self.attr_groups[i] == NO_SLOT {
            self.attr_groups[i] = self.attr_group_order.len() as u32;
            self.attr_group_order.push(set);
        }
        self.out.push_str(" #");
        self.write_u64(self.attr_groups[i] as u64);
    }

    /// `attributes #N = { ... }` for every group referenced.
    pub(crate) fn write_attr_groups(&mut self) {
        if self.attr_group_order.is_empty() {
            return;
        }
        self.out.push('\n');
        let m = self.m;
        for n in 0..self.attr_group_order.len() {
            let set = self.attr_group_order[n];
            self.out.push_str("attributes #");
            self.write_u64(n as u64);
            self.out.push_str(" = { ");
            for (i, a) in m.attrs.get(set).iter().enumerate() {
                if i > 0 {
                    self.out.push(' ');
                }
                self.write_attr(a, true);
            }
            self.out.push_str(" }\n");
        }
    }
}
