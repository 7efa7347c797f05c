; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
@"?tls_var@@3HA" = dso_local thread_local local_unnamed_addr global i32 5, align 4, !dbg !0
@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1, !dbg !17
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
define dso_local void @"??1E@@QEAA@XZ"(ptr nocapture nonnull readnone align 4 %0) unnamed_addr #0 align 2 !dbg !31 {
    #dbg_value(ptr poison, !33, !DIExpression(), !35)
  ret void, !dbg !36
}

; Function Attrs: mustprogress noinline
define dso_local noundef range(i32 5, 3) i32 @"?thrower@@YAHH@Z"(i32 noundef returned %0) local_unnamed_addr #1 !dbg !37 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
    #dbg_value(i32 %0, !41, !DIExpression(), !42)
  switch i32 %0, label %6 [
    i32 3, label %4
    i32 4, label %5
  ], !dbg !43

4:                                                ; preds = %1
  store i32 42, ptr %2, align 4, !dbg !44
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #10, !dbg !44
  unreachable, !dbg !44

5:                                                ; preds = %1
    #dbg_value(i32 7, !46, !DIExpression(), !50)
    #dbg_value(ptr %3, !49, !DIExpression(), !50)
  store i32 7, ptr %3, align 4, !dbg !53
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #10, !dbg !54
  unreachable, !dbg !54

6:                                                ; preds = %1
  ret i32 %0, !dbg !43
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress
define dso_local noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 !dbg !55 {
  %2 = alloca ptr, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !59, !DIExpression(), !62, ptr %2, !DIExpression(), !63)
  %3 = alloca i32, align 4, !DIAssignID !64
    #dbg_assign(i1 undef, !61, !DIExpression(), !64, ptr %3, !DIExpression(), !63)
    #dbg_value(i32 %0, !57, !DIExpression(), !63)
    #dbg_value(i32 1, !58, !DIExpression(), !63)
  %4 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %0) #11
          to label %16 unwind label %5, !dbg !65

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7, label %10, label %14] unwind to caller, !dbg !65

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"??_R0H@8", i32 0, ptr %3], !dbg !65
  %9 = load i32, ptr %3, align 4, !dbg !67
  catchret from %8 to label %16, !dbg !67

10:                                               ; preds = %5
  %11 = catchpad within %6 [ptr @"??_R0?AUE@@@8", i32 8, ptr %2], !dbg !65
  %12 = load ptr, ptr %2, align 8, !dbg !69
  %13 = load i32, ptr %12, align 4, !dbg !69
  catchret from %11 to label %16, !dbg !69

14:                                               ; preds = %5
  %15 = catchpad within %6 [ptr null, i32 64, ptr null], !dbg !65
  catchret from %15 to label %16, !dbg !71

16:                                               ; preds = %1, %7, %10, %14
  %17 = phi i32 [ -1, %14 ], [ %13, %10 ], [ %9, %7 ], [ %0, %1 ], !dbg !63
  ret i32 %17, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress
define dso_local noundef i32 @"?cleanup_only@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 !dbg !74 {
    #dbg_value(i32 %0, !76, !DIExpression(), !79)
    #dbg_value(i32 1, !77, !DIExpression(), !79)
    #dbg_value(i32 2, !78, !DIExpression(), !79)
  %2 = tail call noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %0) #11, !dbg !80
  %3 = add nsw i32 %0, 3, !dbg !80
  ret i32 %3, !dbg !80
}

