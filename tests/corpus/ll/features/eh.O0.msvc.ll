; ModuleID = 'tests/programs/features/eh.cpp'
source_filename = "tests/programs/features/eh.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%struct.Box = type { i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.E = type { i32 }
%struct.D = type { %struct.B, i32 }
%struct.B = type { ptr }
%class.anon = type { ptr }

$"??0E@@QEAA@H@Z" = comdat any

$"??0D@@QEAA@H@Z" = comdat any

$"?get@?$Box@J@@QEBAJXZ" = comdat any

$"??1D@@UEAA@XZ" = comdat any

$"??0B@@QEAA@XZ" = comdat any

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"?f@D@@UEAAHH@Z" = comdat any

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"??1B@@UEAA@XZ" = comdat any

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
@"?tls_var@@3HA" = dso_local thread_local global i32 5, align 4
@__const.main.bx = private unnamed_addr constant %struct.Box { i32 7 }, align 4
@"??_C@_03PMGGPEJJ@?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"%d\0A\00", comdat, align 1
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

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr %2, align 4
  %6 = icmp eq i32 %5, 3
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 42, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #7
  unreachable

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = icmp eq i32 %9, 4
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = call noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 7) #8
  call void @_CxxThrowException(ptr %4, ptr @"_TI1?AUE@@") #7
  unreachable

13:                                               ; preds = %8
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.E, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %3, align 4
  store i32 %7, ptr %6, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %8 = call noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 1) #8
  %9 = load i32, ptr %3, align 4
  %10 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %9) #8
          to label %23 unwind label %11

11:                                               ; preds = %1
  %12 = catchswitch within none [label %13, label %16, label %21] unwind label %30

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"??_R0H@8", i32 0, ptr %7]
  %15 = load i32, ptr %7, align 4
  store i32 %15, ptr %2, align 4
  store i32 1, ptr %5, align 4
  catchret from %14 to label %26

16:                                               ; preds = %11
  %17 = catchpad within %12 [ptr @"??_R0?AUE@@@8", i32 8, ptr %6]
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.E, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %2, align 4
  store i32 1, ptr %5, align 4
  catchret from %17 to label %25

21:                                               ; preds = %11
  %22 = catchpad within %12 [ptr null, i32 64, ptr null]
  store i32 -1, ptr %2, align 4
  store i32 1, ptr %5, align 4
  catchret from %22 to label %24

23:                                               ; preds = %1
  store i32 %10, ptr %2, align 4
  store i32 1, ptr %5, align 4
  br label %28

24:                                               ; preds = %21
  br label %28

25:                                               ; preds = %16
  br label %28

26:                                               ; preds = %13
  br label %28

27:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

28:                                               ; preds = %26, %25, %24, %23
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #9
  %29 = load i32, ptr %2, align 4
  ret i32 %29

30:                                               ; preds = %11
  %31 = cleanuppad within none []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #9 [ "funclet"(token %31) ]
  cleanupret from %31 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #2

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @"?cleanup_only@@YAHH@Z"(i32 noundef %0) #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  store i32 %0, ptr %2, align 4
  %5 = call noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1) #8
  %6 = invoke noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2) #8
          to label %7 unwind label %19

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = invoke noundef i32 @"?thrower@@YAHH@Z"(i32 noundef %8) #8
          to label %10 unwind label %17

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %9, %12
  %14 = getelementptr inbounds %struct.E, ptr %4, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %13, %15
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #9
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret i32 %16

17:                                               ; preds = %7
  %18 = cleanuppad within none []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %4) #9 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %19

19:                                               ; preds = %17, %1
  %20 = cleanuppad within none []
  call void @"??1E@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %3) #9 [ "funclet"(token %20) ]
  cleanupret from %20 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef %1) #1 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.D, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %struct.Box, align 4
  %12 = alloca %class.anon, align 8
  store i32 0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  store i32 %0, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  %14 = call noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull align 8 dereferenceable(16) %6, i32 noundef %13) #8
  store ptr %6, ptr %7, align 8
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %24, %2
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %16, 6
  br i1 %17, label %18, label %27

18:                                               ; preds = %15
  %19 = load i32, ptr %9, align 4
  %20 = invoke noundef i32 @"?guarded@@YAHH@Z"(i32 noundef %19) #8
          to label %21 unwind label %77

21:                                               ; preds = %18
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %22, %20
  store i32 %23, ptr %8, align 4
  br label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %9, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %9, align 4
  br label %15, !llvm.loop !4

27:                                               ; preds = %15
  %28 = load ptr, ptr %7, align 8
  %29 = load ptr, ptr %28, align 8
  %30 = getelementptr inbounds ptr, ptr %29, i64 1
  %31 = load ptr, ptr %30, align 8
  %32 = invoke noundef i32 %31(ptr noundef nonnull align 8 dereferenceable(8) %28, i32 noundef -1) #8
          to label %74 unwind label %33

