; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Blob64 = type { [8 x i64] }
%struct.Blob300 = type { [75 x i32] }

@.str = private unnamed_addr constant [24 x i8] c"copies: %u %u %u %u %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [33 x i8] c"unaligned loads: %08x %08x %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"after store: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"after memmove: %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"zero: %u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [15 x i8] c"array copy %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [18 x i8] c"wrapped %c %u %d\0A\00", align 1, !dbg !37

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca %struct.Blob64, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !84, !DIExpression(), !117, ptr %1, !DIExpression(), !118)
  %2 = alloca %struct.Blob300, align 4, !DIAssignID !119
    #dbg_assign(i1 undef, !87, !DIExpression(), !119, ptr %2, !DIExpression(), !118)
  %3 = alloca %struct.Blob300, align 4, !DIAssignID !120
    #dbg_assign(i1 undef, !94, !DIExpression(), !120, ptr %3, !DIExpression(), !118)
  %4 = alloca [64 x i8], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !95, !DIExpression(), !121, ptr %4, !DIExpression(), !118)
  %5 = alloca %struct.Blob300, align 4, !DIAssignID !122
    #dbg_assign(i1 undef, !101, !DIExpression(), !122, ptr %5, !DIExpression(), !118)
  %6 = alloca [100 x i32], align 16, !DIAssignID !123
    #dbg_assign(i1 undef, !106, !DIExpression(), !123, ptr %6, !DIExpression(), !118)
    #dbg_value(i8 1, !68, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !118)
    #dbg_value(i8 3, !68, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !118)
    #dbg_value(i8 9, !68, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !118)
    #dbg_value(i8 0, !69, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !118)
    #dbg_value(i8 13, !69, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !118)
    #dbg_value(i8 26, !69, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !118)
    #dbg_value(i8 39, !69, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !118)
    #dbg_value(i8 52, !69, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !118)
    #dbg_value(i8 65, !69, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !118)
    #dbg_value(i8 78, !69, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !118)
    #dbg_value(i8 91, !69, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !118)
    #dbg_value(i8 104, !69, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !118)
    #dbg_value(i8 117, !69, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !118)
    #dbg_value(i8 -126, !69, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !118)
    #dbg_value(i8 -113, !69, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !118)
    #dbg_value(i8 -100, !69, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !118)
    #dbg_value(i8 -87, !69, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !118)
    #dbg_value(i8 -74, !69, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !118)
    #dbg_value(i8 -61, !69, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !118)
    #dbg_value(i8 -48, !69, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !118)
    #dbg_value(i8 0, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !118)
    #dbg_value(i8 13, !74, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !118)
    #dbg_value(i8 26, !74, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !118)
    #dbg_value(i8 39, !74, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !118)
    #dbg_value(i8 52, !74, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !118)
    #dbg_value(i8 65, !74, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !118)
    #dbg_value(i8 78, !74, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !118)
    #dbg_value(i8 91, !74, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !118)
    #dbg_value(i8 104, !74, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !118)
    #dbg_value(i8 117, !74, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !118)
    #dbg_value(i8 -126, !74, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !118)
    #dbg_value(i8 -113, !74, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !118)
    #dbg_value(i8 -100, !74, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !118)
    #dbg_value(i8 -87, !74, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !118)
    #dbg_value(i8 -74, !74, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !118)
    #dbg_value(i8 -61, !74, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !118)
    #dbg_value(i8 -48, !74, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !118)
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !118)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6, !dbg !124
    #dbg_value(i64 0, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !118)
    #dbg_value(i64 72340172838076673, !77, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !118)
    #dbg_value(i64 144680345676153346, !77, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !118)
    #dbg_value(i64 217020518514230019, !77, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !118)
    #dbg_value(i64 289360691352306692, !77, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !118)
    #dbg_value(i64 361700864190383365, !77, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !118)
    #dbg_value(i64 434041037028460038, !77, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !118)
    #dbg_value(i64 506381209866536711, !77, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !118)
  store i64 0, ptr %1, align 8, !dbg !125, !DIAssignID !126
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !125
  store i64 72340172838076673, ptr %7, align 8, !dbg !125, !DIAssignID !127
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !125
  store i64 144680345676153346, ptr %8, align 8, !dbg !125, !DIAssignID !128
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !125
  store i64 217020518514230019, ptr %9, align 8, !dbg !125, !DIAssignID !129
  %10 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !125
  store i64 289360691352306692, ptr %10, align 8, !dbg !125, !DIAssignID !130
  %11 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !125
  store i64 361700864190383365, ptr %11, align 8, !dbg !125, !DIAssignID !131
  %12 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !125
  store i64 434041037028460038, ptr %12, align 8, !dbg !125, !DIAssignID !132
  %13 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !125
  store i64 506381209866536711, ptr %13, align 8, !dbg !125, !tbaa !133, !DIAssignID !136
    #dbg_assign(i64 0, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !126, ptr %1, !DIExpression(), !118)
    #dbg_assign(i64 72340172838076673, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !127, ptr %7, !DIExpression(), !118)
    #dbg_assign(i64 144680345676153346, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !128, ptr %8, !DIExpression(), !118)
    #dbg_assign(i64 217020518514230019, !84, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !129, ptr %9, !DIExpression(), !118)
    #dbg_assign(i64 289360691352306692, !84, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !130, ptr %10, !DIExpression(), !118)
    #dbg_assign(i64 361700864190383365, !84, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !131, ptr %11, !DIExpression(), !118)
    #dbg_assign(i64 434041037028460038, !84, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !132, ptr %12, !DIExpression(), !118)
    #dbg_assign(i64 506381209866536711, !84, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !136, ptr %13, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #6, !dbg !137
    #dbg_value(i32 7, !138, !DIExpression(), !146)
    #dbg_declare(ptr %2, !143, !DIExpression(), !148)
    #dbg_value(i32 0, !144, !DIExpression(), !149)
  br label %14, !dbg !150

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %21, %14 ], !dbg !151
  %16 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %22, %14 ]
  %17 = sub nsw <4 x i64> <i64 7, i64 7, i64 7, i64 7>, %16, !dbg !153
  %18 = mul nsw <4 x i64> %17, %16, !dbg !153
  %19 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %15, !dbg !154
  %20 = trunc <4 x i64> %18 to <4 x i32>, !dbg !155
  store <4 x i32> %20, ptr %19, align 4, !dbg !155, !tbaa !156, !alias.scope !158
  %21 = add nuw i64 %15, 4, !dbg !151
  %22 = add <4 x i64> %16, <i64 4, i64 4, i64 4, i64 4>
  %23 = icmp eq i64 %21, 72, !dbg !151
  br i1 %23, label %24, label %14, !dbg !151, !llvm.loop !161

