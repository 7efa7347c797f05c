; ModuleID = 'tests/programs/features/lang.c'
source_filename = "tests/programs/features/lang.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$asan.module_ctor = comdat any

$asan.module_dtor = comdat any

$cg.tbl.fcbca9ade30f6a5c2d5481bde7c27d47 = comdat any

$secvar = comdat any

$.str.fcbca9ade30f6a5c2d5481bde7c27d47 = comdat any

@cg.tbl = internal constant { [3 x ptr], [40 x i8] } { [3 x ptr] [ptr blockaddress(@cg, %return), ptr blockaddress(@cg, %b), ptr blockaddress(@cg, %c)], [40 x i8] zeroinitializer }, comdat($cg.tbl.fcbca9ade30f6a5c2d5481bde7c27d47), align 32
@secvar = dso_local global { i32, [28 x i8] } { i32 3, [28 x i8] zeroinitializer }, section ".mysec", comdat, align 32
@.str = internal constant { [7 x i8], [25 x i8] } { [7 x i8] c"%d %d\0A\00", [25 x i8] zeroinitializer }, comdat($.str.fcbca9ade30f6a5c2d5481bde7c27d47), align 32
@tv = dso_local thread_local local_unnamed_addr global i32 0, align 4
@__asan_option_detect_stack_use_after_return = external global i32
@___asan_gen_ = private unnamed_addr constant [22 x i8] c"1 32 32 10 Arg1.byval\00", align 1
@___asan_gen_.1 = private constant [31 x i8] c"tests/programs/features/lang.c\00", align 1
@___asan_gen_.2 = private unnamed_addr constant [7 x i8] c"cg.tbl\00", align 1
@___asan_gen_.3 = private unnamed_addr constant [7 x i8] c"secvar\00", align 1
@__odr_asan_gen_secvar = global i8 0, align 1
@___asan_gen_.4 = private unnamed_addr constant [5 x i8] c".str\00", align 1
@__asan_global_cg.tbl = private global { i64, i64, i64, i64, i64, i64, i64, i64 } { i64 ptrtoint (ptr @0 to i64), i64 24, i64 64, i64 ptrtoint (ptr @___asan_gen_.2 to i64), i64 ptrtoint (ptr @___asan_gen_.1 to i64), i64 0, i64 0, i64 -1 }, section "asan_globals", comdat($cg.tbl.fcbca9ade30f6a5c2d5481bde7c27d47), !associated !0
@__asan_global_secvar = private global { i64, i64, i64, i64, i64, i64, i64, i64 } { i64 ptrtoint (ptr @1 to i64), i64 4, i64 32, i64 ptrtoint (ptr @___asan_gen_.3 to i64), i64 ptrtoint (ptr @___asan_gen_.1 to i64), i64 0, i64 0, i64 ptrtoint (ptr @__odr_asan_gen_secvar to i64) }, section "asan_globals", comdat($secvar), !associated !1
@__asan_global_.str = private global { i64, i64, i64, i64, i64, i64, i64, i64 } { i64 ptrtoint (ptr @2 to i64), i64 7, i64 32, i64 ptrtoint (ptr @___asan_gen_.4 to i64), i64 ptrtoint (ptr @___asan_gen_.1 to i64), i64 0, i64 0, i64 -1 }, section "asan_globals", comdat($.str.fcbca9ade30f6a5c2d5481bde7c27d47), !associated !2
@llvm.compiler.used = appending global [6 x ptr] [ptr @secvar, ptr @cg.tbl, ptr @.str, ptr @__asan_global_cg.tbl, ptr @__asan_global_secvar, ptr @__asan_global_.str], section "llvm.metadata"
@___asan_globals_registered = common hidden global i64 0
@__start_asan_globals = extern_weak hidden global i64
@__stop_asan_globals = extern_weak hidden global i64
@llvm.used = appending global [2 x ptr] [ptr @asan.module_ctor, ptr @asan.module_dtor], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @asan.module_ctor, ptr @asan.module_ctor }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @dtor, ptr null }, { i32, ptr, ptr } { i32 1, ptr @asan.module_dtor, ptr @asan.module_dtor }]

@aliased = dso_local alias i32 (), ptr @cg2
@0 = private alias { [3 x ptr], [40 x i8] }, ptr @cg.tbl
@1 = private alias { i32, [28 x i8] }, ptr @secvar
@2 = private alias { [7 x i8], [25 x i8] }, ptr @.str

