//! The selection DAG of one basic block: nodes in an arena named by `NodeId`, each with
//! an opcode (`dag_ops`), result types (`vt`), operands (`SDValue`s: a node and one of its
//! results) and a payload. Memory and side effects are ordered by chain values; pure nodes
//! are hash-consed so equal subexpressions are one node (combines see sharing, selection
//! computes them once). Every node keeps an intrusive, doubly linked list of its uses (one
//! entry per operand slot that refers to it), so replacing all uses of a value and
//! deleting dead nodes cost time proportional to the uses touched, never a graph scan.

use crate::dag_ops::{CondCode, NodeData, Opcode};
use crate::inline_vec::InlineVec;
use crate::mir::DebugLoc;
use crate::vt::VT;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A node of one `Dag`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct NodeId(pub u32);

impl NodeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

/// One value: result `res` of `node`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct SDValue {
    pub node: NodeId,
    pub res: u32,
}

impl SDValue {
    pub fn new(node: NodeId, res: u32) -> SDValue {
        SDValue { node, res }
    }
}

impl fmt::Debug for SDValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.res == 0 {
            write!(f, "t{}", self.node.0)
        } else {
            write!(f, "t{}:{}", self.node.0, self.res)
        }
    }
}

/// An operand slot: (user node, operand index). `node == NONE` marks the end of a list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct UseRef {
    node: u32,
    idx: u32,
}

const NONE: u32 = u32::MAX;
const NO_USE: UseRef = UseRef { node: NONE, idx: 0 };

impl Default for UseRef {
    fn default() -> Self {
        NO_USE
    }
}

#[derive(Clone, Copy, Default, Debug)]
struct OpSlot {
    val: SDValue,
    prev: UseRef,
    next: UseRef,
}

/// One node.
#[derive(Clone, Debug)]
pub struct Node {
    pub op: Opcode,
    /// `dag_ops::node_flags` bits.
    pub flags: u16,
    pub data: NodeData,
    vts: InlineVec<VT, 2>,
    ops: InlineVec<OpSlot, 3>,
    first_use: UseRef,
    num_uses: u32,
    dead: bool,
    /// The `!dbg` location of the IR instruction the node was made for;
    /// selection gives it to the node's machine instructions for the line table.
    pub loc: DebugLoc,
    /// The position in its block of the IR instruction the node was made for (LLVM's
    /// `SDNode::IROrder`): `program_order_into` keeps rounding-sensitive floating-point
    /// operations on the side of the calls where the source has them.
    pub order: u32,
}

impl Node {
    /// Whether this live node is `op(ops)` with these flags, payload and result types:
    /// what CSE compares.
    fn has_identity(&self, op: Opcode, flags: u16, data: &NodeData, vts: &[VT], ops: impl Iterator<Item = SDValue>) -> bool {
        !self.dead && self.op == op && self.flags == flags && self.data == *data && *self.vts == *vts && self.ops.iter().map(|s| s.val).eq(ops)
    }

    pub fn vts(&self) -> &[VT] {
        &self.vts
    }
    pub fn vt(&self, res: u32) -> VT {
        self.vts[res as usize]
    }
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    pub fn op(&self, i: usize) -> SDValue {
        self.ops[i].val
    }
    pub fn operands(&self) -> impl ExactSizeIterator<Item = SDValue> + '_ {
        self.ops.iter().map(|s| s.val)
    }
    /// Number of operand slots (of any node) that refer to this node.
    pub fn num_uses(&self) -> u32 {
        self.num_uses
    }
    pub fn is_dead(&self) -> bool {
        self.dead
    }
    /// Whether one of the results is a chain (the node is ordered with side effects).
    pub fn has_chain(&self) -> bool {
        self.vts.contains(&VT::Chain)
    }
}