24:                                               ; preds = %14
    #dbg_value(i64 72, !144, !DIExpression(), !149)
  %25 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !154
  store i32 -4680, ptr %25, align 4, !dbg !155, !tbaa !156, !alias.scope !158
    #dbg_value(i64 73, !144, !DIExpression(), !149)
  %26 = getelementptr inbounds i8, ptr %2, i64 292, !dbg !154
  store i32 -4818, ptr %26, align 4, !dbg !155, !tbaa !156, !alias.scope !158
    #dbg_value(i64 74, !144, !DIExpression(), !149)
  %27 = getelementptr inbounds i8, ptr %2, i64 296, !dbg !154
  store i32 -4958, ptr %27, align 4, !dbg !155, !tbaa !156, !alias.scope !158
    #dbg_value(i64 75, !144, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #6, !dbg !137
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !dbg !166, !tbaa.struct !167, !DIAssignID !168
    #dbg_assign(i1 undef, !94, !DIExpression(), !168, ptr %3, !DIExpression(), !118)
    #dbg_assign(i1 undef, !94, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !169, ptr undef, !DIExpression(), !118)
  %28 = getelementptr inbounds i8, ptr %3, i64 296, !dbg !170
  store i32 0, ptr %28, align 4, !dbg !171, !tbaa !156, !DIAssignID !172
    #dbg_assign(i32 0, !94, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !172, ptr %28, !DIExpression(), !118)
    #dbg_value(ptr undef, !173, !DIExpression(), !192)
    #dbg_value(i64 3, !185, !DIExpression(), !192)
    #dbg_value(ptr undef, !186, !DIExpression(), !192)
    #dbg_value(i32 1243, !189, !DIExpression(), !192)
    #dbg_value(i64 3, !190, !DIExpression(), !194)
    #dbg_value(i32 663248232, !189, !DIExpression(), !195)
    #dbg_value(i64 17, !190, !DIExpression(), !197)
  br label %29, !dbg !198

29:                                               ; preds = %29, %24
  %30 = phi i64 [ 0, %24 ], [ %55, %29 ]
  %31 = phi i32 [ 0, %24 ], [ %54, %29 ]
    #dbg_value(i64 %30, !190, !DIExpression(), !200)
    #dbg_value(i32 %31, !189, !DIExpression(), !201)
  %32 = mul i32 %31, 31, !dbg !202
  %33 = getelementptr inbounds i8, ptr %1, i64 %30, !dbg !204
  %34 = load i8, ptr %33, align 4, !dbg !204, !tbaa !133
  %35 = zext i8 %34 to i32, !dbg !204
  %36 = add i32 %32, %35, !dbg !205
    #dbg_value(i32 %36, !189, !DIExpression(), !201)
  %37 = or disjoint i64 %30, 1, !dbg !206
    #dbg_value(i64 %37, !190, !DIExpression(), !200)
  %38 = mul i32 %36, 31, !dbg !202
  %39 = getelementptr inbounds i8, ptr %1, i64 %37, !dbg !204
  %40 = load i8, ptr %39, align 1, !dbg !204, !tbaa !133
  %41 = zext i8 %40 to i32, !dbg !204
  %42 = add i32 %38, %41, !dbg !205
    #dbg_value(i32 %42, !189, !DIExpression(), !201)
  %43 = or disjoint i64 %30, 2, !dbg !206
    #dbg_value(i64 %43, !190, !DIExpression(), !200)
  %44 = mul i32 %42, 31, !dbg !202
  %45 = getelementptr inbounds i8, ptr %1, i64 %43, !dbg !204
  %46 = load i8, ptr %45, align 2, !dbg !204, !tbaa !133
  %47 = zext i8 %46 to i32, !dbg !204
  %48 = add i32 %44, %47, !dbg !205
    #dbg_value(i32 %48, !189, !DIExpression(), !201)
  %49 = or disjoint i64 %30, 3, !dbg !206
    #dbg_value(i64 %49, !190, !DIExpression(), !200)
  %50 = mul i32 %48, 31, !dbg !202
  %51 = getelementptr inbounds i8, ptr %1, i64 %49, !dbg !204
  %52 = load i8, ptr %51, align 1, !dbg !204, !tbaa !133
  %53 = zext i8 %52 to i32, !dbg !204
  %54 = add i32 %50, %53, !dbg !205
    #dbg_value(i32 %54, !189, !DIExpression(), !201)
  %55 = add nuw nsw i64 %30, 4, !dbg !206
    #dbg_value(i64 %55, !190, !DIExpression(), !200)
  %56 = icmp eq i64 %55, 64, !dbg !207
  br i1 %56, label %57, label %29, !dbg !198, !llvm.loop !208

57:                                               ; preds = %29
  %58 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !210
  %59 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !210
  %60 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !210
  %61 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !210
  br label %62, !dbg !210

62:                                               ; preds = %62, %57
  %63 = phi i64 [ 0, %57 ], [ %96, %62 ]
  %64 = phi i32 [ 0, %57 ], [ %95, %62 ]
    #dbg_value(i64 %63, !190, !DIExpression(), !212)
    #dbg_value(i32 %64, !189, !DIExpression(), !213)
  %65 = mul i32 %64, 31, !dbg !214
  %66 = getelementptr inbounds i8, ptr %2, i64 %63, !dbg !215
  %67 = load i8, ptr %66, align 2, !dbg !215, !tbaa !133
  %68 = zext i8 %67 to i32, !dbg !215
  %69 = add i32 %65, %68, !dbg !216
    #dbg_value(i32 %69, !189, !DIExpression(), !213)
  %70 = or disjoint i64 %63, 1, !dbg !217
    #dbg_value(i64 %70, !190, !DIExpression(), !212)
  %71 = mul i32 %69, 31, !dbg !214
  %72 = getelementptr inbounds i8, ptr %2, i64 %70, !dbg !215
  %73 = load i8, ptr %72, align 1, !dbg !215, !tbaa !133
  %74 = zext i8 %73 to i32, !dbg !215
  %75 = add i32 %71, %74, !dbg !216
    #dbg_value(i32 %75, !189, !DIExpression(), !213)
    #dbg_value(i64 %63, !190, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !212)
  %76 = mul i32 %75, 31, !dbg !214
  %77 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !215
  %78 = load i8, ptr %77, align 2, !dbg !215, !tbaa !133
  %79 = zext i8 %78 to i32, !dbg !215
  %80 = add i32 %76, %79, !dbg !216
    #dbg_value(i32 %80, !189, !DIExpression(), !213)
    #dbg_value(i64 %63, !190, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !212)
  %81 = mul i32 %80, 31, !dbg !214
  %82 = getelementptr inbounds i8, ptr %59, i64 %63, !dbg !215
  %83 = load i8, ptr %82, align 1, !dbg !215, !tbaa !133
  %84 = zext i8 %83 to i32, !dbg !215
  %85 = add i32 %81, %84, !dbg !216
    #dbg_value(i32 %85, !189, !DIExpression(), !213)
    #dbg_value(i64 %63, !190, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !212)
  %86 = mul i32 %85, 31, !dbg !214
  %87 = getelementptr inbounds i8, ptr %60, i64 %63, !dbg !215
  %88 = load i8, ptr %87, align 2, !dbg !215, !tbaa !133
  %89 = zext i8 %88 to i32, !dbg !215
  %90 = add i32 %86, %89, !dbg !216
    #dbg_value(i32 %90, !189, !DIExpression(), !213)
    #dbg_value(i64 %63, !190, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !212)
  %91 = mul i32 %90, 31, !dbg !214
  %92 = getelementptr inbounds i8, ptr %61, i64 %63, !dbg !215
  %93 = load i8, ptr %92, align 1, !dbg !215, !tbaa !133
  %94 = zext i8 %93 to i32, !dbg !215
  %95 = add i32 %91, %94, !dbg !216
    #dbg_value(i32 %95, !189, !DIExpression(), !213)
  %96 = add nuw nsw i64 %63, 6, !dbg !217
    #dbg_value(i64 %96, !190, !DIExpression(), !212)
  %97 = icmp eq i64 %96, 300, !dbg !218
  br i1 %97, label %98, label %62, !dbg !210, !llvm.loop !219