@ifn = dso_local ifunc i32 (), ptr @resolve

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local noundef range(i64 0, 137438953472) i64 @bi(i64 noundef %a.coerce, i64 noundef %b.coerce) local_unnamed_addr #0 {
entry:
  %mul = mul i64 %b.coerce, %a.coerce
  %add = add i64 %mul, 3
  %coerce.val.ii = and i64 %add, 137438953471
  ret i64 %coerce.val.ii
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(argmem: readwrite)
define dso_local void @big(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %agg.result, ptr nocapture noundef readonly byval(i256) align 8 %0) local_unnamed_addr #1 {
entry:
  %asan_local_stack_base = alloca i64, align 8
  %1 = load i32, ptr @__asan_option_detect_stack_use_after_return, align 4
  %2 = icmp ne i32 %1, 0
  br i1 %2, label %3, label %5

3:                                                ; preds = %entry
  %4 = call i64 @__asan_stack_malloc_1(i64 96)
  br label %5

5:                                                ; preds = %entry, %3
  %6 = phi i64 [ 0, %entry ], [ %4, %3 ]
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %5
  %MyAlloca = alloca i8, i64 96, align 32
  %9 = ptrtoint ptr %MyAlloca to i64
  br label %10

10:                                               ; preds = %5, %8
  %11 = phi i64 [ %6, %5 ], [ %9, %8 ]
  store i64 %11, ptr %asan_local_stack_base, align 8
  %12 = add i64 %11, 32
  %13 = inttoptr i64 %12 to ptr
  %14 = inttoptr i64 %11 to ptr
  store i64 1102416563, ptr %14, align 8
  %15 = add i64 %11, 8
  %16 = inttoptr i64 %15 to ptr
  store i64 ptrtoint (ptr @___asan_gen_ to i64), ptr %16, align 8
  %17 = add i64 %11, 16
  %18 = inttoptr i64 %17 to ptr
  store i64 ptrtoint (ptr @big to i64), ptr %18, align 8
  %19 = lshr i64 %11, 3
  %20 = add i64 %19, 2147450880
  %21 = add i64 %20, 0
  %22 = inttoptr i64 %21 to ptr
  store i32 -235802127, ptr %22, align 1
  %23 = add i64 %20, 8
  %24 = inttoptr i64 %23 to ptr
  store i32 -202116109, ptr %24, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %0, i64 32, i1 false)
  %25 = ptrtoint ptr %13 to i64
  %26 = add i64 %25, 31
  %27 = inttoptr i64 %26 to ptr
  %28 = ptrtoint ptr %13 to i64
  %29 = lshr i64 %28, 3
  %30 = add i64 %29, 2147450880
  %31 = inttoptr i64 %30 to ptr
  %32 = load i8, ptr %31, align 1
  %33 = icmp ne i8 %32, 0
  br i1 %33, label %34, label %39, !prof !7

34:                                               ; preds = %10
  %35 = and i64 %28, 7
  %36 = trunc i64 %35 to i8
  %37 = icmp sge i8 %36, %32
  br i1 %37, label %38, label %39

38:                                               ; preds = %34
  call void @__asan_report_load_n(i64 %28, i64 32) #9
  unreachable

39:                                               ; preds = %34, %10
  %40 = ptrtoint ptr %27 to i64
  %41 = lshr i64 %40, 3
  %42 = add i64 %41, 2147450880
  %43 = inttoptr i64 %42 to ptr
  %44 = load i8, ptr %43, align 1
  %45 = icmp ne i8 %44, 0
  br i1 %45, label %46, label %51, !prof !7

46:                                               ; preds = %39
  %47 = and i64 %40, 7
  %48 = trunc i64 %47 to i8
  %49 = icmp sge i8 %48, %44
  br i1 %49, label %50, label %51

50:                                               ; preds = %46
  call void @__asan_report_load_n(i64 %40, i64 32) #9
  unreachable

51:                                               ; preds = %46, %39
  %52 = load i256, ptr %13, align 8, !tbaa !8
  %a = trunc i256 %52 to i200
  %mul = mul i200 %a, %a
  %storedv2 = zext i200 %mul to i256
  %53 = ptrtoint ptr %agg.result to i64
  %54 = add i64 %53, 31
  %55 = inttoptr i64 %54 to ptr
  %56 = ptrtoint ptr %agg.result to i64
  %57 = lshr i64 %56, 3
  %58 = add i64 %57, 2147450880
  %59 = inttoptr i64 %58 to ptr
  %60 = load i8, ptr %59, align 1
  %61 = icmp ne i8 %60, 0
  br i1 %61, label %62, label %67, !prof !7