/// FxHash (as in rustc): a fast hash for small keys that need no DoS resistance.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64)
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64)
    }
    fn write_u16(&mut self, v: u16) {
        self.write_u64(v as u64)
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64)
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FxBuild = BuildHasherDefault<FxHasher>;
pub type FxMap<K, V> = HashMap<K, V, FxBuild>;

/// The hash of a pure node's identity: opcode, flags, payload, result types, operands.
fn cse_hash(op: Opcode, flags: u16, data: &NodeData, vts: &[VT], ops: impl Iterator<Item = SDValue>) -> u64 {
    let mut h = FxHasher::default();
    op.hash(&mut h);
    h.write_u16(flags);
    data.hash(&mut h);
    vts.hash(&mut h);
    for o in ops {
        h.write_u64((o.node.0 as u64) << 32 | o.res as u64);
    }
    h.finish()
}

/// The DAG of one block.
#[derive(Default)]
pub struct Dag {
    nodes: Vec<Node>,
    /// The pure nodes, hashed by identity (`cse_hash`) and compared against the nodes
    /// themselves, so no key is copied out of the arena (LLVM's FoldingSet).
    cse: hashbrown::HashTable<NodeId>,
    /// Integer constants wider than 128 bits (little-endian words), for `NodeData::BigInt`.
    pub big_ints: Vec<Box<[u64]>>,
    /// Shuffle masks, for `NodeData::Mask`.
    pub masks: Vec<Box<[i32]>>,
    /// The final chain (the block's terminator); everything live reaches it.
    pub root: SDValue,
    entry: Option<NodeId>,
    /// The location new nodes get (`Node::loc`): the builder sets it per IR instruction,
    /// the legalizer and the combiner to the location of the node they rewrite. A node
    /// found by CSE keeps the location it was made with.
    pub loc: DebugLoc,
    /// The IR position new nodes get (`Node::order`), set like `loc`.
    pub order: u32,
    /// `topo_order`'s visit marks and stack, kept between calls (one DAG serves every
    /// block of a function, and each block is ordered three or four times).
    topo_scratch: std::cell::RefCell<(Vec<u8>, Vec<(NodeId, u32)>)>,
}

impl Dag {
    pub fn new() -> Dag {
        Dag::default()
    }