98:                                               ; preds = %62
  %99 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !221
  %100 = getelementptr inbounds i8, ptr %3, i64 3, !dbg !221
  %101 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !221
  %102 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !221
  br label %103, !dbg !221

103:                                              ; preds = %103, %98
  %104 = phi i64 [ 0, %98 ], [ %137, %103 ]
  %105 = phi i32 [ 0, %98 ], [ %136, %103 ]
    #dbg_value(i64 %104, !190, !DIExpression(), !223)
    #dbg_value(i32 %105, !189, !DIExpression(), !224)
  %106 = mul i32 %105, 31, !dbg !225
  %107 = getelementptr inbounds i8, ptr %3, i64 %104, !dbg !226
  %108 = load i8, ptr %107, align 2, !dbg !226, !tbaa !133
  %109 = zext i8 %108 to i32, !dbg !226
  %110 = add i32 %106, %109, !dbg !227
    #dbg_value(i32 %110, !189, !DIExpression(), !224)
  %111 = or disjoint i64 %104, 1, !dbg !228
    #dbg_value(i64 %111, !190, !DIExpression(), !223)
  %112 = mul i32 %110, 31, !dbg !225
  %113 = getelementptr inbounds i8, ptr %3, i64 %111, !dbg !226
  %114 = load i8, ptr %113, align 1, !dbg !226, !tbaa !133
  %115 = zext i8 %114 to i32, !dbg !226
  %116 = add i32 %112, %115, !dbg !227
    #dbg_value(i32 %116, !189, !DIExpression(), !224)
    #dbg_value(i64 %104, !190, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !223)
  %117 = mul i32 %116, 31, !dbg !225
  %118 = getelementptr inbounds i8, ptr %99, i64 %104, !dbg !226
  %119 = load i8, ptr %118, align 2, !dbg !226, !tbaa !133
  %120 = zext i8 %119 to i32, !dbg !226
  %121 = add i32 %117, %120, !dbg !227
    #dbg_value(i32 %121, !189, !DIExpression(), !224)
    #dbg_value(i64 %104, !190, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !223)
  %122 = mul i32 %121, 31, !dbg !225
  %123 = getelementptr inbounds i8, ptr %100, i64 %104, !dbg !226
  %124 = load i8, ptr %123, align 1, !dbg !226, !tbaa !133
  %125 = zext i8 %124 to i32, !dbg !226
  %126 = add i32 %122, %125, !dbg !227
    #dbg_value(i32 %126, !189, !DIExpression(), !224)
    #dbg_value(i64 %104, !190, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !223)
  %127 = mul i32 %126, 31, !dbg !225
  %128 = getelementptr inbounds i8, ptr %101, i64 %104, !dbg !226
  %129 = load i8, ptr %128, align 2, !dbg !226, !tbaa !133
  %130 = zext i8 %129 to i32, !dbg !226
  %131 = add i32 %127, %130, !dbg !227
    #dbg_value(i32 %131, !189, !DIExpression(), !224)
    #dbg_value(i64 %104, !190, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !223)
  %132 = mul i32 %131, 31, !dbg !225
  %133 = getelementptr inbounds i8, ptr %102, i64 %104, !dbg !226
  %134 = load i8, ptr %133, align 1, !dbg !226, !tbaa !133
  %135 = zext i8 %134 to i32, !dbg !226
  %136 = add i32 %132, %135, !dbg !227
    #dbg_value(i32 %136, !189, !DIExpression(), !224)
  %137 = add nuw nsw i64 %104, 6, !dbg !228
    #dbg_value(i64 %137, !190, !DIExpression(), !223)
  %138 = icmp eq i64 %137, 300, !dbg !229
  br i1 %138, label %139, label %103, !dbg !221, !llvm.loop !230

139:                                              ; preds = %103
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %54, i32 noundef %95, i32 noundef %136), !dbg !232
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #6, !dbg !233
    #dbg_value(i32 0, !99, !DIExpression(), !234)
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !dbg !235, !tbaa !133
  %141 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !237
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %141, align 16, !dbg !235, !tbaa !133
  %142 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !237
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %142, align 16, !dbg !235, !tbaa !133
  %143 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !237
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %143, align 16, !dbg !235, !tbaa !133
  %144 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !238
    #dbg_value(ptr %144, !239, !DIExpression(), !245)
  %145 = load i32, ptr %144, align 1, !dbg !247
    #dbg_value(i32 %145, !244, !DIExpression(), !245)
  %146 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !248
    #dbg_value(ptr %146, !239, !DIExpression(), !249)
  %147 = load i32, ptr %146, align 1, !dbg !251
    #dbg_value(i32 %147, !244, !DIExpression(), !249)
  %148 = getelementptr inbounds i8, ptr %4, i64 57, !dbg !252
    #dbg_value(ptr %148, !239, !DIExpression(), !253)
  %149 = load i32, ptr %148, align 1, !dbg !255
    #dbg_value(i32 %149, !244, !DIExpression(), !253)
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %145, i32 noundef %147, i32 noundef %149), !dbg !256
  %151 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !257
    #dbg_value(ptr %151, !258, !DIExpression(), !265)
    #dbg_value(i64 1234605616436508552, !264, !DIExpression(), !265)
  store i64 1234605616436508552, ptr %151, align 1, !dbg !267, !DIAssignID !268
    #dbg_assign(i64 1234605616436508552, !95, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !268, ptr %151, !DIExpression(), !118)
    #dbg_value(ptr %4, !173, !DIExpression(), !269)
    #dbg_value(i64 64, !185, !DIExpression(), !269)
    #dbg_value(ptr %4, !186, !DIExpression(), !269)
    #dbg_value(i32 0, !189, !DIExpression(), !269)
    #dbg_value(i64 0, !190, !DIExpression(), !271)
  br label %152