62:                                               ; preds = %51
  %63 = and i64 %56, 7
  %64 = trunc i64 %63 to i8
  %65 = icmp sge i8 %64, %60
  br i1 %65, label %66, label %67

66:                                               ; preds = %62
  call void @__asan_report_store_n(i64 %56, i64 32) #9
  unreachable

67:                                               ; preds = %62, %51
  %68 = ptrtoint ptr %55 to i64
  %69 = lshr i64 %68, 3
  %70 = add i64 %69, 2147450880
  %71 = inttoptr i64 %70 to ptr
  %72 = load i8, ptr %71, align 1
  %73 = icmp ne i8 %72, 0
  br i1 %73, label %74, label %79, !prof !7

74:                                               ; preds = %67
  %75 = and i64 %68, 7
  %76 = trunc i64 %75 to i8
  %77 = icmp sge i8 %76, %72
  br i1 %77, label %78, label %79

78:                                               ; preds = %74
  call void @__asan_report_store_n(i64 %68, i64 32) #9
  unreachable

79:                                               ; preds = %74, %67
  store i256 %storedv2, ptr %agg.result, align 8, !tbaa !8
  store i64 1172321806, ptr %14, align 8
  %80 = icmp ne i64 %6, 0
  br i1 %80, label %81, label %90

81:                                               ; preds = %79
  %82 = add i64 %20, 0
  %83 = inttoptr i64 %82 to ptr
  store i64 -723401728380766731, ptr %83, align 1
  %84 = add i64 %20, 8
  %85 = inttoptr i64 %84 to ptr
  store i64 -723401728380766731, ptr %85, align 1
  %86 = add i64 %6, 120
  %87 = inttoptr i64 %86 to ptr
  %88 = load i64, ptr %87, align 8
  %89 = inttoptr i64 %88 to ptr
  store i8 0, ptr %89, align 1
  br label %95

90:                                               ; preds = %79
  %91 = add i64 %20, 0
  %92 = inttoptr i64 %91 to ptr
  store i32 0, ptr %92, align 1
  %93 = add i64 %20, 8
  %94 = inttoptr i64 %93 to ptr
  store i32 0, ptr %94, align 1
  br label %95

95:                                               ; preds = %90, %81
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local noundef half @h16(half noundef %a, half noundef %b) local_unnamed_addr #0 {
entry:
  %unpromotion = fmul half %a, %b
  ret half %unpromotion
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local noundef bfloat @bf(bfloat noundef returned %a) local_unnamed_addr #0 {
entry:
  ret bfloat %a
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local <4 x float> @vadd(<4 x float> noundef %a, <4 x float> noundef %b) local_unnamed_addr #2 {
entry:
  %0 = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %1 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %b, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %0)
  ret <4 x float> %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local range(i32 1, 4) i32 @cg(i32 noundef %x) #0 {
entry:
  %rem = srem i32 %x, 3
  %idxprom = sext i32 %rem to i64
  %arrayidx = getelementptr inbounds [3 x ptr], ptr @cg.tbl, i64 0, i64 %idxprom
  %0 = ptrtoint ptr %arrayidx to i64
  %1 = lshr i64 %0, 3
  %2 = add i64 %1, 2147450880
  %3 = inttoptr i64 %2 to ptr
  %4 = load i8, ptr %3, align 1
  %5 = icmp ne i8 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %entry
  call void @__asan_report_load8(i64 %0) #9
  unreachable

7:                                                ; preds = %entry
  %8 = load ptr, ptr %arrayidx, align 8, !tbaa !12
  indirectbr ptr %8, [label %return, label %b, label %c]

b:                                                ; preds = %7
  br label %return

c:                                                ; preds = %7
  br label %return

return:                                           ; preds = %7, %c, %b
  %retval.0 = phi i32 [ 3, %c ], [ 2, %b ], [ 1, %7 ]
  ret i32 %retval.0
}

; Function Attrs: nounwind sanitize_address
define dso_local range(i32 0, 2) i32 @ag(i32 noundef %x) local_unnamed_addr #4 {
entry:
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %x) #10
          to label %return [label %zero], !srcloc !14

zero:                                             ; preds = %entry
  br label %return

return:                                           ; preds = %entry, %zero
  %retval.0 = phi i32 [ 0, %zero ], [ 1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local noundef i32 @cg2() #0 {
entry:
  ret i32 7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define internal void @dtor() #0 {
entry:
  ret void
}