; Function Attrs: mustprogress
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 !dbg !81 {
  %3 = alloca ptr, align 8, !DIAssignID !136
    #dbg_assign(i1 undef, !59, !DIExpression(), !136, ptr %3, !DIExpression(), !137)
  %4 = alloca i32, align 4, !DIAssignID !140
  %5 = alloca %struct.D, align 8, !DIAssignID !141
    #dbg_assign(i1 undef, !89, !DIExpression(), !141, ptr %5, !DIExpression(), !142)
  %6 = alloca ptr, align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !118, !DIExpression(), !143, ptr %6, !DIExpression(), !142)
    #dbg_value(ptr %1, !87, !DIExpression(), !142)
    #dbg_value(i32 %0, !88, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12, !dbg !144
    #dbg_value(i32 %0, !145, !DIExpression(), !150)
    #dbg_value(ptr %5, !148, !DIExpression(), !150)
  store ptr @"??_7D@@6B@", ptr %5, align 8, !dbg !152, !DIAssignID !153
    #dbg_assign(ptr @"??_7D@@6B@", !89, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153, ptr %5, !DIExpression(), !142)
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !152
  store i32 %0, ptr %7, align 8, !dbg !152, !DIAssignID !154
    #dbg_assign(i32 %0, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !154, ptr %7, !DIExpression(), !142)
    #dbg_value(ptr %5, !113, !DIExpression(), !142)
    #dbg_value(i32 0, !115, !DIExpression(), !142)
    #dbg_value(i32 0, !116, !DIExpression(), !155)
  br label %13, !dbg !156

8:                                                ; preds = %28
  %9 = load ptr, ptr %5, align 8, !dbg !157
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !157
  %11 = load ptr, ptr %10, align 8, !dbg !157
  %12 = invoke noundef i32 %11(ptr noundef nonnull align 8 dereferenceable(8) %5, i32 noundef -1) #11
          to label %39 unwind label %33, !dbg !157

13:                                               ; preds = %2, %28
  %14 = phi i32 [ 0, %2 ], [ %31, %28 ]
  %15 = phi i32 [ 0, %2 ], [ %30, %28 ]
    #dbg_value(i32 %14, !116, !DIExpression(), !155)
    #dbg_value(i32 %15, !115, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !159
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !159
    #dbg_assign(i1 undef, !61, !DIExpression(), !140, ptr %4, !DIExpression(), !137)
    #dbg_value(i32 %14, !57, !DIExpression(), !137)
    #dbg_value(i32 1, !58, !DIExpression(), !137)
  %16 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %14) #11
          to label %28 unwind label %17, !dbg !159

17:                                               ; preds = %13
  %18 = catchswitch within none [label %19, label %22, label %26] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [ptr @"??_R0H@8", i32 0, ptr %4], !dbg !159
  %21 = load i32, ptr %4, align 4, !dbg !160
  catchret from %20 to label %28, !dbg !160

22:                                               ; preds = %17
  %23 = catchpad within %18 [ptr @"??_R0?AUE@@@8", i32 8, ptr %3], !dbg !159
  %24 = load ptr, ptr %3, align 8, !dbg !161
  %25 = load i32, ptr %24, align 4, !dbg !161
  catchret from %23 to label %28, !dbg !161

26:                                               ; preds = %17
  %27 = catchpad within %18 [ptr null, i32 64, ptr null], !dbg !159
  catchret from %27 to label %28, !dbg !162

28:                                               ; preds = %26, %22, %19, %13
  %29 = phi i32 [ -1, %26 ], [ %25, %22 ], [ %21, %19 ], [ %14, %13 ], !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !163
  %30 = add nsw i32 %29, %15, !dbg !164
    #dbg_value(i32 %30, !115, !DIExpression(), !142)
  %31 = add nuw nsw i32 %14, 1, !dbg !164
    #dbg_value(i32 %31, !116, !DIExpression(), !155)
  %32 = icmp eq i32 %31, 6, !dbg !156
  br i1 %32, label %8, label %13, !dbg !156, !llvm.loop !165

33:                                               ; preds = %8
  %34 = catchswitch within none [label %35] unwind to caller, !dbg !157

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0?AUE@@@8", i32 8, ptr %6], !dbg !157
  %37 = load ptr, ptr %6, align 8, !dbg !167
  %38 = load i32, ptr %37, align 4, !dbg !167
    #dbg_value(!DIArgList(i32 %30, i32 %38), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !142)
  catchret from %36 to label %39, !dbg !167