152:                                              ; preds = %152, %139
  %153 = phi i64 [ 0, %139 ], [ %178, %152 ]
  %154 = phi i32 [ 0, %139 ], [ %177, %152 ]
    #dbg_value(i64 %153, !190, !DIExpression(), !271)
    #dbg_value(i32 %154, !189, !DIExpression(), !269)
  %155 = mul i32 %154, 31, !dbg !272
  %156 = getelementptr inbounds i8, ptr %4, i64 %153, !dbg !273
  %157 = load i8, ptr %156, align 4, !dbg !273, !tbaa !133
  %158 = zext i8 %157 to i32, !dbg !273
  %159 = add i32 %155, %158, !dbg !274
    #dbg_value(i32 %159, !189, !DIExpression(), !269)
  %160 = or disjoint i64 %153, 1, !dbg !275
    #dbg_value(i64 %160, !190, !DIExpression(), !271)
  %161 = mul i32 %159, 31, !dbg !272
  %162 = getelementptr inbounds i8, ptr %4, i64 %160, !dbg !273
  %163 = load i8, ptr %162, align 1, !dbg !273, !tbaa !133
  %164 = zext i8 %163 to i32, !dbg !273
  %165 = add i32 %161, %164, !dbg !274
    #dbg_value(i32 %165, !189, !DIExpression(), !269)
  %166 = or disjoint i64 %153, 2, !dbg !275
    #dbg_value(i64 %166, !190, !DIExpression(), !271)
  %167 = mul i32 %165, 31, !dbg !272
  %168 = getelementptr inbounds i8, ptr %4, i64 %166, !dbg !273
  %169 = load i8, ptr %168, align 2, !dbg !273, !tbaa !133
  %170 = zext i8 %169 to i32, !dbg !273
  %171 = add i32 %167, %170, !dbg !274
    #dbg_value(i32 %171, !189, !DIExpression(), !269)
  %172 = or disjoint i64 %153, 3, !dbg !275
    #dbg_value(i64 %172, !190, !DIExpression(), !271)
  %173 = mul i32 %171, 31, !dbg !272
  %174 = getelementptr inbounds i8, ptr %4, i64 %172, !dbg !273
  %175 = load i8, ptr %174, align 1, !dbg !273, !tbaa !133
  %176 = zext i8 %175 to i32, !dbg !273
  %177 = add i32 %173, %176, !dbg !274
    #dbg_value(i32 %177, !189, !DIExpression(), !269)
  %178 = add nuw nsw i64 %153, 4, !dbg !275
    #dbg_value(i64 %178, !190, !DIExpression(), !271)
  %179 = icmp eq i64 %178, 64, !dbg !276
  br i1 %179, label %180, label %152, !dbg !277, !llvm.loop !278

180:                                              ; preds = %152
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %177), !dbg !280
  %182 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !281
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %182, ptr noundef nonnull align 1 dereferenceable(40) %146, i64 40, i1 false), !dbg !282, !DIAssignID !283
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 80, 320), !283, ptr %182, !DIExpression(), !118)
    #dbg_value(ptr %4, !173, !DIExpression(), !284)
    #dbg_value(i64 64, !185, !DIExpression(), !284)
    #dbg_value(ptr %4, !186, !DIExpression(), !284)
    #dbg_value(i32 0, !189, !DIExpression(), !284)
    #dbg_value(i64 0, !190, !DIExpression(), !286)
  br label %183

183:                                              ; preds = %183, %180
  %184 = phi i64 [ 0, %180 ], [ %209, %183 ]
  %185 = phi i32 [ 0, %180 ], [ %208, %183 ]
    #dbg_value(i64 %184, !190, !DIExpression(), !286)
    #dbg_value(i32 %185, !189, !DIExpression(), !284)
  %186 = mul i32 %185, 31, !dbg !287
  %187 = getelementptr inbounds i8, ptr %4, i64 %184, !dbg !288
  %188 = load i8, ptr %187, align 4, !dbg !288, !tbaa !133
  %189 = zext i8 %188 to i32, !dbg !288
  %190 = add i32 %186, %189, !dbg !289
    #dbg_value(i32 %190, !189, !DIExpression(), !284)
  %191 = or disjoint i64 %184, 1, !dbg !290
    #dbg_value(i64 %191, !190, !DIExpression(), !286)
  %192 = mul i32 %190, 31, !dbg !287
  %193 = getelementptr inbounds i8, ptr %4, i64 %191, !dbg !288
  %194 = load i8, ptr %193, align 1, !dbg !288, !tbaa !133
  %195 = zext i8 %194 to i32, !dbg !288
  %196 = add i32 %192, %195, !dbg !289
    #dbg_value(i32 %196, !189, !DIExpression(), !284)
  %197 = or disjoint i64 %184, 2, !dbg !290
    #dbg_value(i64 %197, !190, !DIExpression(), !286)
  %198 = mul i32 %196, 31, !dbg !287
  %199 = getelementptr inbounds i8, ptr %4, i64 %197, !dbg !288
  %200 = load i8, ptr %199, align 2, !dbg !288, !tbaa !133
  %201 = zext i8 %200 to i32, !dbg !288
  %202 = add i32 %198, %201, !dbg !289
    #dbg_value(i32 %202, !189, !DIExpression(), !284)
  %203 = or disjoint i64 %184, 3, !dbg !290
    #dbg_value(i64 %203, !190, !DIExpression(), !286)
  %204 = mul i32 %202, 31, !dbg !287
  %205 = getelementptr inbounds i8, ptr %4, i64 %203, !dbg !288
  %206 = load i8, ptr %205, align 1, !dbg !288, !tbaa !133
  %207 = zext i8 %206 to i32, !dbg !288
  %208 = add i32 %204, %207, !dbg !289
    #dbg_value(i32 %208, !189, !DIExpression(), !284)
  %209 = add nuw nsw i64 %184, 4, !dbg !290
    #dbg_value(i64 %209, !190, !DIExpression(), !286)
  %210 = icmp eq i64 %209, 64, !dbg !291
  br i1 %210, label %211, label %183, !dbg !292, !llvm.loop !293

211:                                              ; preds = %183
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %208), !dbg !295
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false), !dbg !296, !DIAssignID !297
    #dbg_assign(i1 undef, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 264), !297, ptr %4, !DIExpression(), !118)
    #dbg_value(ptr %4, !173, !DIExpression(), !298)
    #dbg_value(i64 64, !185, !DIExpression(), !298)
    #dbg_value(ptr %4, !186, !DIExpression(), !298)
    #dbg_value(i32 0, !189, !DIExpression(), !298)
    #dbg_value(i64 0, !190, !DIExpression(), !300)
  br label %213