    /// Empties the DAG, keeping its allocations for the next block.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.cse.clear();
        self.big_ints.clear();
        self.masks.clear();
        self.root = SDValue::default();
        self.entry = None;
        self.loc = DebugLoc::NONE;
        self.order = 0;
    }

    /// Number of nodes ever created (live and dead): ids are below this.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// Mutable payload/flags access. Changing what CSE keys on (data, flags) of a pure
    /// node is not allowed; create a new node instead.
    pub fn node_mut_data(&mut self, id: NodeId) -> &mut NodeData {
        &mut self.nodes[id.index()].data
    }

    pub fn vt(&self, v: SDValue) -> VT {
        self.nodes[v.node.index()].vts[v.res as usize]
    }

    pub fn opcode(&self, v: SDValue) -> Opcode {
        self.nodes[v.node.index()].op
    }

    pub fn data(&self, v: SDValue) -> &NodeData {
        &self.nodes[v.node.index()].data
    }

    /// Operand `i` of the node of `v`.
    pub fn operand(&self, v: SDValue, i: usize) -> SDValue {
        self.nodes[v.node.index()].ops[i].val
    }

    /// The chain entry of the block.
    pub fn entry(&mut self) -> SDValue {
        if let Some(e) = self.entry {
            return SDValue::new(e, 0);
        }
        let e = self.make(Opcode::EntryToken, &[VT::Chain], &[], NodeData::None, 0, false);
        self.entry = Some(e);
        SDValue::new(e, 0)
    }

    /// Whether nodes of this shape are hash-consed: no chain or glue in or out.
    fn is_pure(&self, op: Opcode, vts: &[VT], ops: impl IntoIterator<Item = SDValue>) -> bool {
        !matches!(op, Opcode::EntryToken | Opcode::CopyFromReg | Opcode::CopyToReg | Opcode::MergeValues)
            && !vts.iter().any(|v| matches!(v, VT::Chain | VT::Glue))
            && !ops.into_iter().any(|o| matches!(self.vt(o), VT::Chain | VT::Glue))
    }

    /// Gets (or creates) the node `op(ops)` with result types `vts`.
    pub fn get(&mut self, op: Opcode, vts: &[VT], ops: &[SDValue], data: NodeData, flags: u16) -> NodeId {
        if !self.is_pure(op, vts, ops.iter().copied()) {
            return self.make(op, vts, ops, data, flags, false);
        }
        let hash = cse_hash(op, flags, &data, vts, ops.iter().copied());
        let nodes = &self.nodes;
        let same = |&n: &NodeId| nodes[n.index()].has_identity(op, flags, &data, vts, ops.iter().copied());
        if let Some(&n) = self.cse.find(hash, same) {
            self.reuse(n);
            return n;
        }
        let n = self.make(op, vts, ops, data, flags, false);
        let nodes = &self.nodes;
        self.cse.insert_unique(hash, n, |&x| Self::hash_node(nodes, x));
        n
    }

    /// Notes that node `n` serves the current source position (`loc`) too. A node
    /// shared by two positions belongs to neither (LLVM's `UpdateSDLocOnMergeSDNode`): its
    /// code then continues the line before it instead of jumping back to the first
    /// position's line.
    pub fn reuse(&mut self, n: NodeId) {
        let node = &mut self.nodes[n.index()];
        if node.loc != self.loc {
            node.loc = DebugLoc::NONE;
        }
    }

    /// A node that is never hash-consed (e.g. one whose operands will be patched).
    pub fn get_unique(&mut self, op: Opcode, vts: &[VT], ops: &[SDValue], data: NodeData, flags: u16) -> NodeId {
        self.make(op, vts, ops, data, flags, false)
    }

    fn make(&mut self, op: Opcode, vts: &[VT], ops: &[SDValue], data: NodeData, flags: u16, dead: bool) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        let slots: InlineVec<OpSlot, 3> = if ops.len() <= 3 {
            let mut items = [OpSlot::default(); 3];
            for (slot, &val) in items.iter_mut().zip(ops) {
                slot.val = val;
            }
            InlineVec::Inline { len: ops.len() as u8, items }
        } else {
            InlineVec::Heap(ops.iter().map(|&val| OpSlot { val, prev: NO_USE, next: NO_USE }).collect())
        };
        self.nodes.push(Node {
            op,
            flags,
            data,
            vts: InlineVec::from_slice(vts),
            ops: slots,
            first_use: NO_USE,
            num_uses: 0,
            dead,
            loc: self.loc,
            order: self.order,
        });
        for i in 0..ops.len() {
            self.link(id, i as u32);
        }
        id
    }

    /// Single-result convenience: `op(ops)` of type `vt`.
    pub fn get1(&mut self, op: Opcode, vt: VT, ops: &[SDValue]) -> SDValue {
        SDValue::new(self.get(op, &[vt], ops, NodeData::None, 0), 0)
    }

    pub fn get1_data(&mut self, op: Opcode, vt: VT, ops: &[SDValue], data: NodeData) -> SDValue {
        SDValue::new(self.get(op, &[vt], ops, data, 0), 0)
    }

    pub fn get1_flags(&mut self, op: Opcode, vt: VT, ops: &[SDValue], flags: u16) -> SDValue {
        SDValue::new(self.get(op, &[vt], ops, NodeData::None, flags), 0)
    }

    pub fn binop(&mut self, op: Opcode, a: SDValue, b: SDValue) -> SDValue {
        let vt = self.vt(a);
        self.get1(op, vt, &[a, b])
    }

    pub fn unop(&mut self, op: Opcode, vt: VT, a: SDValue) -> SDValue {
        self.get1(op, vt, &[a])
    }

    /// An integer constant (the value is masked to the type's width).
    pub fn constant(&mut self, vt: VT, v: u128) -> SDValue {
        let bits = vt.elem().bits();
        let v = if bits >= 128 { v } else { v & ((1u128 << bits) - 1) };
        if bits > 128 && (v >> 127) & 1 == 1 {
            // A negative value sign-extended past 128 bits.
            let mut words = vec![u64::MAX; (bits as usize).div_ceil(64)];
            words[0] = v as u64;
            words[1] = (v >> 64) as u64;
            return self.big_constant(vt, &words);
        }
        self.get1_data(Opcode::Constant, vt, &[], NodeData::Int(v))
    }

    /// A signed integer constant.
    pub fn iconst(&mut self, vt: VT, v: i64) -> SDValue {
        let bits = vt.elem().bits();
        if bits > 128 && v < 0 {
            let mut words = vec![u64::MAX; (bits as usize).div_ceil(64)];
            words[0] = v as u64;
            return self.big_constant(vt, &words);
        }
        self.constant(vt, v as i128 as u128)
    }

    /// An integer constant wider than 128 bits from little-endian words.
    pub fn big_constant(&mut self, vt: VT, words: &[u64]) -> SDValue {
        let bits = vt.elem().bits();
        if bits <= 128 {
            let lo = words.first().copied().unwrap_or(0) as u128;
            let hi = words.get(1).copied().unwrap_or(0) as u128;
            return self.constant(vt, lo | (hi << 64));
        }
        let nw = (bits as usize).div_ceil(64);
        let mut w: Vec<u64> = words.iter().copied().take(nw).collect();
        w.resize(nw, 0);
        if bits % 64 != 0 {
            let last = w.last_mut().unwrap();
            *last &= (1u64 << (bits % 64)) - 1;
        }
        let idx = match self.big_ints.iter().position(|b| **b == *w) {
            Some(i) => i,
            None => {
                self.big_ints.push(w.into_boxed_slice());
                self.big_ints.len() - 1
            }
        };
        self.get1_data(Opcode::Constant, vt, &[], NodeData::BigInt(idx as u32))
    }

    /// The words of an integer constant node (any width), little-endian.
    pub fn const_words(&self, v: SDValue) -> Option<Vec<u64>> {
        let n = self.node(v.node);
        if n.op != Opcode::Constant {
            return None;
        }
        match n.data {
            NodeData::Int(x) => Some(vec![x as u64, (x >> 64) as u64]),
            NodeData::BigInt(i) => Some(self.big_ints[i as usize].to_vec()),
            _ => None,
        }
    }

    pub fn fconst(&mut self, vt: VT, bits: u128) -> SDValue {
        self.get1_data(Opcode::ConstantFP, vt, &[], NodeData::Fp(bits))
    }

    pub fn undef(&mut self, vt: VT) -> SDValue {
        self.get1(Opcode::Undef, vt, &[])
    }

    pub fn setcc(&mut self, vt: VT, a: SDValue, b: SDValue, cc: CondCode) -> SDValue {
        self.get1_data(Opcode::SetCC, vt, &[a, b], NodeData::CC(cc))
    }

    pub fn block_node(&mut self, b: crate::mir::MBlockId) -> SDValue {
        self.get1_data(Opcode::BasicBlock, VT::Other, &[], NodeData::Block(b))
    }

    /// Joins chains (one chain is returned as is).
    pub fn token_factor(&mut self, chains: &[SDValue]) -> SDValue {
        match chains.len() {
            0 => self.entry(),
            1 => chains[0],
            _ => SDValue::new(self.get(Opcode::TokenFactor, &[VT::Chain], chains, NodeData::None, 0), 0),
        }
    }

    /// The value of an integer constant that fits in 128 bits (zero-extended).
    pub fn const_int(&self, v: SDValue) -> Option<u128> {
        let n = self.node(v.node);
        match (n.op, n.data) {
            (Opcode::Constant, NodeData::Int(x)) => Some(x),
            _ => None,
        }
    }

    /// The value of an integer constant as a sign-extended i64, if it fits.
    pub fn const_i64(&self, v: SDValue) -> Option<i64> {
        let x = self.const_int(v)?;
        let bits = self.vt(v).elem().bits();
        let s = if bits >= 128 { x as i128 } else { ((x << (128 - bits)) as i128) >> (128 - bits) };
        i64::try_from(s).ok()
    }

    pub fn is_undef(&self, v: SDValue) -> bool {
        self.opcode(v) == Opcode::Undef
    }

    /// The bytes (little-endian, as stored) of vector `v` when every lane is a constant:
    /// a `Constant`/`ConstantFP` splat or a `BuildVector` of constants (undefined lanes
    /// are zero); `None` otherwise.
    pub fn vector_constant_bytes(&self, v: SDValue) -> Option<Vec<u8>> {
        let vt = self.vt(v);
        let lb = (vt.elem().bits() / 8) as usize;
        let lane = |x: SDValue| -> Option<u128> {
            match (self.opcode(x), *self.data(x)) {
                (Opcode::Constant, NodeData::Int(c)) => Some(c),
                (Opcode::ConstantFP, NodeData::Fp(c)) => Some(c),
                (Opcode::Undef, _) => Some(0),
                _ => None,
            }
        };
        let mut out = Vec::with_capacity(16);
        match self.opcode(v) {
            Opcode::Constant | Opcode::ConstantFP => {
                let c = lane(v)?;
                for _ in 0..vt.vec_len() {
                    out.extend_from_slice(&c.to_le_bytes()[..lb]);
                }
            }
            Opcode::BuildVector => {
                for x in self.node(v.node).operands() {
                    out.extend_from_slice(&lane(x)?.to_le_bytes()[..lb]);
                }
            }
            _ => return None,
        }
        (lb > 0 && out.len() as u32 * 8 == vt.bits()).then_some(out)
    }

    // ---- use lists ----

    fn link(&mut self, user: NodeId, idx: u32) {
        let target = self.nodes[user.index()].ops[idx as usize].val.node;
        let head = self.nodes[target.index()].first_use;
        {
            let slot = &mut self.nodes[user.index()].ops[idx as usize];
            slot.prev = NO_USE;
            slot.next = head;
        }
        if head.node != NONE {
            self.nodes[head.node as usize].ops[head.idx as usize].prev = UseRef { node: user.0, idx };
        }
        let t = &mut self.nodes[target.index()];
        t.first_use = UseRef { node: user.0, idx };
        t.num_uses += 1;
    }

    fn unlink(&mut self, user: NodeId, idx: u32) {
        let OpSlot { val, prev, next } = self.nodes[user.index()].ops[idx as usize];
        if prev.node == NONE {
            self.nodes[val.node.index()].first_use = next;
        } else {
            self.nodes[prev.node as usize].ops[prev.idx as usize].next = next;
        }
        if next.node != NONE {
            self.nodes[next.node as usize].ops[next.idx as usize].prev = prev;
        }
        self.nodes[val.node.index()].num_uses -= 1;
    }

    /// The uses of any result of `n`: (user, operand index), most recent first.
    pub fn uses(&self, n: NodeId) -> UseIter<'_> {
        UseIter { dag: self, cur: self.nodes[n.index()].first_use }
    }

    /// The users of value `v` (with repeats when a user has it twice).
    pub fn value_uses(&self, v: SDValue) -> impl Iterator<Item = (NodeId, usize)> + '_ {
        self.uses(v.node).filter(move |(u, i)| self.nodes[u.index()].ops[*i].val == v)
    }

    /// Number of operand slots using `v`, counting up to `limit`.
    pub fn value_use_count(&self, v: SDValue, limit: usize) -> usize {
        self.value_uses(v).take(limit).count()
    }

    pub fn has_one_use(&self, v: SDValue) -> bool {
        self.value_use_count(v, 2) == 1
    }

    // ---- CSE maintenance ----

    /// `cse_hash` of an existing node.
    fn hash_node(nodes: &[Node], n: NodeId) -> u64 {
        let x = &nodes[n.index()];
        cse_hash(x.op, x.flags, &x.data, &x.vts, x.ops.iter().map(|s| s.val))
    }

    /// Whether node `n` is hash-consed (see `is_pure`).
    fn is_pure_node(&self, n: NodeId) -> bool {
        let node = &self.nodes[n.index()];
        self.is_pure(node.op, &node.vts, node.ops.iter().map(|s| s.val))
    }

    fn cse_remove(&mut self, n: NodeId) {
        if !self.is_pure_node(n) {
            return;
        }
        let hash = Self::hash_node(&self.nodes, n);
        if let Ok(e) = self.cse.find_entry(hash, |&x| x == n) {
            e.remove();
        }
    }

    /// Re-inserts a node whose operands changed; returns an existing equal node if any.
    fn cse_reinsert(&mut self, n: NodeId) -> Option<NodeId> {
        if !self.is_pure_node(n) {
            return None;
        }
        let nodes = &self.nodes;
        let hash = Self::hash_node(nodes, n);
        let me = &nodes[n.index()];
        let same = |&x: &NodeId| x != n && nodes[x.index()].has_identity(me.op, me.flags, &me.data, &me.vts, me.ops.iter().map(|s| s.val));
        if let Some(&e) = self.cse.find(hash, same) {
            return Some(e);
        }
        if self.cse.find(hash, |&x| x == n).is_none() {
            self.cse.insert_unique(hash, n, |&x| Self::hash_node(nodes, x));
        }
        None
    }

    // ---- mutation ----

    /// Sets operand `idx` of `user` to `v` (the user's CSE entry is refreshed; if it
    /// becomes equal to an existing node, uses of it move there).
    pub fn set_operand(&mut self, user: NodeId, idx: usize, v: SDValue) {
        self.cse_remove(user);
        self.unlink(user, idx as u32);
        self.nodes[user.index()].ops[idx].val = v;
        self.link(user, idx as u32);
        if let Some(e) = self.cse_reinsert(user) {
            self.merge_into(user, e);
        }
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses(&mut self, from: SDValue, to: SDValue) {
        if from == to {
            return;
        }
        self.replace_uses_many(&[(from, to)]);
    }

    /// Replaces each result `i` of `old` with `new[i]`, then deletes `old` if dead.
    pub fn replace_node(&mut self, old: NodeId, new: &[SDValue]) {
        let pairs: Vec<(SDValue, SDValue)> =
            new.iter().enumerate().map(|(i, &n)| (SDValue::new(old, i as u32), n)).filter(|(a, b)| a != b).collect();
        self.replace_uses_many(&pairs);
        self.remove_if_dead(old);
    }

    fn replace_uses_many(&mut self, pairs: &[(SDValue, SDValue)]) {
        let mut merges: Vec<(NodeId, NodeId)> = Vec::new();
        for &(from, to) in pairs {
            if self.root == from {
                self.root = to;
            }
            let uses: Vec<(NodeId, usize)> = self.value_uses(from).collect();
            let mut last_user = None;
            for &(u, _) in &uses {
                if last_user != Some(u) {
                    self.cse_remove(u);
                    last_user = Some(u);
                }
            }
            for &(u, i) in &uses {
                self.unlink(u, i as u32);
                self.nodes[u.index()].ops[i].val = to;
                self.link(u, i as u32);
            }
            let mut users: Vec<NodeId> = uses.iter().map(|u| u.0).collect();
            users.dedup();
            for u in users {
                if self.nodes[u.index()].dead {
                    continue;
                }
                if let Some(e) = self.cse_reinsert(u) {
                    merges.push((u, e));
                }
            }
        }
        for (u, e) in merges {
            if !self.nodes[u.index()].dead && !self.nodes[e.index()].dead {
                self.merge_into(u, e);
            }
        }
    }

    /// `n` became equal to `existing`: move all uses of `n` there and delete `n`.
    fn merge_into(&mut self, n: NodeId, existing: NodeId) {
        let k = self.nodes[n.index()].vts.len();
        let pairs: Vec<(SDValue, SDValue)> = (0..k as u32).map(|r| (SDValue::new(n, r), SDValue::new(existing, r))).collect();
        self.replace_uses_many(&pairs);
        self.remove_if_dead(n);
    }

    /// Deletes `n` if nothing uses it (and it is not the root), then its operands that
    /// became unused, transitively.
    pub fn remove_if_dead(&mut self, n: NodeId) {
        let mut work = vec![n];
        while let Some(x) = work.pop() {
            let node = &self.nodes[x.index()];
            if node.dead || node.num_uses > 0 || x == self.root.node || Some(x) == self.entry {
                continue;
            }
            self.cse_remove(x);
            self.nodes[x.index()].dead = true;
            for i in 0..self.nodes[x.index()].ops.len() {
                self.unlink(x, i as u32);
                work.push(self.nodes[x.index()].ops[i].val.node);
            }
        }
    }

    /// Live nodes reachable from the root, operands before users (a depth-first
    /// post-order: deterministic, and it keeps a value's computation close to its use).
    pub fn topo_order(&self) -> Vec<NodeId> {
        let mut order = Vec::new();
        self.topo_order_into(&mut order);
        order
    }

    /// `topo_order` into `order` (cleared first), reusing its allocation.
    pub fn topo_order_into(&self, order: &mut Vec<NodeId>) {
        self.depth_first_into(order, &[]);
    }

    /// `topo_order_into`, except that rounding-sensitive floating-point operations stay
    /// on the side of every call and inline asm where the source has them, as llc's
    /// scheduling (by `IROrder`) keeps them: a call may change the rounding mode
    /// (`fesetround`), and a plain topological order computes an operation where its
    /// first user is, which may be after a later call. `pinned` is scratch space.
    pub fn program_order_into(&self, order: &mut Vec<NodeId>, pinned: &mut Vec<NodeId>) {
        self.depth_first_into(order, &[]);
        pinned.clear();
        let mut barriers = false;
        for &n in order.iter() {
            let op = self.nodes[n.index()].op;
            barriers |= is_call_barrier(op);
            if is_rounding_sensitive(op) {
                pinned.push(n);
            }
        }
        if !barriers || pinned.is_empty() {
            return;
        }
        pinned.sort_unstable_by_key(|&n| (self.nodes[n.index()].order, n.0));
        if !self.depth_first_into(order, pinned) {
            // A pinned operation that depends on a later call (IR positions that do not
            // follow the data flow): the plain order is the safe one.
            self.depth_first_into(order, &[]);
        }
    }

    /// A depth-first post-order from the root, operands in order. Before a call barrier
    /// is placed, the `pinned` nodes (sorted by `Node::order`) of earlier IR positions
    /// that are not placed yet are visited, as if they were operands of the barrier.
    /// False if that met a node still on the stack (a pinned node depending on the
    /// barrier): then `order` is not a valid order.
    fn depth_first_into(&self, order: &mut Vec<NodeId>, pinned: &[NodeId]) -> bool {
        order.clear();
        if self.nodes.is_empty() {
            return true;
        }
        order.reserve(self.nodes.len());
        let mut scratch = self.topo_scratch.borrow_mut();
        let (state, stack) = &mut *scratch;
        state.clear();
        state.resize(self.nodes.len(), 0); // 0 new, 1 on stack, 2 done
        stack.clear();
        let root = self.root.node;
        stack.push((root, 0));
        state[root.index()] = 1;
        let mut next_pinned = 0;
        let mut valid = true;
        while let Some(&mut (n, ref mut i)) = stack.last_mut() {
            let node = &self.nodes[n.index()];
            if (*i as usize) < node.ops.len() {
                let c = node.ops[*i as usize].val.node;
                *i += 1;
                match state[c.index()] {
                    0 => {
                        state[c.index()] = 1;
                        stack.push((c, 0));
                    }
                    1 => valid = false,
                    _ => {}
                }
                continue;
            }
            if next_pinned < pinned.len() && is_call_barrier(node.op) {
                let mut earlier = None;
                while let Some(&p) = pinned.get(next_pinned) {
                    if self.nodes[p.index()].order >= node.order {
                        break;
                    }
                    next_pinned += 1;
                    if state[p.index()] == 0 {
                        earlier = Some(p);
                        break;
                    }
                }
                if let Some(p) = earlier {
                    state[p.index()] = 1;
                    stack.push((p, 0));
                    continue;
                }
            }
            state[n.index()] = 2;
            order.push(n);
            stack.pop();
        }
        valid
    }

    /// A readable listing of the live nodes (tests and debugging).
    pub fn dump(&self) -> String {
        let mut s = String::new();
        for n in self.topo_order() {
            let node = self.node(n);
            s.push_str(&format!("{n:?}: {:?} = {:?}", node.vts(), node.op));
            if node.data != NodeData::None {
                s.push_str(&format!(" <{:?}>", node.data));
            }
            for o in node.operands() {
                s.push_str(&format!(" {o:?}"));
            }
            s.push('\n');
        }
        s
    }
}