33:                                               ; preds = %27
  %34 = catchswitch within none [label %35] unwind label %77

35:                                               ; preds = %33
  %36 = catchpad within %34 [ptr @"??_R0?AUE@@@8", i32 8, ptr %10]
  %37 = load ptr, ptr %10, align 8
  %38 = getelementptr inbounds %struct.E, ptr %37, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %8, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %8, align 4
  catchret from %36 to label %42

42:                                               ; preds = %35
  br label %43

43:                                               ; preds = %42, %74
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.bx, i64 4, i1 false)
  %44 = invoke noundef i32 @"?get@?$Box@J@@QEBAJXZ"(ptr noundef nonnull align 4 dereferenceable(4) %11) #8
          to label %45 unwind label %77

45:                                               ; preds = %43
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, %44
  store i32 %47, ptr %8, align 4
  %48 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @"?tls_var@@3HA")
  %49 = load i32, ptr %48, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %48, align 4
  %51 = load i32, ptr %8, align 4
  %52 = add nsw i32 %51, %49
  store i32 %52, ptr %8, align 4
  %53 = getelementptr inbounds %class.anon, ptr %12, i32 0, i32 0
  store ptr %8, ptr %53, align 8
  %54 = invoke noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %12, i32 noundef 2) #8
          to label %55 unwind label %77

55:                                               ; preds = %45
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, %54
  store i32 %57, ptr %8, align 4
  %58 = invoke noundef i32 @"?cleanup_only@@YAHH@Z"(i32 noundef 3) #8
          to label %71 unwind label %59

59:                                               ; preds = %55
  %60 = catchswitch within none [label %61] unwind label %77

61:                                               ; preds = %59
  %62 = catchpad within %60 [ptr null, i32 64, ptr null]
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %8, align 4
  catchret from %62 to label %65

65:                                               ; preds = %61
  br label %66

66:                                               ; preds = %65, %71
  %67 = load i32, ptr %8, align 4
  %68 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_03PMGGPEJJ@?$CFd?6?$AA@", i32 noundef %67) #8
          to label %69 unwind label %77

69:                                               ; preds = %66
  store i32 0, ptr %3, align 4
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  %70 = load i32, ptr %3, align 4
  ret i32 %70

71:                                               ; preds = %55
  %72 = load i32, ptr %8, align 4
  %73 = add nsw i32 %72, %58
  store i32 %73, ptr %8, align 4
  br label %66

74:                                               ; preds = %27
  %75 = load i32, ptr %8, align 4
  %76 = add nsw i32 %75, %32
  store i32 %76, ptr %8, align 4
  br label %43

77:                                               ; preds = %66, %59, %45, %43, %33, %18
  %78 = cleanuppad within none []
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9 [ "funclet"(token %78) ]
  cleanupret from %78 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??0D@@QEAA@H@Z"(ptr noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = call noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
  store ptr @"??_7D@@6B@", ptr %5, align 8
  %7 = getelementptr inbounds %struct.D, ptr %5, i32 0, i32 1
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 8
  ret ptr %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @"?get@?$Box@J@@QEBAJXZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Box, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #4

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA?A?<auto>@@H@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = getelementptr inbounds %class.anon, ptr %5, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %8, align 4
  %10 = mul nsw i32 %6, %9
  ret i32 %10
}

declare dso_local i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??0B@@QEAA@XZ"(ptr noundef nonnull returned align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr @"??_7B@@6B@", ptr %3, align 8
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??_GD@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @"??1D@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  call void @"??3@YAXPEAX_K@Z"(ptr noundef %6, i64 noundef 16) #10
  br label %10

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8
  ret ptr %11
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef i32 @"?f@D@@UEAAHH@Z"(ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca %struct.E, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = call noundef ptr @"??0E@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %10) #8
  call void @_CxxThrowException(ptr %5, ptr @"_TI1?AUE@@") #7
  unreachable

12:                                               ; preds = %2
  %13 = load i32, ptr %3, align 4
  %14 = getelementptr inbounds %struct.D, ptr %6, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @"??_GB@@UEAAPEAXI@Z"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %1, ptr %4, align 4
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  store ptr %6, ptr %3, align 8
  %7 = load i32, ptr %4, align 4
  call void @llvm.trap() #11
  unreachable
}

declare dso_local void @_purecall() unnamed_addr

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX_K@Z"(ptr noundef, i64 noundef) #6

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @"??1B@@UEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

attributes #0 = { mustprogress noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { nobuiltin "no-builtins" }
attributes #9 = { nobuiltin nounwind "no-builtins" }
attributes #10 = { builtin nobuiltin nounwind "no-builtins" }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