213:                                              ; preds = %213, %211
  %214 = phi i64 [ 0, %211 ], [ %239, %213 ]
  %215 = phi i32 [ 0, %211 ], [ %238, %213 ]
    #dbg_value(i64 %214, !190, !DIExpression(), !300)
    #dbg_value(i32 %215, !189, !DIExpression(), !298)
  %216 = mul i32 %215, 31, !dbg !301
  %217 = getelementptr inbounds i8, ptr %4, i64 %214, !dbg !302
  %218 = load i8, ptr %217, align 4, !dbg !302, !tbaa !133
  %219 = zext i8 %218 to i32, !dbg !302
  %220 = add i32 %216, %219, !dbg !303
    #dbg_value(i32 %220, !189, !DIExpression(), !298)
  %221 = or disjoint i64 %214, 1, !dbg !304
    #dbg_value(i64 %221, !190, !DIExpression(), !300)
  %222 = mul i32 %220, 31, !dbg !301
  %223 = getelementptr inbounds i8, ptr %4, i64 %221, !dbg !302
  %224 = load i8, ptr %223, align 1, !dbg !302, !tbaa !133
  %225 = zext i8 %224 to i32, !dbg !302
  %226 = add i32 %222, %225, !dbg !303
    #dbg_value(i32 %226, !189, !DIExpression(), !298)
  %227 = or disjoint i64 %214, 2, !dbg !304
    #dbg_value(i64 %227, !190, !DIExpression(), !300)
  %228 = mul i32 %226, 31, !dbg !301
  %229 = getelementptr inbounds i8, ptr %4, i64 %227, !dbg !302
  %230 = load i8, ptr %229, align 2, !dbg !302, !tbaa !133
  %231 = zext i8 %230 to i32, !dbg !302
  %232 = add i32 %228, %231, !dbg !303
    #dbg_value(i32 %232, !189, !DIExpression(), !298)
  %233 = or disjoint i64 %214, 3, !dbg !304
    #dbg_value(i64 %233, !190, !DIExpression(), !300)
  %234 = mul i32 %232, 31, !dbg !301
  %235 = getelementptr inbounds i8, ptr %4, i64 %233, !dbg !302
  %236 = load i8, ptr %235, align 1, !dbg !302, !tbaa !133
  %237 = zext i8 %236 to i32, !dbg !302
  %238 = add i32 %234, %237, !dbg !303
    #dbg_value(i32 %238, !189, !DIExpression(), !298)
  %239 = add nuw nsw i64 %214, 4, !dbg !304
    #dbg_value(i64 %239, !190, !DIExpression(), !300)
  %240 = icmp eq i64 %239, 64, !dbg !305
  br i1 %240, label %241, label %213, !dbg !306, !llvm.loop !307

241:                                              ; preds = %213
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %238), !dbg !309
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #6, !dbg !310
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false), !dbg !311, !DIAssignID !312
    #dbg_assign(i8 0, !101, !DIExpression(), !312, ptr %5, !DIExpression(), !118)
    #dbg_value(ptr %5, !173, !DIExpression(), !313)
    #dbg_value(i64 300, !185, !DIExpression(), !313)
    #dbg_value(ptr %5, !186, !DIExpression(), !313)
    #dbg_value(i32 0, !189, !DIExpression(), !313)
    #dbg_value(i64 0, !190, !DIExpression(), !315)
  %243 = getelementptr inbounds i8, ptr %5, i64 2
  %244 = getelementptr inbounds i8, ptr %5, i64 3
  %245 = getelementptr inbounds i8, ptr %5, i64 4
  %246 = getelementptr inbounds i8, ptr %5, i64 5
  br label %247

247:                                              ; preds = %247, %241
  %248 = phi i64 [ 0, %241 ], [ %281, %247 ]
  %249 = phi i32 [ 0, %241 ], [ %280, %247 ]
    #dbg_value(i64 %248, !190, !DIExpression(), !315)
    #dbg_value(i32 %249, !189, !DIExpression(), !313)
  %250 = mul i32 %249, 31, !dbg !316
  %251 = getelementptr inbounds i8, ptr %5, i64 %248, !dbg !317
  %252 = load i8, ptr %251, align 2, !dbg !317, !tbaa !133
  %253 = zext i8 %252 to i32, !dbg !317
  %254 = add i32 %250, %253, !dbg !318
    #dbg_value(i32 %254, !189, !DIExpression(), !313)
  %255 = or disjoint i64 %248, 1, !dbg !319
    #dbg_value(i64 %255, !190, !DIExpression(), !315)
  %256 = mul i32 %254, 31, !dbg !316
  %257 = getelementptr inbounds i8, ptr %5, i64 %255, !dbg !317
  %258 = load i8, ptr %257, align 1, !dbg !317, !tbaa !133
  %259 = zext i8 %258 to i32, !dbg !317
  %260 = add i32 %256, %259, !dbg !318
    #dbg_value(i32 %260, !189, !DIExpression(), !313)
    #dbg_value(i64 %248, !190, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !315)
  %261 = mul i32 %260, 31, !dbg !316
  %262 = getelementptr inbounds i8, ptr %243, i64 %248, !dbg !317
  %263 = load i8, ptr %262, align 2, !dbg !317, !tbaa !133
  %264 = zext i8 %263 to i32, !dbg !317
  %265 = add i32 %261, %264, !dbg !318
    #dbg_value(i32 %265, !189, !DIExpression(), !313)
    #dbg_value(i64 %248, !190, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !315)
  %266 = mul i32 %265, 31, !dbg !316
  %267 = getelementptr inbounds i8, ptr %244, i64 %248, !dbg !317
  %268 = load i8, ptr %267, align 1, !dbg !317, !tbaa !133
  %269 = zext i8 %268 to i32, !dbg !317
  %270 = add i32 %266, %269, !dbg !318
    #dbg_value(i32 %270, !189, !DIExpression(), !313)
    #dbg_value(i64 %248, !190, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !315)
  %271 = mul i32 %270, 31, !dbg !316
  %272 = getelementptr inbounds i8, ptr %245, i64 %248, !dbg !317
  %273 = load i8, ptr %272, align 2, !dbg !317, !tbaa !133
  %274 = zext i8 %273 to i32, !dbg !317
  %275 = add i32 %271, %274, !dbg !318
    #dbg_value(i32 %275, !189, !DIExpression(), !313)
    #dbg_value(i64 %248, !190, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !315)
  %276 = mul i32 %275, 31, !dbg !316
  %277 = getelementptr inbounds i8, ptr %246, i64 %248, !dbg !317
  %278 = load i8, ptr %277, align 1, !dbg !317, !tbaa !133
  %279 = zext i8 %278 to i32, !dbg !317
  %280 = add i32 %276, %279, !dbg !318
    #dbg_value(i32 %280, !189, !DIExpression(), !313)
  %281 = add nuw nsw i64 %248, 6, !dbg !319
    #dbg_value(i64 %281, !190, !DIExpression(), !315)
  %282 = icmp eq i64 %281, 300, !dbg !320
  br i1 %282, label %283, label %247, !dbg !321, !llvm.loop !322

283:                                              ; preds = %247
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %280), !dbg !324
  %285 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !325
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #6, !dbg !326
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %285, i8 0, i64 384, i1 false), !dbg !327, !DIAssignID !328
    #dbg_assign(i8 0, !102, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !329, ptr undef, !DIExpression(), !118)
    #dbg_value(i32 1, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !118)
    #dbg_value(i32 2, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !118)
    #dbg_value(i32 3, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !118)
  store i32 1, ptr %6, align 16, !dbg !325, !DIAssignID !330
  %286 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !325
  store i32 2, ptr %286, align 4, !dbg !325, !DIAssignID !331
  %287 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !325
  store i32 3, ptr %287, align 8, !dbg !325, !DIAssignID !332
    #dbg_assign(i32 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !330, ptr %6, !DIExpression(), !118)
    #dbg_assign(i32 2, !106, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331, ptr %286, !DIExpression(), !118)
    #dbg_assign(i32 3, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !332, ptr %287, !DIExpression(), !118)
    #dbg_assign(i1 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !328, ptr %285, !DIExpression(), !118)
  %288 = getelementptr inbounds i8, ptr %6, i64 396, !dbg !333
  store i32 5, ptr %288, align 4, !dbg !334, !tbaa !156, !DIAssignID !335
    #dbg_assign(i32 5, !106, !DIExpression(DW_OP_LLVM_fragment, 3168, 32), !335, ptr %288, !DIExpression(), !118)
    #dbg_value(i32 0, !107, !DIExpression(), !118)
    #dbg_value(i32 0, !108, !DIExpression(), !336)
  br label %289, !dbg !337