/// Iterator over the uses of a node.
pub struct UseIter<'a> {
    dag: &'a Dag,
    cur: UseRef,
}

impl Iterator for UseIter<'_> {
    type Item = (NodeId, usize);
    fn next(&mut self) -> Option<(NodeId, usize)> {
        if self.cur.node == NONE {
            return None;
        }
        let r = (NodeId(self.cur.node), self.cur.idx as usize);
        self.cur = self.dag.nodes[self.cur.node as usize].ops[self.cur.idx as usize].next;
        Some(r)
    }
}

/// Nodes that may change the floating-point environment (the rounding mode): calls and
/// inline asm. `CallSeqStart` opens a call's sequence, so operations placed before it are
/// computed before the arguments are set up.
fn is_call_barrier(op: Opcode) -> bool {
    matches!(op, Opcode::CallSeqStart | Opcode::Call | Opcode::InlineAsm)
}

/// Operations whose result depends on the rounding mode.
fn is_rounding_sensitive(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, FAdd | FSub | FMul | FDiv | FSqrt | Fma | FMulAdd | FRint | FNearbyInt | FpRound | SiToFp | UiToFp)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_consing_and_rauw() {
        let mut d = Dag::new();
        let a = d.constant(VT::I32, 1);
        let b = d.constant(VT::I32, 2);
        let x = d.binop(Opcode::Add, a, b);
        let y = d.binop(Opcode::Add, a, b);
        assert_eq!(x, y);
        let m = d.binop(Opcode::Mul, x, b);
        let n = d.binop(Opcode::Mul, a, b);
        assert_eq!(d.node(a.node).num_uses(), 2);
        // Replacing x by a makes m equal to n: they merge.
        d.root = n;
        let keep = d.binop(Opcode::Sub, m, n);
        d.root = keep;
        d.replace_all_uses(x, a);
        d.remove_if_dead(x.node);
        assert_eq!(d.operand(keep, 0), n);
        assert!(d.node(m.node).is_dead());
        assert!(d.node(x.node).is_dead());
        assert_eq!(d.value_use_count(n, 10), 2);
        let order = d.topo_order();
        assert_eq!(order.last(), Some(&keep.node));
    }
}