39:                                               ; preds = %8, %35
  %40 = phi i32 [ %38, %35 ], [ %12, %8 ]
    #dbg_value(i32 poison, !115, !DIExpression(), !142)
    #dbg_value(i32 7, !119, !DIExpression(), !142)
    #dbg_value(i32 %45, !115, !DIExpression(), !142)
  %41 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @"?tls_var@@3HA"), !dbg !169
  %42 = load i32, ptr %41, align 4, !dbg !169
  %43 = add nsw i32 %42, 1, !dbg !169
  store i32 %43, ptr %41, align 4, !dbg !169
  %44 = add i32 %30, 7, !dbg !170
  %45 = add i32 %44, %40, !dbg !169
  %46 = add nsw i32 %45, %42, !dbg !169
    #dbg_value(i32 %46, !115, !DIExpression(), !142)
    #dbg_value(ptr undef, !131, !DIExpression(), !142)
  %47 = mul nsw i32 %46, 3, !dbg !171
    #dbg_value(i32 %47, !115, !DIExpression(), !142)
    #dbg_value(i32 3, !76, !DIExpression(), !172)
    #dbg_value(i32 1, !77, !DIExpression(), !172)
    #dbg_value(i32 2, !78, !DIExpression(), !172)
  %48 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef 3) #11
          to label %57 unwind label %49, !dbg !175

49:                                               ; preds = %39
  %50 = catchswitch within none [label %51] unwind to caller, !dbg !176

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr null, i32 64, ptr null], !dbg !176
  %53 = add nsw i32 %47, 1, !dbg !177
    #dbg_value(i32 %53, !115, !DIExpression(), !142)
  catchret from %52 to label %54, !dbg !177

54:                                               ; preds = %51, %57
  %55 = phi i32 [ %58, %57 ], [ %53, %51 ], !dbg !179
    #dbg_value(i32 %55, !115, !DIExpression(), !142)
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %55) #11, !dbg !180
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12, !dbg !181
  ret i32 0, !dbg !181

57:                                               ; preds = %39
  %58 = add nsw i32 %47, 6, !dbg !176
    #dbg_value(i32 %58, !115, !DIExpression(), !142)
  br label %54, !dbg !176
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