; Function Attrs: nounwind sanitize_address
define weak dso_local i32 @weakfn() local_unnamed_addr #4 {
entry:
  ret i32 1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define dso_local noundef i32 @withcleanup(i32 noundef returned %x) local_unnamed_addr #0 {
entry:
  ret i32 %x
}

; Function Attrs: nounwind sanitize_address
define dso_local i32 @blocks_like(ptr noundef %b) local_unnamed_addr #4 {
entry:
  %0 = getelementptr inbounds i8, ptr %b, i64 16
  %1 = ptrtoint ptr %0 to i64
  %2 = lshr i64 %1, 3
  %3 = add i64 %2, 2147450880
  %4 = inttoptr i64 %3 to ptr
  %5 = load i8, ptr %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %entry
  call void @__asan_report_load8(i64 %1) #9
  unreachable

8:                                                ; preds = %entry
  %9 = load ptr, ptr %0, align 8
  %call = tail call i32 %9(ptr noundef %b, i32 noundef 3) #11
  ret i32 %call
}

; Function Attrs: nounwind sanitize_address
define dso_local i32 @main() local_unnamed_addr #4 {
entry:
  callbr void asm sideeffect "test $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 1) #10
          to label %ag.exit [label %zero.i], !srcloc !14

zero.i:                                           ; preds = %entry
  br label %ag.exit

ag.exit:                                          ; preds = %entry, %zero.i
  %retval.0.i = phi i32 [ 0, %zero.i ], [ 1, %entry ]
  %call = tail call i32 @cg(i32 noundef 4) #12
  %call2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %call, i32 noundef %retval.0.i) #11
  %0 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tv)
  %1 = ptrtoint ptr %0 to i64
  %2 = lshr i64 %1, 3
  %3 = add i64 %2, 2147450880
  %4 = inttoptr i64 %3 to ptr
  %5 = load i8, ptr %4, align 1
  %6 = icmp ne i8 %5, 0
  br i1 %6, label %7, label %13, !prof !7

7:                                                ; preds = %ag.exit
  %8 = and i64 %1, 7
  %9 = add i64 %8, 3
  %10 = trunc i64 %9 to i8
  %11 = icmp sge i8 %10, %5
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  call void @__asan_report_load4(i64 %1) #9
  unreachable

13:                                               ; preds = %7, %ag.exit
  %14 = load i32, ptr %0, align 4, !tbaa !15
  %add14 = add nsw i32 %14, 62
  ret i32 %add14
}

declare i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #3

; Function Attrs: disable_sanitizer_instrumentation nounwind sanitize_address
define internal ptr @resolve() #6 {
entry:
  ret ptr @impl
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none)
define internal noundef i32 @impl() #0 {
entry:
  ret i32 42
}

declare void @__asan_report_load_n(i64, i64)

declare void @__asan_report_load4(i64)

declare void @__asan_report_load8(i64)

declare void @__asan_report_store_n(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

declare i64 @__asan_stack_malloc_1(i64)

declare void @__asan_register_elf_globals(i64, i64, i64)

declare void @__asan_unregister_elf_globals(i64, i64, i64)

declare void @__asan_init()

; Function Attrs: nounwind
define internal void @asan.module_ctor() #8 comdat {
  call void @__asan_init()
  call void @__asan_version_mismatch_check_v8()
  call void @__asan_register_elf_globals(i64 ptrtoint (ptr @___asan_globals_registered to i64), i64 ptrtoint (ptr @__start_asan_globals to i64), i64 ptrtoint (ptr @__stop_asan_globals to i64))
  ret void
}

declare void @__asan_version_mismatch_check_v8()

; Function Attrs: nounwind
define internal void @asan.module_dtor() #8 comdat {
  call void @__asan_unregister_elf_globals(i64 ptrtoint (ptr @___asan_globals_registered to i64), i64 ptrtoint (ptr @__start_asan_globals to i64), i64 ptrtoint (ptr @__stop_asan_globals to i64))
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind sanitize_address willreturn memory(none) "min-legal-vector-width"="128" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind sanitize_address "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { disable_sanitizer_instrumentation nounwind sanitize_address "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
attributes #9 = { nomerge }
attributes #10 = { nounwind }
attributes #11 = { nobuiltin nounwind "no-builtins" }
attributes #12 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @cg.tbl}
!1 = !{ptr @secvar}
!2 = !{ptr @.str}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = !{!9, !9, i64 0}
!9 = !{!"_BitInt(200)", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !10, i64 0}
!14 = !{i64 842}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !10, i64 0}
