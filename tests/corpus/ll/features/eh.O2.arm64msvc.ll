; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.E = type { i32 }
%struct.D = type { %struct.B, i32 }
%struct.B = type { ptr }

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"?f@D@@UEAAHH@Z" = comdat any

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = comdat any

$"??_7D@@6B@" = comdat largest

$"??_R4D@@6B@" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"??_R3D@@8" = comdat any

$"??_R2D@@8" = comdat any

$"??_R1A@?0A@EA@D@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUE@@\00" }, comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUE@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUE@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUE@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"?tls_var@@3HA" = dso_local thread_local local_unnamed_addr global i32 5, align 4
@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 4
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4D@@6B@", ptr @"??_GD@@UEAAPEAXI@Z", ptr @"?f@D@@UEAAHH@Z"] }, comdat($"??_7D@@6B@")
@"??_R4D@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4D@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUD@@\00" }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUD@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3D@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R2B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4B@@6B@", ptr @"??_GB@@UEAAPEAXI@Z", ptr @_purecall] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUB@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R3B@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R4B@@6B@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, comdat

@"??_7D@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local void @"??1E@@QEAA@XZ"(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 {
  ret void
}

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @"?thrower@@YAHH@Z"(i32 noundef returned %0) local_unnamed_addr #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  switch i32 %0, label %6 [
    i32 3, label %4
    i32 4, label %5
  ]

4:                                                ; preds = %1
  store i32 42, ptr %2, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #10
  unreachable

5:                                                ; preds = %1
  store i32 7, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #10
  unreachable

6:                                                ; preds = %1
  ret i32 %0
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define dso_local noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %0) #11
          to label %16 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7, label %10, label %14] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0H@8", i32 0, ptr %3]
  %9 = load i32, ptr %3, align 4
  catchret from %8 to label %16

10:                                               ; preds = %5
  %11 = catchpad within %6 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2]
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %12, align 4
  catchret from %11 to label %16

14:                                               ; preds = %5
  %15 = catchpad within %6 [ptr null, i32 64, ptr null]
  catchret from %15 to label %16

16:                                               ; preds = %1, %7, %10, %14
  %17 = phi i32 [ -1, %14 ], [ %13, %10 ], [ %9, %7 ], [ %0, %1 ]
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress
define dso_local noundef i32 @"?cleanup_only@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  %2 = tail call noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %0) #11
  %3 = add nsw i32 %0, 3
  ret i32 %3
}

; Function Attrs: mustprogress
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D, align 8
  %6 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  store ptr @"??_7D@@6B@", ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %0, ptr %7, align 8
  br label %13

8:                                                ; preds = %28
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = invoke noundef i32 %11(ptr noundef nonnull align 8 dereferenceable(8) %5, i32 noundef -1) #11
          to label %39 unwind label %33

13:                                               ; preds = %2, %28
  %14 = phi i32 [ 0, %2 ], [ %31, %28 ]
  %15 = phi i32 [ 0, %2 ], [ %30, %28 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  %16 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %14) #11
          to label %28 unwind label %17

17:                                               ; preds = %13
  %18 = catchswitch within none [label %19, label %22, label %26] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0H@8", i32 0, ptr %4]
  %21 = load i32, ptr %4, align 4
  catchret from %20 to label %28

22:                                               ; preds = %17
  %23 = catchpad within %18 [ptr @"??_R0?AUE@@@8", i32 8, ptr %3]
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %24, align 4
  catchret from %23 to label %28

26:                                               ; preds = %17
  %27 = catchpad within %18 [ptr null, i32 64, ptr null]
  catchret from %27 to label %28

28:                                               ; preds = %26, %22, %19, %13
  %29 = phi i32 [ -1, %26 ], [ %25, %22 ], [ %21, %19 ], [ %14, %13 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %30 = add nsw i32 %29, %15
  %31 = add nuw nsw i32 %14, 1
  %32 = icmp eq i32 %31, 6
  br i1 %32, label %8, label %13, !llvm.loop !3

33:                                               ; preds = %8
  %34 = catchswitch within none [label %35] unwind to caller

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0?AUE@@@8", i32 8, ptr %6]
  %37 = load ptr, ptr %6, align 8
  %38 = load i32, ptr %37, align 4
  catchret from %36 to label %39

39:                                               ; preds = %8, %35
  %40 = phi i32 [ %38, %35 ], [ %12, %8 ]
  %41 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @"?tls_var@@3HA")
  %42 = load i32, ptr %41, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %41, align 4
  %44 = add i32 %30, 7
  %45 = add i32 %44, %40
  %46 = add nsw i32 %45, %42
  %47 = mul nsw i32 %46, 3
  %48 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef 3) #11
          to label %57 unwind label %49

49:                                               ; preds = %39
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr null, i32 64, ptr null]
  %53 = add nsw i32 %47, 1
  catchret from %52 to label %54

54:                                               ; preds = %51, %57
  %55 = phi i32 [ %58, %57 ], [ %53, %51 ]
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %55) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  ret i32 0

57:                                               ; preds = %39
  %58 = add nsw i32 %47, 6
  br label %54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

declare dso_local i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %5, label %4

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #13
  br label %5

5:                                                ; preds = %4, %2
  ret ptr %0
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @"?f@D@@UEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca %struct.E, align 4
  %4 = icmp slt i32 %1, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 %1, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #10
  unreachable

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = add nsw i32 %8, %1
  ret i32 %9
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat {
  tail call void @llvm.trap() #14
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #6 = { inlinehint mustprogress nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #10 = { noreturn }
attributes #11 = { nobuiltin "no-builtins" }
attributes #12 = { nounwind }
attributes #13 = { builtin nobuiltin nounwind "no-builtins" }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