289:                                              ; preds = %289, %283
  %290 = phi i64 [ 0, %283 ], [ %306, %289 ], !dbg !338
  %291 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %283 ], [ %307, %289 ]
  %292 = phi <4 x i32> [ zeroinitializer, %283 ], [ %304, %289 ]
  %293 = phi <4 x i32> [ zeroinitializer, %283 ], [ %305, %289 ]
  %294 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %290, !dbg !340
  %295 = getelementptr inbounds i8, ptr %294, i64 16, !dbg !340
  %296 = load <4 x i32>, ptr %294, align 16, !dbg !340, !tbaa !156
  %297 = load <4 x i32>, ptr %295, align 16, !dbg !340, !tbaa !156
  %298 = trunc <4 x i64> %291 to <4 x i32>, !dbg !341
  %299 = add <4 x i32> %298, <i32 1, i32 1, i32 1, i32 1>, !dbg !341
  %300 = trunc <4 x i64> %291 to <4 x i32>, !dbg !341
  %301 = add <4 x i32> %300, <i32 5, i32 5, i32 5, i32 5>, !dbg !341
  %302 = mul nsw <4 x i32> %296, %299, !dbg !341
  %303 = mul nsw <4 x i32> %297, %301, !dbg !341
  %304 = add <4 x i32> %302, %292, !dbg !342
  %305 = add <4 x i32> %303, %293, !dbg !342
  %306 = add nuw i64 %290, 8, !dbg !338
  %307 = add <4 x i64> %291, <i64 8, i64 8, i64 8, i64 8>
  %308 = icmp eq i64 %306, 96, !dbg !338
  br i1 %308, label %309, label %289, !dbg !338, !llvm.loop !343

