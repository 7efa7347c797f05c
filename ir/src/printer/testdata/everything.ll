; Every kind of global, constant, type, linkage and instruction the printer writes;
; checked by the round-trip test in ../tests.rs.
source_filename = "everything.ll"
target datalayout = "e-m:e-i64:64-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

$c1 = comdat largest
$c2 = comdat samesize
$"c 3" = comdat exactmatch

%struct.T = type { i32, %struct.T* }
%opq = type opaque
%1 = type { i8 }
%0 = type { %1, i16 }

@g1 = global i32 0, comdat($c1), partition "part1", code_model "large"
@g2 = internal global [2 x i32] [i32 1, i32 2], comdat($c2), no_sanitize_address, no_sanitize_hwaddress
@g3 = addrspace(3) externally_initialized global i64 7, section "sec", align 16, sanitize_memtag
@"c 3" = global %0 zeroinitializer, comdat
@g4 = global ptr ptrauth (ptr @f, i32 0), align 8
@g5 = global ptr ptrauth (ptr @f, i32 2, i64 1234), align 8
@g6 = global ptr ptrauth (ptr @f, i32 2, i64 1234, ptr @g4), align 8
@g7 = global ptr dso_local_equivalent @f
@g8 = global ptr no_cfi @f
@g9 = global ptr blockaddress(@f, %bb2)
@g11 = external global target("spirv.Image", i8, 1, 2)
@g12 = global fp128 0xL00000000000000004000000000000000
@g13 = global ppc_fp128 0xM400C0000000000000000000000000000
@g14 = global x86_fp80 0xK4000C000000000000000
@g15 = global half 0xH7E00
@g16 = global bfloat 0xR7FC1
@g17 = global float 0x36A0000000000000
@g18 = global <4 x float> <float 0x7FF8000000000000, float -0.000000e+00, float 0x7FF0000000000000, float 0xFFF0000000000000>
@g19 = global i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968
@g20 = global i7 -64
@g21 = global [3 x i1] [i1 true, i1 false, i1 true]
@g22 = global { i32, <{ i8, i16 }> } { i32 1, <{ i8, i16 }> <{ i8 2, i16 3 }> }
@g23 = global [0 x i8] zeroinitializer
@g24 = global {} zeroinitializer
@g25 = global ptr getelementptr inbounds nuw (i8, ptr @g1, i64 4)
@g26 = global ptr getelementptr inbounds inrange(-8, 16) ({ [4 x ptr] }, ptr @g2, i32 0, i32 0, i32 2)
@g27 = global i64 sub (i64 ptrtoint (ptr @g1 to i64), i64 ptrtoint (ptr @g2 to i64))
@g28 = global i32 trunc (i64 xor (i64 ptrtoint (ptr @g1 to i64), i64 -1) to i32)
@g29 = global ptr addrspacecast (ptr addrspace(3) @g3 to ptr)
@g30 = thread_local(localdynamic) global i32 1
@g31 = thread_local(localexec) global i32 1
@g32 = thread_local global i32 1
@g33 = private unnamed_addr constant [5 x i8] c"\00\01\7F\80\FF"
@g34 = linkonce_odr hidden global i32 0
@g35 = extern_weak global i32
@g36 = common global i32 0, align 4
@g37 = appending global [1 x ptr] [ptr @f]
@g38 = available_externally global i32 3
@g39 = weak protected global i32 0
@g40 = dllexport global i32 0
@g41 = external dllimport global i32
@g42 = global ptr getelementptr (i8, ptr null, i64 ptrtoint (ptr @g1 to i64))
@g43 = global <2 x i64> <i64 ptrtoint (ptr @g1 to i64), i64 0>
@g44 = global i32 0, !type !0, !other !1
@g45 = local_unnamed_addr global ptr @ali
@0 = private global i32 5
@1 = internal constant ptr @0

@ali = alias i32, ptr @g1
@ali2 = internal alias i32, getelementptr (i8, ptr @g1, i64 0)
@ali3 = hidden alias i32, ptr @1
@ifn = ifunc void (), ptr @resolver
@ifn2 = internal ifunc void (), ptr @resolver, partition "p"

define internal ptr @resolver() {
  ret ptr @f
}

define void @f() gc "statepoint-example" prefix i32 123 prologue i8 1 {
entry:
  br label %bb2
bb2:
  ret void
}

define void @g(ptr %p, <vscale x 2 x i64> %v, target("aarch64.svcount") %t) align 32 {
  %a = alloca <vscale x 2 x i64>, align 16
  store <vscale x 2 x i64> %v, ptr %a
  %e = extractelement <vscale x 2 x i64> %v, i64 0
  %b = alloca i32, i32 4, align 4, addrspace(5)
  %c = alloca inalloca i32
  %d = alloca swifterror ptr
  %n = alloca i8, i64 %e
  ret void
}

declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define i32 @h(i32 %x, ptr %p) personality ptr @pers {
  %r = call i32 @callee(i32 %x) [ "deopt"(i32 1, ptr %p), "foo"() ]
  %s = notail call i32 @callee(i32 %r)
  %q = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)
  %va = va_arg ptr %p, i32
  %fr = freeze i32 %va
  %fn = fneg nnan float 1.0
  %cmp = fcmp ninf arcp contract afn reassoc olt float %fn, 2.0
  %sv = shufflevector <4 x i32> poison, <4 x i32> undef, <4 x i32> <i32 0, i32 poison, i32 2, i32 7>
  %ie = insertelement <4 x i32> %sv, i32 1, i64 0
  %ee = extractelement <4 x i32> %ie, i32 1
  %o = or disjoint i32 %ee, 1
  %u = udiv exact i32 %o, 2
  %sh = ashr exact i32 %u, 1
  %ld = load volatile i32, ptr %p, align 1, !nontemporal !2, !invariant.load !3
  %ua = load atomic i32, ptr %p unordered, align 4
  store atomic volatile i32 %ld, ptr %p syncscope("agent") release, align 4
  %cx = cmpxchg volatile ptr %p, i32 0, i32 1 syncscope("singlethread") seq_cst seq_cst, align 4
  %rm = atomicrmw volatile fadd ptr %p, float 1.0 monotonic, align 4
  %rm2 = atomicrmw uinc_wrap ptr %p, i32 1 acquire, align 4
  %ph = select nnan i1 %cmp, float %fn, float 0.0
  %uf = uitofp nneg i32 %sh to float
  %ft = fptrunc double 1.0 to float
  %vg = getelementptr i32, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
  %ic = icmp ult <2 x ptr> %vg, zeroinitializer
  %inv = invoke i32 @callee(i32 1) to label %ok unwind label %lp
ok:
  ret i32 %inv
lp:
  %l = landingpad { ptr, i32 } catch ptr null filter [1 x ptr] [ptr @g1]
  resume { ptr, i32 } %l
}

declare i32 @callee(i32) nounwind
declare i32 @pers(...)

define x86_fp80 @cc1(x86_fp80 %a) "target-features"="+x" {
  %r = call coldcc x86_fp80 @cc1(x86_fp80 %a)
  %r2 = call cc 12 x86_fp80 @cc1(x86_fp80 %a)
  %r3 = call tailcc x86_fp80 @cc1(x86_fp80 %a)
  %r4 = call preserve_allcc x86_fp80 @cc1(x86_fp80 %a)
  %r5 = call cc 200 x86_fp80 @cc1(x86_fp80 %a)
  ret x86_fp80 %r
}

define void @vargs(ptr %f, ...) {
  musttail call void (ptr, ...) @vargs(ptr %f, ...)
  ret void
}

define void @asmcall() {
  call void asm sideeffect alignstack inteldialect "nop", "~{dirflag}"()
  %x = call i32 asm "mov $0, 1", "=r"()
  call void asm unwind "", ""()
  ret void
}

define void @funclets() personality ptr @pers {
entry:
  invoke void @asmcall() to label %exit unwind label %cs
cs:
  %s = catchswitch within none [label %h1, label %h2] unwind label %cl
h1:
  %p1 = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %p1 to label %exit
h2:
  %p2 = catchpad within %s []
  call void @asmcall() [ "funclet"(token %p2) ]
  catchret from %p2 to label %exit
cl:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
exit:
  ret void
}

define void @cswitch2() personality ptr @pers {
entry:
  invoke void @asmcall() to label %exit unwind label %cs
cs:
  %s = catchswitch within none [label %h1] unwind to caller
h1:
  %p1 = catchpad within %s [ptr null]
  invoke void @asmcall() [ "funclet"(token %p1) ] to label %ret unwind label %cs2
ret:
  catchret from %p1 to label %exit
cs2:
  %s2 = catchswitch within %p1 [label %h3] unwind to caller
h3:
  %p3 = catchpad within %s2 []
  catchret from %p3 to label %exit
exit:
  ret void
}

define i32 @cbr(i32 %x) {
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x) to label %a [label %b]
a:
  ret i32 %r
b:
  ret i32 0
}

define void @ptrs(ptr addrspace(1) %p) addrspace(0) {
  %q = addrspacecast ptr addrspace(1) %p to ptr
  ret void
}

define void @unnamed(i32, i32 %named, i32) {
  %3 = add i32 %0, %1
  br label %"weird label"
"weird label":
  %"x y" = add i32 %3, 1
  br label %4
4:
  %5 = add i32 %"x y", %named
  ret void
}

!0 = !{i64 0, !"typeid"}
!1 = distinct !{}
!2 = !{i32 1}
!3 = !{}