declare dso_local i32 @printf(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 !dbg !182 {
    #dbg_value(i32 %1, !187, !DIExpression(), !189)
    #dbg_value(ptr %0, !188, !DIExpression(), !189)
  %3 = icmp eq i32 %1, 0, !dbg !190
  br i1 %3, label %5, label %4, !dbg !190

4:                                                ; preds = %2
  tail call void @"??3@YAXPEAX_K@Z"(ptr noundef nonnull %0, i64 noundef 16) #13, !dbg !190
  br label %5, !dbg !190

5:                                                ; preds = %4, %2
  ret ptr %0, !dbg !190
}

; Function Attrs: mustprogress
define linkonce_odr dso_local noundef i32 @"?f@D@@UEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 !dbg !191 {
  %3 = alloca %struct.E, align 4
    #dbg_value(i32 %1, !193, !DIExpression(), !195)
    #dbg_value(ptr %0, !194, !DIExpression(), !195)
  %4 = icmp slt i32 %1, 0, !dbg !196
  br i1 %4, label %5, label %6, !dbg !196

5:                                                ; preds = %2
    #dbg_value(i32 %1, !46, !DIExpression(), !197)
    #dbg_value(ptr %3, !49, !DIExpression(), !197)
  store i32 %1, ptr %3, align 4, !dbg !200
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AUE@@") #10, !dbg !201
  unreachable, !dbg !201

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !196
  %8 = load i32, ptr %7, align 8, !dbg !196
  %9 = add nsw i32 %8, %1, !dbg !196
  ret i32 %9, !dbg !196
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 !dbg !202 {
    #dbg_value(i32 %1, !204, !DIExpression(), !206)
    #dbg_value(ptr %0, !205, !DIExpression(), !206)
  tail call void @llvm.trap() #14, !dbg !207
  unreachable, !dbg !207
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #8

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #9 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn }
attributes #11 = { nobuiltin "no-builtins" }
attributes #12 = { nounwind }
attributes #13 = { builtin nobuiltin nounwind "no-builtins" }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tls_var", linkageName: "?tls_var@@3HA", scope: !2, file: !3, line: 20, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !16, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/programs/features/eh.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "6936a876012747016ca955bfb3409212")
!4 = !{!5}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !3, line: 4, size: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !6, identifier: ".?AUE@@")
!6 = !{!7, !9, !13}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !5, file: !3, line: 4, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DISubprogram(name: "E", scope: !5, file: !3, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !8}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!13 = !DISubprogram(name: "~E", scope: !5, file: !3, line: 4, type: !14, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !12}
!16 = !{!0, !17}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 32, elements: !22)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !{i32 2, !"CodeView", i32 1}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 2}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 1, !"MaxTLSAlign", i32 65536}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "~E", linkageName: "??1E@@QEAA@XZ", scope: !5, file: !3, line: 5, type: !14, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !13, retainedNodes: !32)
!32 = !{!33}
!33 = !DILocalVariable(name: "this", arg: 1, scope: !31, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!35 = !DILocation(line: 0, scope: !31)
!36 = !DILocation(line: 5, scope: !31)
!37 = distinct !DISubprogram(name: "thrower", linkageName: "?thrower@@YAHH@Z", scope: !3, file: !3, line: 11, type: !38, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!8, !8}
!40 = !{!41}
!41 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !3, line: 11, type: !8)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 11, scope: !37)
!44 = !DILocation(line: 11, scope: !45)
!45 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11)
!46 = !DILocalVariable(name: "v", arg: 2, scope: !47, file: !3, line: 4, type: !8)
!47 = distinct !DISubprogram(name: "E", linkageName: "??0E@@QEAA@H@Z", scope: !5, file: !3, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !9, retainedNodes: !48)
!48 = !{!46, !49}
!49 = !DILocalVariable(name: "this", arg: 1, scope: !47, type: !34, flags: DIFlagArtificial | DIFlagObjectPointer)
!50 = !DILocation(line: 0, scope: !47, inlinedAt: !51)
!51 = distinct !DILocation(line: 11, scope: !52)
!52 = distinct !DILexicalBlock(scope: !37, file: !3, line: 11)
!53 = !DILocation(line: 4, scope: !47, inlinedAt: !51)
!54 = !DILocation(line: 11, scope: !52)
!55 = distinct !DISubprogram(name: "guarded", linkageName: "?guarded@@YAHH@Z", scope: !3, file: !3, line: 12, type: !38, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!56 = !{!57, !58, !59, !61}
!57 = !DILocalVariable(name: "x", arg: 1, scope: !55, file: !3, line: 12, type: !8)
!58 = !DILocalVariable(name: "local", scope: !55, file: !3, line: 13, type: !5)
!59 = !DILocalVariable(name: "e", scope: !55, file: !3, line: 16, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!61 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 15, type: !8)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !55)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 14, scope: !66)
!66 = distinct !DILexicalBlock(scope: !55, file: !3, line: 14)
!67 = !DILocation(line: 15, scope: !68)
!68 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15)
!69 = !DILocation(line: 16, scope: !70)
!70 = distinct !DILexicalBlock(scope: !55, file: !3, line: 16)
!71 = !DILocation(line: 17, scope: !72)
!72 = distinct !DILexicalBlock(scope: !55, file: !3, line: 17)
!73 = !DILocation(line: 18, scope: !55)
!74 = distinct !DISubprogram(name: "cleanup_only", linkageName: "?cleanup_only@@YAHH@Z", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "x", arg: 1, scope: !74, file: !3, line: 19, type: !8)
!77 = !DILocalVariable(name: "a", scope: !74, file: !3, line: 19, type: !5)
!78 = !DILocalVariable(name: "b", scope: !74, file: !3, line: 19, type: !5)
!79 = !DILocation(line: 0, scope: !74)
!80 = !DILocation(line: 19, scope: !74)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !82, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!82 = !DISubroutineType(types: !83)
!83 = !{!8, !8, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!86 = !{!87, !88, !89, !113, !115, !116, !118, !119, !131}
!87 = !DILocalVariable(arg: 2, scope: !81, file: !3, line: 21, type: !84)
!88 = !DILocalVariable(name: "argc", arg: 1, scope: !81, file: !3, line: 21, type: !8)
!89 = !DILocalVariable(name: "d", scope: !81, file: !3, line: 22, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "D", file: !3, line: 7, size: 128, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !91, vtableHolder: !93, identifier: ".?AUD@@")
!91 = !{!92, !95, !105, !106, !110}
!92 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !90, baseType: !93, extraData: i32 0)
!93 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "B", file: !3, line: 6, size: 64, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !94, vtableHolder: !93, identifier: ".?AUB@@")
!94 = !{!95, !96, !98, !102}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "__vtbl_ptr_type", baseType: null, size: 128)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "_vptr$B", scope: !3, file: !3, baseType: !97, size: 64, flags: DIFlagArtificial)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!98 = !DISubprogram(name: "~B", scope: !93, file: !3, line: 6, type: !99, scopeLine: 6, containingType: !93, virtualIndex: 0, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!102 = !DISubprogram(name: "f", linkageName: "?f@B@@UEAAHH@Z", scope: !93, file: !3, line: 6, type: !103, scopeLine: 6, containingType: !93, virtualIndex: 1, flags: DIFlagPrototyped | DIFlagIntroducedVirtual, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!8, !101, !8}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !90, file: !3, line: 7, baseType: !8, size: 32, offset: 64)
!106 = !DISubprogram(name: "D", scope: !90, file: !3, line: 7, type: !107, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !109, !8}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!110 = !DISubprogram(name: "f", linkageName: "?f@D@@UEAAHH@Z", scope: !90, file: !3, line: 7, type: !111, scopeLine: 7, containingType: !90, virtualIndex: 1, flags: DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{!8, !109, !8}
!113 = !DILocalVariable(name: "b", scope: !81, file: !3, line: 22, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!115 = !DILocalVariable(name: "s", scope: !81, file: !3, line: 22, type: !8)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 23, type: !8)
!117 = distinct !DILexicalBlock(scope: !81, file: !3, line: 23)
!118 = !DILocalVariable(name: "e", scope: !81, file: !3, line: 24, type: !60)
!119 = !DILocalVariable(name: "bx", scope: !81, file: !3, line: 25, type: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<long>", file: !3, line: 8, size: 32, flags: DIFlagTypePassByValue, elements: !121, templateParams: !129, identifier: ".?AU?$Box@J@@")
!121 = !{!122, !124}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !120, file: !3, line: 8, baseType: !123, size: 32)
!123 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!124 = !DISubprogram(name: "get", linkageName: "?get@?$Box@J@@QEBAJXZ", scope: !120, file: !3, line: 8, type: !125, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!123, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!129 = !{!130}
!130 = !DITemplateTypeParameter(name: "T", type: !123)
!131 = !DILocalVariable(name: "lam", scope: !81, file: !3, line: 26, type: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "<lambda_0>", scope: !81, file: !3, line: 26, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !133, identifier: ".?AV<lambda_0>@?0??main@@9@")
!133 = !{!134}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !132, file: !3, line: 26, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !55, inlinedAt: !138)
!138 = distinct !DILocation(line: 23, scope: !139)
!139 = distinct !DILexicalBlock(scope: !117, file: !3, line: 23)
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 0, scope: !81)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 22, scope: !81)
!145 = !DILocalVariable(name: "k", arg: 2, scope: !146, file: !3, line: 7, type: !8)
!146 = distinct !DISubprogram(name: "D", linkageName: "??0D@@QEAA@H@Z", scope: !90, file: !3, line: 7, type: !107, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !106, retainedNodes: !147)
!147 = !{!145, !148}
!148 = !DILocalVariable(name: "this", arg: 1, scope: !146, type: !149, flags: DIFlagArtificial | DIFlagObjectPointer)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!150 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!151 = distinct !DILocation(line: 22, scope: !81)
!152 = !DILocation(line: 7, scope: !146, inlinedAt: !151)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 0, scope: !117)
!156 = !DILocation(line: 23, scope: !117)
!157 = !DILocation(line: 24, scope: !158)
!158 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24)
!159 = !DILocation(line: 14, scope: !66, inlinedAt: !138)
!160 = !DILocation(line: 15, scope: !68, inlinedAt: !138)
!161 = !DILocation(line: 16, scope: !70, inlinedAt: !138)
!162 = !DILocation(line: 17, scope: !72, inlinedAt: !138)
!163 = !DILocation(line: 18, scope: !55, inlinedAt: !138)
!164 = !DILocation(line: 23, scope: !139)
!165 = distinct !{!165, !156, !156, !166}
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 24, scope: !168)
!168 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24)
!169 = !DILocation(line: 25, scope: !81)
!170 = !DILocation(line: 24, scope: !81)
!171 = !DILocation(line: 27, scope: !81)
!172 = !DILocation(line: 0, scope: !74, inlinedAt: !173)
!173 = distinct !DILocation(line: 28, scope: !174)
!174 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28)
!175 = !DILocation(line: 19, scope: !74, inlinedAt: !173)
!176 = !DILocation(line: 28, scope: !174)
!177 = !DILocation(line: 28, scope: !178)
!178 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28)
!179 = !DILocation(line: 28, scope: !81)
!180 = !DILocation(line: 29, scope: !81)
!181 = !DILocation(line: 31, scope: !81)
!182 = distinct !DISubprogram(name: "~D", linkageName: "??_GD@@UEAAPEAXI@Z", scope: !90, file: !3, line: 7, type: !183, scopeLine: 7, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !185, retainedNodes: !186)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !109}
!185 = !DISubprogram(name: "~D", scope: !90, type: !183, containingType: !90, virtualIndex: 0, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagVirtual | DISPFlagOptimized)
!186 = !{!187, !188}
!187 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !182, type: !8, flags: DIFlagArtificial)
!188 = !DILocalVariable(name: "this", arg: 1, scope: !182, type: !149, flags: DIFlagArtificial | DIFlagObjectPointer)
!189 = !DILocation(line: 0, scope: !182)
!190 = !DILocation(line: 7, scope: !182)
!191 = distinct !DISubprogram(name: "f", linkageName: "?f@D@@UEAAHH@Z", scope: !90, file: !3, line: 7, type: !111, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !110, retainedNodes: !192)
!192 = !{!193, !194}
!193 = !DILocalVariable(name: "x", arg: 2, scope: !191, file: !3, line: 7, type: !8)
!194 = !DILocalVariable(name: "this", arg: 1, scope: !191, type: !149, flags: DIFlagArtificial | DIFlagObjectPointer)
!195 = !DILocation(line: 0, scope: !191)
!196 = !DILocation(line: 7, scope: !191)
!197 = !DILocation(line: 0, scope: !47, inlinedAt: !198)
!198 = distinct !DILocation(line: 7, scope: !199)
!199 = distinct !DILexicalBlock(scope: !191, file: !3, line: 7)
!200 = !DILocation(line: 4, scope: !47, inlinedAt: !198)
!201 = !DILocation(line: 7, scope: !199)
!202 = distinct !DISubprogram(name: "~B", linkageName: "??_GB@@UEAAPEAXI@Z", scope: !93, file: !3, line: 6, type: !99, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, declaration: !98, retainedNodes: !203)
!203 = !{!204, !205}
!204 = !DILocalVariable(name: "should_call_delete", arg: 2, scope: !202, type: !8, flags: DIFlagArtificial)
!205 = !DILocalVariable(name: "this", arg: 1, scope: !202, type: !114, flags: DIFlagArtificial | DIFlagObjectPointer)
!206 = !DILocation(line: 0, scope: !202)
!207 = !DILocation(line: 6, scope: !202)