309:                                              ; preds = %289
  %310 = add <4 x i32> %305, %304, !dbg !337
  %311 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %310), !dbg !337
    #dbg_value(i64 96, !108, !DIExpression(), !336)
    #dbg_value(i32 %311, !107, !DIExpression(), !118)
  %312 = getelementptr inbounds i8, ptr %6, i64 384, !dbg !340
  %313 = load i32, ptr %312, align 16, !dbg !340, !tbaa !156
  %314 = mul nsw i32 %313, 97, !dbg !341
  %315 = add nsw i32 %314, %311, !dbg !342
    #dbg_value(i64 97, !108, !DIExpression(), !336)
    #dbg_value(i32 %315, !107, !DIExpression(), !118)
  %316 = getelementptr inbounds i8, ptr %6, i64 388, !dbg !340
  %317 = load i32, ptr %316, align 4, !dbg !340, !tbaa !156
  %318 = mul nsw i32 %317, 98, !dbg !341
  %319 = add nsw i32 %318, %315, !dbg !342
    #dbg_value(i64 98, !108, !DIExpression(), !336)
    #dbg_value(i32 %319, !107, !DIExpression(), !118)
  %320 = getelementptr inbounds i8, ptr %6, i64 392, !dbg !340
  %321 = load i32, ptr %320, align 8, !dbg !340, !tbaa !156
  %322 = mul nsw i32 %321, 99, !dbg !341
  %323 = add nsw i32 %322, %319, !dbg !342
    #dbg_value(i64 99, !108, !DIExpression(), !336)
    #dbg_value(i32 %323, !107, !DIExpression(), !118)
  %324 = getelementptr inbounds i8, ptr %6, i64 396, !dbg !340
  %325 = load i32, ptr %324, align 4, !dbg !340, !tbaa !156
  %326 = mul nsw i32 %325, 100, !dbg !341
  %327 = add nsw i32 %326, %323, !dbg !342
    #dbg_value(i64 100, !108, !DIExpression(), !336)
    #dbg_value(i32 %327, !107, !DIExpression(), !118)
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %327), !dbg !345
    #dbg_value(i8 119, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !118)
    #dbg_value(i8 0, !110, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !118)
    #dbg_value(i8 13, !110, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !118)
    #dbg_value(i8 26, !110, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !118)
    #dbg_value(i8 39, !110, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !118)
    #dbg_value(i8 52, !110, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !118)
    #dbg_value(i8 65, !110, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !118)
    #dbg_value(i8 78, !110, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !118)
    #dbg_value(i8 91, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !118)
    #dbg_value(i8 104, !110, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !118)
    #dbg_value(i8 117, !110, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !118)
    #dbg_value(i8 -126, !110, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !118)
    #dbg_value(i8 -113, !110, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !118)
    #dbg_value(i8 -100, !110, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !118)
    #dbg_value(i8 -87, !110, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !118)
    #dbg_value(i8 -74, !110, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !118)
    #dbg_value(i8 -61, !110, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !118)
    #dbg_value(i8 -48, !110, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !118)
    #dbg_value(i16 -2, !110, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !118)
    #dbg_value(ptr undef, !173, !DIExpression(), !346)
    #dbg_value(i64 17, !185, !DIExpression(), !346)
    #dbg_value(ptr undef, !186, !DIExpression(), !346)
    #dbg_value(i32 663248232, !189, !DIExpression(), !346)
    #dbg_value(i64 17, !190, !DIExpression(), !348)
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2), !dbg !349
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #6, !dbg !350
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #6, !dbg !350
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #6, !dbg !350
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #6, !dbg !350
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #6, !dbg !350
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6, !dbg !350
  ret i32 0, !dbg !351
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !352 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/memcpy_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "24186820d47d90807032caa63f9dc760")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 33)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !24, isLocal: true, isDefinition: true)
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !47, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42}
!41 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !45, line: 45, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !57, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !60)
!57 = !DISubroutineType(types: !58)
!58 = !{!59}
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !{!61, !68, !69, !74, !75, !77, !84, !85, !87, !94, !95, !99, !101, !102, !106, !107, !108, !110}
!61 = !DILocalVariable(name: "a3", scope: !56, file: !2, line: 29, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob3", file: !2, line: 7, size: 24, elements: !63)
!63 = !{!64}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !62, file: !2, line: 7, baseType: !65, size: 24)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 24, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 3)
!68 = !DILocalVariable(name: "b3", scope: !56, file: !2, line: 29, type: !62)
!69 = !DILocalVariable(name: "a17", scope: !56, file: !2, line: 32, type: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob17", file: !2, line: 8, size: 136, elements: !71)
!71 = !{!72}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !70, file: !2, line: 8, baseType: !73, size: 136)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 136, elements: !15)
!74 = !DILocalVariable(name: "b17", scope: !56, file: !2, line: 32, type: !70)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 33, type: !59)
!76 = distinct !DILexicalBlock(scope: !56, file: !2, line: 33, column: 5)
!77 = !DILocalVariable(name: "a64", scope: !56, file: !2, line: 35, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob64", file: !2, line: 9, size: 512, elements: !79)
!79 = !{!80}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !78, file: !2, line: 9, baseType: !81, size: 512)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 8)
!84 = !DILocalVariable(name: "b64", scope: !56, file: !2, line: 35, type: !78)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 36, type: !59)
!86 = distinct !DILexicalBlock(scope: !56, file: !2, line: 36, column: 5)
!87 = !DILocalVariable(name: "big", scope: !56, file: !2, line: 38, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob300", file: !2, line: 10, size: 2400, elements: !89)
!89 = !{!90}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !88, file: !2, line: 10, baseType: !91, size: 2400)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 2400, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 75)
!94 = !DILocalVariable(name: "big2", scope: !56, file: !2, line: 38, type: !88)
!95 = !DILocalVariable(name: "buf", scope: !56, file: !2, line: 42, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 512, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 64)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 43, type: !59)
!100 = distinct !DILexicalBlock(scope: !56, file: !2, line: 43, column: 5)
!101 = !DILocalVariable(name: "zero", scope: !56, file: !2, line: 52, type: !88)
!102 = !DILocalVariable(name: "arr", scope: !56, file: !2, line: 54, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 3200, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 100)
!106 = !DILocalVariable(name: "copy", scope: !56, file: !2, line: 55, type: !103)
!107 = !DILocalVariable(name: "s", scope: !56, file: !2, line: 58, type: !59)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 59, type: !59)
!109 = distinct !DILexicalBlock(scope: !56, file: !2, line: 59, column: 5)
!110 = !DILocalVariable(name: "wrapped", scope: !56, file: !2, line: 61, type: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !56, file: !2, line: 61, size: 160, elements: !112)
!112 = !{!113, !114, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !111, file: !2, line: 61, baseType: !4, size: 8)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !111, file: !2, line: 61, baseType: !70, size: 136, offset: 8)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "trailer", scope: !111, file: !2, line: 61, baseType: !116, size: 16, offset: 144)
!116 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !56)
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 35, column: 5, scope: !56)
!125 = !DILocation(line: 37, column: 11, scope: !56)
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = !{!134, !134, i64 0}
!134 = !{!"omnipotent char", !135, i64 0}
!135 = !{!"Simple C/C++ TBAA"}
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 38, column: 5, scope: !56)
!138 = !DILocalVariable(name: "seed", arg: 1, scope: !139, file: !2, line: 19, type: !59)
!139 = distinct !DISubprogram(name: "make300", scope: !2, file: !2, line: 19, type: !140, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!88, !59}
!142 = !{!138, !143, !144}
!143 = !DILocalVariable(name: "b", scope: !139, file: !2, line: 20, type: !88)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 21, type: !59)
!145 = distinct !DILexicalBlock(scope: !139, file: !2, line: 21, column: 5)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 38, column: 26, scope: !56)
!148 = !DILocation(line: 20, column: 20, scope: !139, inlinedAt: !147)
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !147)
!150 = !DILocation(line: 21, column: 5, scope: !145, inlinedAt: !147)
!151 = !DILocation(line: 21, column: 30, scope: !152, inlinedAt: !147)
!152 = distinct !DILexicalBlock(scope: !145, file: !2, line: 21, column: 5)
!153 = !DILocation(line: 21, column: 52, scope: !152, inlinedAt: !147)
!154 = !DILocation(line: 21, column: 34, scope: !152, inlinedAt: !147)
!155 = !DILocation(line: 21, column: 41, scope: !152, inlinedAt: !147)
!156 = !{!157, !157, i64 0}
!157 = !{!"int", !134, i64 0}
!158 = !{!159}
!159 = distinct !{!159, !160, !"make300: argument 0"}
!160 = distinct !{!160, !"make300"}
!161 = distinct !{!161, !150, !162, !163, !164, !165}
!162 = !DILocation(line: 21, column: 58, scope: !145, inlinedAt: !147)
!163 = !{!"llvm.loop.mustprogress"}
!164 = !{!"llvm.loop.isvectorized", i32 1}
!165 = !{!"llvm.loop.unroll.runtime.disable"}
!166 = !DILocation(line: 38, column: 45, scope: !56)
!167 = !{i64 0, i64 300, !133}
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 39, column: 5, scope: !56)
!171 = !DILocation(line: 39, column: 16, scope: !56)
!172 = distinct !DIAssignID()
!173 = !DILocalVariable(name: "p", arg: 1, scope: !174, file: !2, line: 12, type: !180)
!174 = distinct !DISubprogram(name: "sum_bytes", scope: !2, file: !2, line: 12, type: !175, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !184)
!175 = !DISubroutineType(types: !176)
!176 = !{!177, !180, !182}
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !179)
!179 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !183, line: 18, baseType: !46)
!183 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!184 = !{!173, !185, !186, !189, !190}
!185 = !DILocalVariable(name: "n", arg: 2, scope: !174, file: !2, line: 12, type: !182)
!186 = !DILocalVariable(name: "c", scope: !174, file: !2, line: 13, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!189 = !DILocalVariable(name: "s", scope: !174, file: !2, line: 14, type: !177)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 15, type: !182)
!191 = distinct !DILexicalBlock(scope: !174, file: !2, line: 15, column: 5)
!192 = !DILocation(line: 0, scope: !174, inlinedAt: !193)
!193 = distinct !DILocation(line: 40, column: 40, scope: !56)
!194 = !DILocation(line: 0, scope: !191, inlinedAt: !193)
!195 = !DILocation(line: 0, scope: !174, inlinedAt: !196)
!196 = distinct !DILocation(line: 40, column: 67, scope: !56)
!197 = !DILocation(line: 0, scope: !191, inlinedAt: !196)
!198 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !199)
!199 = distinct !DILocation(line: 41, column: 12, scope: !56)
!200 = !DILocation(line: 0, scope: !191, inlinedAt: !199)
!201 = !DILocation(line: 0, scope: !174, inlinedAt: !199)
!202 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !199)
!203 = distinct !DILexicalBlock(scope: !191, file: !2, line: 15, column: 5)
!204 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !199)
!205 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !199)
!206 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !199)
!207 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !199)
!208 = distinct !{!208, !198, !209, !163}
!209 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !199)
!210 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !211)
!211 = distinct !DILocation(line: 41, column: 41, scope: !56)
!212 = !DILocation(line: 0, scope: !191, inlinedAt: !211)
!213 = !DILocation(line: 0, scope: !174, inlinedAt: !211)
!214 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !211)
!215 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !211)
!216 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !211)
!217 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !211)
!218 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !211)
!219 = distinct !{!219, !210, !220, !163}
!220 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !211)
!221 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !222)
!222 = distinct !DILocation(line: 41, column: 70, scope: !56)
!223 = !DILocation(line: 0, scope: !191, inlinedAt: !222)
!224 = !DILocation(line: 0, scope: !174, inlinedAt: !222)
!225 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !222)
!226 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !222)
!227 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !222)
!228 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !222)
!229 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !222)
!230 = distinct !{!230, !221, !231, !163}
!231 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !222)
!232 = !DILocation(line: 40, column: 5, scope: !56)
!233 = !DILocation(line: 42, column: 5, scope: !56)
!234 = !DILocation(line: 0, scope: !100)
!235 = !DILocation(line: 43, column: 41, scope: !236)
!236 = distinct !DILexicalBlock(scope: !100, file: !2, line: 43, column: 5)
!237 = !DILocation(line: 43, column: 34, scope: !236)
!238 = !DILocation(line: 44, column: 70, scope: !56)
!239 = !DILocalVariable(name: "p", arg: 1, scope: !240, file: !2, line: 25, type: !187)
!240 = distinct !DISubprogram(name: "load32_unaligned", scope: !2, file: !2, line: 25, type: !241, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!177, !187}
!243 = !{!239, !244}
!244 = !DILocalVariable(name: "v", scope: !240, file: !2, line: 25, type: !177)
!245 = !DILocation(line: 0, scope: !240, inlinedAt: !246)
!246 = distinct !DILocation(line: 44, column: 49, scope: !56)
!247 = !DILocation(line: 25, column: 72, scope: !240, inlinedAt: !246)
!248 = !DILocation(line: 44, column: 97, scope: !56)
!249 = !DILocation(line: 0, scope: !240, inlinedAt: !250)
!250 = distinct !DILocation(line: 44, column: 76, scope: !56)
!251 = !DILocation(line: 25, column: 72, scope: !240, inlinedAt: !250)
!252 = !DILocation(line: 45, column: 38, scope: !56)
!253 = !DILocation(line: 0, scope: !240, inlinedAt: !254)
!254 = distinct !DILocation(line: 45, column: 12, scope: !56)
!255 = !DILocation(line: 25, column: 72, scope: !240, inlinedAt: !254)
!256 = !DILocation(line: 44, column: 5, scope: !56)
!257 = !DILocation(line: 46, column: 27, scope: !56)
!258 = !DILocalVariable(name: "p", arg: 1, scope: !259, file: !2, line: 26, type: !262)
!259 = distinct !DISubprogram(name: "store64_unaligned", scope: !2, file: !2, line: 26, type: !260, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !263)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !262, !42}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!263 = !{!258, !264}
!264 = !DILocalVariable(name: "v", arg: 2, scope: !259, file: !2, line: 26, type: !42)
!265 = !DILocation(line: 0, scope: !259, inlinedAt: !266)
!266 = distinct !DILocation(line: 46, column: 5, scope: !56)
!267 = !DILocation(line: 26, column: 63, scope: !259, inlinedAt: !266)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !174, inlinedAt: !270)
!270 = distinct !DILocation(line: 47, column: 33, scope: !56)
!271 = !DILocation(line: 0, scope: !191, inlinedAt: !270)
!272 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !270)
!273 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !270)
!274 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !270)
!275 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !270)
!276 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !270)
!277 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !270)
!278 = distinct !{!278, !277, !279, !163}
!279 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !270)
!280 = !DILocation(line: 47, column: 5, scope: !56)
!281 = !DILocation(line: 48, column: 17, scope: !56)
!282 = !DILocation(line: 48, column: 5, scope: !56)
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !174, inlinedAt: !285)
!285 = distinct !DILocation(line: 49, column: 35, scope: !56)
!286 = !DILocation(line: 0, scope: !191, inlinedAt: !285)
!287 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !285)
!288 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !285)
!289 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !285)
!290 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !285)
!291 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !285)
!292 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !285)
!293 = distinct !{!293, !292, !294, !163}
!294 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !285)
!295 = !DILocation(line: 49, column: 5, scope: !56)
!296 = !DILocation(line: 50, column: 5, scope: !56)
!297 = distinct !DIAssignID()
!298 = !DILocation(line: 0, scope: !174, inlinedAt: !299)
!299 = distinct !DILocation(line: 51, column: 34, scope: !56)
!300 = !DILocation(line: 0, scope: !191, inlinedAt: !299)
!301 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !299)
!302 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !299)
!303 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !299)
!304 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !299)
!305 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !299)
!306 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !299)
!307 = distinct !{!307, !306, !308, !163}
!308 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !299)
!309 = !DILocation(line: 51, column: 5, scope: !56)
!310 = !DILocation(line: 52, column: 5, scope: !56)
!311 = !DILocation(line: 52, column: 20, scope: !56)
!312 = distinct !DIAssignID()
!313 = !DILocation(line: 0, scope: !174, inlinedAt: !314)
!314 = distinct !DILocation(line: 53, column: 26, scope: !56)
!315 = !DILocation(line: 0, scope: !191, inlinedAt: !314)
!316 = !DILocation(line: 15, column: 42, scope: !203, inlinedAt: !314)
!317 = !DILocation(line: 15, column: 49, scope: !203, inlinedAt: !314)
!318 = !DILocation(line: 15, column: 47, scope: !203, inlinedAt: !314)
!319 = !DILocation(line: 15, column: 32, scope: !203, inlinedAt: !314)
!320 = !DILocation(line: 15, column: 26, scope: !203, inlinedAt: !314)
!321 = !DILocation(line: 15, column: 5, scope: !191, inlinedAt: !314)
!322 = distinct !{!322, !321, !323, !163}
!323 = !DILocation(line: 15, column: 52, scope: !191, inlinedAt: !314)
!324 = !DILocation(line: 53, column: 5, scope: !56)
!325 = !DILocation(line: 56, column: 5, scope: !56)
!326 = !DILocation(line: 55, column: 5, scope: !56)
!327 = !DILocation(line: 54, column: 9, scope: !56)
!328 = distinct !DIAssignID()
!329 = distinct !DIAssignID()
!330 = distinct !DIAssignID()
!331 = distinct !DIAssignID()
!332 = distinct !DIAssignID()
!333 = !DILocation(line: 57, column: 5, scope: !56)
!334 = !DILocation(line: 57, column: 14, scope: !56)
!335 = distinct !DIAssignID()
!336 = !DILocation(line: 0, scope: !109)
!337 = !DILocation(line: 59, column: 5, scope: !109)
!338 = !DILocation(line: 59, column: 53, scope: !339)
!339 = distinct !DILexicalBlock(scope: !109, file: !2, line: 59, column: 5)
!340 = !DILocation(line: 59, column: 40, scope: !339)
!341 = !DILocation(line: 59, column: 48, scope: !339)
!342 = !DILocation(line: 59, column: 37, scope: !339)
!343 = distinct !{!343, !337, !344, !163, !164, !165}
!344 = !DILocation(line: 59, column: 56, scope: !109)
!345 = !DILocation(line: 60, column: 5, scope: !56)
!346 = !DILocation(line: 0, scope: !174, inlinedAt: !347)
!347 = distinct !DILocation(line: 62, column: 47, scope: !56)
!348 = !DILocation(line: 0, scope: !191, inlinedAt: !347)
!349 = !DILocation(line: 62, column: 5, scope: !56)
!350 = !DILocation(line: 64, column: 1, scope: !56)
!351 = !DILocation(line: 63, column: 5, scope: !56)
!352 = !DISubprogram(name: "printf", scope: !353, file: !353, line: 356, type: !354, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!353 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!354 = !DISubroutineType(types: !355)
!355 = !{!59, !356, null}
!356 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !357)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
