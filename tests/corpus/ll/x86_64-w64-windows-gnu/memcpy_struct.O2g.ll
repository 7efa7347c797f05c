; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca %struct.Blob64, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !82, !DIExpression(), !115, ptr %1, !DIExpression(), !116)
  %2 = alloca %struct.Blob300, align 4, !DIAssignID !117
    #dbg_assign(i1 undef, !85, !DIExpression(), !117, ptr %2, !DIExpression(), !116)
  %3 = alloca %struct.Blob300, align 4, !DIAssignID !118
    #dbg_assign(i1 undef, !92, !DIExpression(), !118, ptr %3, !DIExpression(), !116)
  %4 = alloca [64 x i8], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !93, !DIExpression(), !119, ptr %4, !DIExpression(), !116)
  %5 = alloca %struct.Blob300, align 4, !DIAssignID !120
    #dbg_assign(i1 undef, !99, !DIExpression(), !120, ptr %5, !DIExpression(), !116)
  %6 = alloca [100 x i32], align 16, !DIAssignID !121
    #dbg_assign(i1 undef, !104, !DIExpression(), !121, ptr %6, !DIExpression(), !116)
    #dbg_value(i8 1, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !116)
    #dbg_value(i8 3, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !116)
    #dbg_value(i8 9, !66, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !116)
    #dbg_value(i8 0, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !116)
    #dbg_value(i8 13, !67, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !116)
    #dbg_value(i8 26, !67, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !116)
    #dbg_value(i8 39, !67, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !116)
    #dbg_value(i8 52, !67, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !116)
    #dbg_value(i8 65, !67, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !116)
    #dbg_value(i8 78, !67, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !116)
    #dbg_value(i8 91, !67, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !116)
    #dbg_value(i8 104, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !116)
    #dbg_value(i8 117, !67, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !116)
    #dbg_value(i8 -126, !67, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !116)
    #dbg_value(i8 -113, !67, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !116)
    #dbg_value(i8 -100, !67, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !116)
    #dbg_value(i8 -87, !67, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !116)
    #dbg_value(i8 -74, !67, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !116)
    #dbg_value(i8 -61, !67, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !116)
    #dbg_value(i8 -48, !67, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !116)
    #dbg_value(i8 0, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !116)
    #dbg_value(i8 13, !72, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !116)
    #dbg_value(i8 26, !72, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !116)
    #dbg_value(i8 39, !72, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !116)
    #dbg_value(i8 52, !72, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !116)
    #dbg_value(i8 65, !72, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !116)
    #dbg_value(i8 78, !72, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !116)
    #dbg_value(i8 91, !72, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !116)
    #dbg_value(i8 104, !72, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !116)
    #dbg_value(i8 117, !72, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !116)
    #dbg_value(i8 -126, !72, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !116)
    #dbg_value(i8 -113, !72, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !116)
    #dbg_value(i8 -100, !72, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !116)
    #dbg_value(i8 -87, !72, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !116)
    #dbg_value(i8 -74, !72, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !116)
    #dbg_value(i8 -61, !72, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !116)
    #dbg_value(i8 -48, !72, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !116)
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !116)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9, !dbg !122
    #dbg_value(i64 0, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(i64 72340172838076673, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
    #dbg_value(i64 144680345676153346, !75, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !116)
    #dbg_value(i64 217020518514230019, !75, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !116)
    #dbg_value(i64 289360691352306692, !75, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !116)
    #dbg_value(i64 361700864190383365, !75, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !116)
    #dbg_value(i64 434041037028460038, !75, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !116)
    #dbg_value(i64 506381209866536711, !75, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !116)
  store i64 0, ptr %1, align 8, !dbg !123, !DIAssignID !124
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !123
  store i64 72340172838076673, ptr %7, align 8, !dbg !123, !DIAssignID !125
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !123
  store i64 144680345676153346, ptr %8, align 8, !dbg !123, !DIAssignID !126
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !123
  store i64 217020518514230019, ptr %9, align 8, !dbg !123, !DIAssignID !127
  %10 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !123
  store i64 289360691352306692, ptr %10, align 8, !dbg !123, !DIAssignID !128
  %11 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !123
  store i64 361700864190383365, ptr %11, align 8, !dbg !123, !DIAssignID !129
  %12 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !123
  store i64 434041037028460038, ptr %12, align 8, !dbg !123, !DIAssignID !130
  %13 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !123
  store i64 506381209866536711, ptr %13, align 8, !dbg !123, !tbaa !131, !DIAssignID !134
    #dbg_assign(i64 0, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !124, ptr %1, !DIExpression(), !116)
    #dbg_assign(i64 72340172838076673, !82, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !125, ptr %7, !DIExpression(), !116)
    #dbg_assign(i64 144680345676153346, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !126, ptr %8, !DIExpression(), !116)
    #dbg_assign(i64 217020518514230019, !82, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !127, ptr %9, !DIExpression(), !116)
    #dbg_assign(i64 289360691352306692, !82, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !128, ptr %10, !DIExpression(), !116)
    #dbg_assign(i64 361700864190383365, !82, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !129, ptr %11, !DIExpression(), !116)
    #dbg_assign(i64 434041037028460038, !82, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !130, ptr %12, !DIExpression(), !116)
    #dbg_assign(i64 506381209866536711, !82, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !134, ptr %13, !DIExpression(), !116)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #9, !dbg !135
    #dbg_value(ptr %2, !136, !DIExpression(DW_OP_deref), !144)
    #dbg_value(i32 7, !141, !DIExpression(), !144)
    #dbg_value(i32 0, !142, !DIExpression(), !146)
  br label %14, !dbg !147

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %21, %14 ], !dbg !148
  %16 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %22, %14 ]
  %17 = sub nsw <4 x i64> <i64 7, i64 7, i64 7, i64 7>, %16, !dbg !150
  %18 = mul nsw <4 x i64> %17, %16, !dbg !150
  %19 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %15, !dbg !151
  %20 = trunc <4 x i64> %18 to <4 x i32>, !dbg !152
  store <4 x i32> %20, ptr %19, align 4, !dbg !152, !tbaa !153, !alias.scope !155
  %21 = add nuw i64 %15, 4, !dbg !148
  %22 = add <4 x i64> %16, <i64 4, i64 4, i64 4, i64 4>
  %23 = icmp eq i64 %21, 72, !dbg !148
  br i1 %23, label %24, label %14, !dbg !148, !llvm.loop !158

24:                                               ; preds = %14
    #dbg_value(i64 72, !142, !DIExpression(), !146)
  %25 = getelementptr inbounds i8, ptr %2, i64 288, !dbg !151
  store i32 -4680, ptr %25, align 4, !dbg !152, !tbaa !153, !alias.scope !155
    #dbg_value(i64 73, !142, !DIExpression(), !146)
  %26 = getelementptr inbounds i8, ptr %2, i64 292, !dbg !151
  store i32 -4818, ptr %26, align 4, !dbg !152, !tbaa !153, !alias.scope !155
    #dbg_value(i64 74, !142, !DIExpression(), !146)
  %27 = getelementptr inbounds i8, ptr %2, i64 296, !dbg !151
  store i32 -4958, ptr %27, align 4, !dbg !152, !tbaa !153, !alias.scope !155
    #dbg_value(i64 75, !142, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #9, !dbg !135
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !dbg !163, !tbaa.struct !164, !DIAssignID !165
    #dbg_assign(i1 undef, !92, !DIExpression(), !165, ptr %3, !DIExpression(), !116)
    #dbg_assign(i1 undef, !92, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !166, ptr undef, !DIExpression(), !116)
  %28 = getelementptr inbounds i8, ptr %3, i64 296, !dbg !167
  store i32 0, ptr %28, align 4, !dbg !168, !tbaa !153, !DIAssignID !169
    #dbg_assign(i32 0, !92, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !169, ptr %28, !DIExpression(), !116)
    #dbg_value(ptr undef, !170, !DIExpression(), !188)
    #dbg_value(i64 3, !181, !DIExpression(), !188)
    #dbg_value(ptr undef, !182, !DIExpression(), !188)
    #dbg_value(i32 1243, !185, !DIExpression(), !188)
    #dbg_value(i64 3, !186, !DIExpression(), !190)
    #dbg_value(i32 663248232, !185, !DIExpression(), !191)
    #dbg_value(i64 17, !186, !DIExpression(), !193)
  br label %29, !dbg !194

29:                                               ; preds = %29, %24
  %30 = phi i64 [ 0, %24 ], [ %55, %29 ]
  %31 = phi i32 [ 0, %24 ], [ %54, %29 ]
    #dbg_value(i64 %30, !186, !DIExpression(), !196)
    #dbg_value(i32 %31, !185, !DIExpression(), !197)
  %32 = mul i32 %31, 31, !dbg !198
  %33 = getelementptr inbounds i8, ptr %1, i64 %30, !dbg !200
  %34 = load i8, ptr %33, align 4, !dbg !200, !tbaa !131
  %35 = zext i8 %34 to i32, !dbg !200
  %36 = add i32 %32, %35, !dbg !201
    #dbg_value(i32 %36, !185, !DIExpression(), !197)
  %37 = or disjoint i64 %30, 1, !dbg !202
    #dbg_value(i64 %37, !186, !DIExpression(), !196)
  %38 = mul i32 %36, 31, !dbg !198
  %39 = getelementptr inbounds i8, ptr %1, i64 %37, !dbg !200
  %40 = load i8, ptr %39, align 1, !dbg !200, !tbaa !131
  %41 = zext i8 %40 to i32, !dbg !200
  %42 = add i32 %38, %41, !dbg !201
    #dbg_value(i32 %42, !185, !DIExpression(), !197)
  %43 = or disjoint i64 %30, 2, !dbg !202
    #dbg_value(i64 %43, !186, !DIExpression(), !196)
  %44 = mul i32 %42, 31, !dbg !198
  %45 = getelementptr inbounds i8, ptr %1, i64 %43, !dbg !200
  %46 = load i8, ptr %45, align 2, !dbg !200, !tbaa !131
  %47 = zext i8 %46 to i32, !dbg !200
  %48 = add i32 %44, %47, !dbg !201
    #dbg_value(i32 %48, !185, !DIExpression(), !197)
  %49 = or disjoint i64 %30, 3, !dbg !202
    #dbg_value(i64 %49, !186, !DIExpression(), !196)
  %50 = mul i32 %48, 31, !dbg !198
  %51 = getelementptr inbounds i8, ptr %1, i64 %49, !dbg !200
  %52 = load i8, ptr %51, align 1, !dbg !200, !tbaa !131
  %53 = zext i8 %52 to i32, !dbg !200
  %54 = add i32 %50, %53, !dbg !201
    #dbg_value(i32 %54, !185, !DIExpression(), !197)
  %55 = add nuw nsw i64 %30, 4, !dbg !202
    #dbg_value(i64 %55, !186, !DIExpression(), !196)
  %56 = icmp eq i64 %55, 64, !dbg !203
  br i1 %56, label %57, label %29, !dbg !194, !llvm.loop !204

57:                                               ; preds = %29
  %58 = getelementptr inbounds i8, ptr %2, i64 2, !dbg !206
  %59 = getelementptr inbounds i8, ptr %2, i64 3, !dbg !206
  %60 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !206
  %61 = getelementptr inbounds i8, ptr %2, i64 5, !dbg !206
  br label %62, !dbg !206

62:                                               ; preds = %62, %57
  %63 = phi i64 [ 0, %57 ], [ %96, %62 ]
  %64 = phi i32 [ 0, %57 ], [ %95, %62 ]
    #dbg_value(i64 %63, !186, !DIExpression(), !208)
    #dbg_value(i32 %64, !185, !DIExpression(), !209)
  %65 = mul i32 %64, 31, !dbg !210
  %66 = getelementptr inbounds i8, ptr %2, i64 %63, !dbg !211
  %67 = load i8, ptr %66, align 2, !dbg !211, !tbaa !131
  %68 = zext i8 %67 to i32, !dbg !211
  %69 = add i32 %65, %68, !dbg !212
    #dbg_value(i32 %69, !185, !DIExpression(), !209)
  %70 = or disjoint i64 %63, 1, !dbg !213
    #dbg_value(i64 %70, !186, !DIExpression(), !208)
  %71 = mul i32 %69, 31, !dbg !210
  %72 = getelementptr inbounds i8, ptr %2, i64 %70, !dbg !211
  %73 = load i8, ptr %72, align 1, !dbg !211, !tbaa !131
  %74 = zext i8 %73 to i32, !dbg !211
  %75 = add i32 %71, %74, !dbg !212
    #dbg_value(i32 %75, !185, !DIExpression(), !209)
    #dbg_value(i64 %63, !186, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !208)
  %76 = mul i32 %75, 31, !dbg !210
  %77 = getelementptr inbounds i8, ptr %58, i64 %63, !dbg !211
  %78 = load i8, ptr %77, align 2, !dbg !211, !tbaa !131
  %79 = zext i8 %78 to i32, !dbg !211
  %80 = add i32 %76, %79, !dbg !212
    #dbg_value(i32 %80, !185, !DIExpression(), !209)
    #dbg_value(i64 %63, !186, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !208)
  %81 = mul i32 %80, 31, !dbg !210
  %82 = getelementptr inbounds i8, ptr %59, i64 %63, !dbg !211
  %83 = load i8, ptr %82, align 1, !dbg !211, !tbaa !131
  %84 = zext i8 %83 to i32, !dbg !211
  %85 = add i32 %81, %84, !dbg !212
    #dbg_value(i32 %85, !185, !DIExpression(), !209)
    #dbg_value(i64 %63, !186, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !208)
  %86 = mul i32 %85, 31, !dbg !210
  %87 = getelementptr inbounds i8, ptr %60, i64 %63, !dbg !211
  %88 = load i8, ptr %87, align 2, !dbg !211, !tbaa !131
  %89 = zext i8 %88 to i32, !dbg !211
  %90 = add i32 %86, %89, !dbg !212
    #dbg_value(i32 %90, !185, !DIExpression(), !209)
    #dbg_value(i64 %63, !186, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !208)
  %91 = mul i32 %90, 31, !dbg !210
  %92 = getelementptr inbounds i8, ptr %61, i64 %63, !dbg !211
  %93 = load i8, ptr %92, align 1, !dbg !211, !tbaa !131
  %94 = zext i8 %93 to i32, !dbg !211
  %95 = add i32 %91, %94, !dbg !212
    #dbg_value(i32 %95, !185, !DIExpression(), !209)
  %96 = add nuw nsw i64 %63, 6, !dbg !213
    #dbg_value(i64 %96, !186, !DIExpression(), !208)
  %97 = icmp eq i64 %96, 300, !dbg !214
  br i1 %97, label %98, label %62, !dbg !206, !llvm.loop !215

98:                                               ; preds = %62
  %99 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !217
  %100 = getelementptr inbounds i8, ptr %3, i64 3, !dbg !217
  %101 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !217
  %102 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !217
  br label %103, !dbg !217

103:                                              ; preds = %103, %98
  %104 = phi i64 [ 0, %98 ], [ %137, %103 ]
  %105 = phi i32 [ 0, %98 ], [ %136, %103 ]
    #dbg_value(i64 %104, !186, !DIExpression(), !219)
    #dbg_value(i32 %105, !185, !DIExpression(), !220)
  %106 = mul i32 %105, 31, !dbg !221
  %107 = getelementptr inbounds i8, ptr %3, i64 %104, !dbg !222
  %108 = load i8, ptr %107, align 2, !dbg !222, !tbaa !131
  %109 = zext i8 %108 to i32, !dbg !222
  %110 = add i32 %106, %109, !dbg !223
    #dbg_value(i32 %110, !185, !DIExpression(), !220)
  %111 = or disjoint i64 %104, 1, !dbg !224
    #dbg_value(i64 %111, !186, !DIExpression(), !219)
  %112 = mul i32 %110, 31, !dbg !221
  %113 = getelementptr inbounds i8, ptr %3, i64 %111, !dbg !222
  %114 = load i8, ptr %113, align 1, !dbg !222, !tbaa !131
  %115 = zext i8 %114 to i32, !dbg !222
  %116 = add i32 %112, %115, !dbg !223
    #dbg_value(i32 %116, !185, !DIExpression(), !220)
    #dbg_value(i64 %104, !186, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !219)
  %117 = mul i32 %116, 31, !dbg !221
  %118 = getelementptr inbounds i8, ptr %99, i64 %104, !dbg !222
  %119 = load i8, ptr %118, align 2, !dbg !222, !tbaa !131
  %120 = zext i8 %119 to i32, !dbg !222
  %121 = add i32 %117, %120, !dbg !223
    #dbg_value(i32 %121, !185, !DIExpression(), !220)
    #dbg_value(i64 %104, !186, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !219)
  %122 = mul i32 %121, 31, !dbg !221
  %123 = getelementptr inbounds i8, ptr %100, i64 %104, !dbg !222
  %124 = load i8, ptr %123, align 1, !dbg !222, !tbaa !131
  %125 = zext i8 %124 to i32, !dbg !222
  %126 = add i32 %122, %125, !dbg !223
    #dbg_value(i32 %126, !185, !DIExpression(), !220)
    #dbg_value(i64 %104, !186, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !219)
  %127 = mul i32 %126, 31, !dbg !221
  %128 = getelementptr inbounds i8, ptr %101, i64 %104, !dbg !222
  %129 = load i8, ptr %128, align 2, !dbg !222, !tbaa !131
  %130 = zext i8 %129 to i32, !dbg !222
  %131 = add i32 %127, %130, !dbg !223
    #dbg_value(i32 %131, !185, !DIExpression(), !220)
    #dbg_value(i64 %104, !186, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !219)
  %132 = mul i32 %131, 31, !dbg !221
  %133 = getelementptr inbounds i8, ptr %102, i64 %104, !dbg !222
  %134 = load i8, ptr %133, align 1, !dbg !222, !tbaa !131
  %135 = zext i8 %134 to i32, !dbg !222
  %136 = add i32 %132, %135, !dbg !223
    #dbg_value(i32 %136, !185, !DIExpression(), !220)
  %137 = add nuw nsw i64 %104, 6, !dbg !224
    #dbg_value(i64 %137, !186, !DIExpression(), !219)
  %138 = icmp eq i64 %137, 300, !dbg !225
  br i1 %138, label %139, label %103, !dbg !217, !llvm.loop !226

139:                                              ; preds = %103
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef 1243, i32 noundef 663248232, i32 noundef %54, i32 noundef %95, i32 noundef %136), !dbg !228
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #9, !dbg !229
    #dbg_value(i32 0, !97, !DIExpression(), !230)
  store <16 x i8> <i8 1, i8 8, i8 15, i8 22, i8 29, i8 36, i8 43, i8 50, i8 57, i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106>, ptr %4, align 16, !dbg !231, !tbaa !131
  %140 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !233
  store <16 x i8> <i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87, i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38>, ptr %140, align 16, !dbg !231, !tbaa !131
  %141 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !233
  store <16 x i8> <i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25, i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74>, ptr %141, align 16, !dbg !231, !tbaa !131
  %142 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !233
  store <16 x i8> <i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119, i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70>, ptr %142, align 16, !dbg !231, !tbaa !131
  %143 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !234
    #dbg_value(ptr %143, !235, !DIExpression(), !241)
  %144 = load i32, ptr %143, align 1, !dbg !243
    #dbg_value(i32 %144, !240, !DIExpression(), !241)
  %145 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !244
    #dbg_value(ptr %145, !235, !DIExpression(), !245)
  %146 = load i32, ptr %145, align 1, !dbg !247
    #dbg_value(i32 %146, !240, !DIExpression(), !245)
  %147 = getelementptr inbounds i8, ptr %4, i64 57, !dbg !248
    #dbg_value(ptr %147, !235, !DIExpression(), !249)
  %148 = load i32, ptr %147, align 1, !dbg !251
    #dbg_value(i32 %148, !240, !DIExpression(), !249)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %144, i32 noundef %146, i32 noundef %148), !dbg !252
  %149 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !253
    #dbg_value(ptr %149, !254, !DIExpression(), !261)
    #dbg_value(i64 1234605616436508552, !260, !DIExpression(), !261)
  store i64 1234605616436508552, ptr %149, align 1, !dbg !263, !DIAssignID !264
    #dbg_assign(i64 1234605616436508552, !93, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !264, ptr %149, !DIExpression(), !116)
    #dbg_value(ptr %4, !170, !DIExpression(), !265)
    #dbg_value(i64 64, !181, !DIExpression(), !265)
    #dbg_value(ptr %4, !182, !DIExpression(), !265)
    #dbg_value(i32 0, !185, !DIExpression(), !265)
    #dbg_value(i64 0, !186, !DIExpression(), !267)
  br label %150

150:                                              ; preds = %150, %139
  %151 = phi i64 [ 0, %139 ], [ %176, %150 ]
  %152 = phi i32 [ 0, %139 ], [ %175, %150 ]
    #dbg_value(i64 %151, !186, !DIExpression(), !267)
    #dbg_value(i32 %152, !185, !DIExpression(), !265)
  %153 = mul i32 %152, 31, !dbg !268
  %154 = getelementptr inbounds i8, ptr %4, i64 %151, !dbg !269
  %155 = load i8, ptr %154, align 4, !dbg !269, !tbaa !131
  %156 = zext i8 %155 to i32, !dbg !269
  %157 = add i32 %153, %156, !dbg !270
    #dbg_value(i32 %157, !185, !DIExpression(), !265)
  %158 = or disjoint i64 %151, 1, !dbg !271
    #dbg_value(i64 %158, !186, !DIExpression(), !267)
  %159 = mul i32 %157, 31, !dbg !268
  %160 = getelementptr inbounds i8, ptr %4, i64 %158, !dbg !269
  %161 = load i8, ptr %160, align 1, !dbg !269, !tbaa !131
  %162 = zext i8 %161 to i32, !dbg !269
  %163 = add i32 %159, %162, !dbg !270
    #dbg_value(i32 %163, !185, !DIExpression(), !265)
  %164 = or disjoint i64 %151, 2, !dbg !271
    #dbg_value(i64 %164, !186, !DIExpression(), !267)
  %165 = mul i32 %163, 31, !dbg !268
  %166 = getelementptr inbounds i8, ptr %4, i64 %164, !dbg !269
  %167 = load i8, ptr %166, align 2, !dbg !269, !tbaa !131
  %168 = zext i8 %167 to i32, !dbg !269
  %169 = add i32 %165, %168, !dbg !270
    #dbg_value(i32 %169, !185, !DIExpression(), !265)
  %170 = or disjoint i64 %151, 3, !dbg !271
    #dbg_value(i64 %170, !186, !DIExpression(), !267)
  %171 = mul i32 %169, 31, !dbg !268
  %172 = getelementptr inbounds i8, ptr %4, i64 %170, !dbg !269
  %173 = load i8, ptr %172, align 1, !dbg !269, !tbaa !131
  %174 = zext i8 %173 to i32, !dbg !269
  %175 = add i32 %171, %174, !dbg !270
    #dbg_value(i32 %175, !185, !DIExpression(), !265)
  %176 = add nuw nsw i64 %151, 4, !dbg !271
    #dbg_value(i64 %176, !186, !DIExpression(), !267)
  %177 = icmp eq i64 %176, 64, !dbg !272
  br i1 %177, label %178, label %150, !dbg !273, !llvm.loop !274

178:                                              ; preds = %150
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %175), !dbg !276
  %179 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !277
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(40) %179, ptr noundef nonnull align 1 dereferenceable(40) %145, i64 40, i1 false), !dbg !278, !DIAssignID !279
    #dbg_assign(i1 undef, !93, !DIExpression(DW_OP_LLVM_fragment, 80, 320), !279, ptr %179, !DIExpression(), !116)
    #dbg_value(ptr %4, !170, !DIExpression(), !280)
    #dbg_value(i64 64, !181, !DIExpression(), !280)
    #dbg_value(ptr %4, !182, !DIExpression(), !280)
    #dbg_value(i32 0, !185, !DIExpression(), !280)
    #dbg_value(i64 0, !186, !DIExpression(), !282)
  br label %180

180:                                              ; preds = %180, %178
  %181 = phi i64 [ 0, %178 ], [ %206, %180 ]
  %182 = phi i32 [ 0, %178 ], [ %205, %180 ]
    #dbg_value(i64 %181, !186, !DIExpression(), !282)
    #dbg_value(i32 %182, !185, !DIExpression(), !280)
  %183 = mul i32 %182, 31, !dbg !283
  %184 = getelementptr inbounds i8, ptr %4, i64 %181, !dbg !284
  %185 = load i8, ptr %184, align 4, !dbg !284, !tbaa !131
  %186 = zext i8 %185 to i32, !dbg !284
  %187 = add i32 %183, %186, !dbg !285
    #dbg_value(i32 %187, !185, !DIExpression(), !280)
  %188 = or disjoint i64 %181, 1, !dbg !286
    #dbg_value(i64 %188, !186, !DIExpression(), !282)
  %189 = mul i32 %187, 31, !dbg !283
  %190 = getelementptr inbounds i8, ptr %4, i64 %188, !dbg !284
  %191 = load i8, ptr %190, align 1, !dbg !284, !tbaa !131
  %192 = zext i8 %191 to i32, !dbg !284
  %193 = add i32 %189, %192, !dbg !285
    #dbg_value(i32 %193, !185, !DIExpression(), !280)
  %194 = or disjoint i64 %181, 2, !dbg !286
    #dbg_value(i64 %194, !186, !DIExpression(), !282)
  %195 = mul i32 %193, 31, !dbg !283
  %196 = getelementptr inbounds i8, ptr %4, i64 %194, !dbg !284
  %197 = load i8, ptr %196, align 2, !dbg !284, !tbaa !131
  %198 = zext i8 %197 to i32, !dbg !284
  %199 = add i32 %195, %198, !dbg !285
    #dbg_value(i32 %199, !185, !DIExpression(), !280)
  %200 = or disjoint i64 %181, 3, !dbg !286
    #dbg_value(i64 %200, !186, !DIExpression(), !282)
  %201 = mul i32 %199, 31, !dbg !283
  %202 = getelementptr inbounds i8, ptr %4, i64 %200, !dbg !284
  %203 = load i8, ptr %202, align 1, !dbg !284, !tbaa !131
  %204 = zext i8 %203 to i32, !dbg !284
  %205 = add i32 %201, %204, !dbg !285
    #dbg_value(i32 %205, !185, !DIExpression(), !280)
  %206 = add nuw nsw i64 %181, 4, !dbg !286
    #dbg_value(i64 %206, !186, !DIExpression(), !282)
  %207 = icmp eq i64 %206, 64, !dbg !287
  br i1 %207, label %208, label %180, !dbg !288, !llvm.loop !289

208:                                              ; preds = %180
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.3, i32 noundef %205), !dbg !291
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(33) %4, i8 -85, i64 33, i1 false), !dbg !292, !DIAssignID !293
    #dbg_assign(i1 undef, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 264), !293, ptr %4, !DIExpression(), !116)
    #dbg_value(ptr %4, !170, !DIExpression(), !294)
    #dbg_value(i64 64, !181, !DIExpression(), !294)
    #dbg_value(ptr %4, !182, !DIExpression(), !294)
    #dbg_value(i32 0, !185, !DIExpression(), !294)
    #dbg_value(i64 0, !186, !DIExpression(), !296)
  br label %209

209:                                              ; preds = %209, %208
  %210 = phi i64 [ 0, %208 ], [ %235, %209 ]
  %211 = phi i32 [ 0, %208 ], [ %234, %209 ]
    #dbg_value(i64 %210, !186, !DIExpression(), !296)
    #dbg_value(i32 %211, !185, !DIExpression(), !294)
  %212 = mul i32 %211, 31, !dbg !297
  %213 = getelementptr inbounds i8, ptr %4, i64 %210, !dbg !298
  %214 = load i8, ptr %213, align 4, !dbg !298, !tbaa !131
  %215 = zext i8 %214 to i32, !dbg !298
  %216 = add i32 %212, %215, !dbg !299
    #dbg_value(i32 %216, !185, !DIExpression(), !294)
  %217 = or disjoint i64 %210, 1, !dbg !300
    #dbg_value(i64 %217, !186, !DIExpression(), !296)
  %218 = mul i32 %216, 31, !dbg !297
  %219 = getelementptr inbounds i8, ptr %4, i64 %217, !dbg !298
  %220 = load i8, ptr %219, align 1, !dbg !298, !tbaa !131
  %221 = zext i8 %220 to i32, !dbg !298
  %222 = add i32 %218, %221, !dbg !299
    #dbg_value(i32 %222, !185, !DIExpression(), !294)
  %223 = or disjoint i64 %210, 2, !dbg !300
    #dbg_value(i64 %223, !186, !DIExpression(), !296)
  %224 = mul i32 %222, 31, !dbg !297
  %225 = getelementptr inbounds i8, ptr %4, i64 %223, !dbg !298
  %226 = load i8, ptr %225, align 2, !dbg !298, !tbaa !131
  %227 = zext i8 %226 to i32, !dbg !298
  %228 = add i32 %224, %227, !dbg !299
    #dbg_value(i32 %228, !185, !DIExpression(), !294)
  %229 = or disjoint i64 %210, 3, !dbg !300
    #dbg_value(i64 %229, !186, !DIExpression(), !296)
  %230 = mul i32 %228, 31, !dbg !297
  %231 = getelementptr inbounds i8, ptr %4, i64 %229, !dbg !298
  %232 = load i8, ptr %231, align 1, !dbg !298, !tbaa !131
  %233 = zext i8 %232 to i32, !dbg !298
  %234 = add i32 %230, %233, !dbg !299
    #dbg_value(i32 %234, !185, !DIExpression(), !294)
  %235 = add nuw nsw i64 %210, 4, !dbg !300
    #dbg_value(i64 %235, !186, !DIExpression(), !296)
  %236 = icmp eq i64 %235, 64, !dbg !301
  br i1 %236, label %237, label %209, !dbg !302, !llvm.loop !303

237:                                              ; preds = %209
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.4, i32 noundef %234), !dbg !305
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #9, !dbg !306
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false), !dbg !307, !DIAssignID !308
    #dbg_assign(i8 0, !99, !DIExpression(), !308, ptr %5, !DIExpression(), !116)
    #dbg_value(ptr %5, !170, !DIExpression(), !309)
    #dbg_value(i64 300, !181, !DIExpression(), !309)
    #dbg_value(ptr %5, !182, !DIExpression(), !309)
    #dbg_value(i32 0, !185, !DIExpression(), !309)
    #dbg_value(i64 0, !186, !DIExpression(), !311)
  %238 = getelementptr inbounds i8, ptr %5, i64 2
  %239 = getelementptr inbounds i8, ptr %5, i64 3
  %240 = getelementptr inbounds i8, ptr %5, i64 4
  %241 = getelementptr inbounds i8, ptr %5, i64 5
  br label %242

242:                                              ; preds = %242, %237
  %243 = phi i64 [ 0, %237 ], [ %276, %242 ]
  %244 = phi i32 [ 0, %237 ], [ %275, %242 ]
    #dbg_value(i64 %243, !186, !DIExpression(), !311)
    #dbg_value(i32 %244, !185, !DIExpression(), !309)
  %245 = mul i32 %244, 31, !dbg !312
  %246 = getelementptr inbounds i8, ptr %5, i64 %243, !dbg !313
  %247 = load i8, ptr %246, align 2, !dbg !313, !tbaa !131
  %248 = zext i8 %247 to i32, !dbg !313
  %249 = add i32 %245, %248, !dbg !314
    #dbg_value(i32 %249, !185, !DIExpression(), !309)
  %250 = or disjoint i64 %243, 1, !dbg !315
    #dbg_value(i64 %250, !186, !DIExpression(), !311)
  %251 = mul i32 %249, 31, !dbg !312
  %252 = getelementptr inbounds i8, ptr %5, i64 %250, !dbg !313
  %253 = load i8, ptr %252, align 1, !dbg !313, !tbaa !131
  %254 = zext i8 %253 to i32, !dbg !313
  %255 = add i32 %251, %254, !dbg !314
    #dbg_value(i32 %255, !185, !DIExpression(), !309)
    #dbg_value(i64 %243, !186, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !311)
  %256 = mul i32 %255, 31, !dbg !312
  %257 = getelementptr inbounds i8, ptr %238, i64 %243, !dbg !313
  %258 = load i8, ptr %257, align 2, !dbg !313, !tbaa !131
  %259 = zext i8 %258 to i32, !dbg !313
  %260 = add i32 %256, %259, !dbg !314
    #dbg_value(i32 %260, !185, !DIExpression(), !309)
    #dbg_value(i64 %243, !186, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !311)
  %261 = mul i32 %260, 31, !dbg !312
  %262 = getelementptr inbounds i8, ptr %239, i64 %243, !dbg !313
  %263 = load i8, ptr %262, align 1, !dbg !313, !tbaa !131
  %264 = zext i8 %263 to i32, !dbg !313
  %265 = add i32 %261, %264, !dbg !314
    #dbg_value(i32 %265, !185, !DIExpression(), !309)
    #dbg_value(i64 %243, !186, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !311)
  %266 = mul i32 %265, 31, !dbg !312
  %267 = getelementptr inbounds i8, ptr %240, i64 %243, !dbg !313
  %268 = load i8, ptr %267, align 2, !dbg !313, !tbaa !131
  %269 = zext i8 %268 to i32, !dbg !313
  %270 = add i32 %266, %269, !dbg !314
    #dbg_value(i32 %270, !185, !DIExpression(), !309)
    #dbg_value(i64 %243, !186, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !311)
  %271 = mul i32 %270, 31, !dbg !312
  %272 = getelementptr inbounds i8, ptr %241, i64 %243, !dbg !313
  %273 = load i8, ptr %272, align 1, !dbg !313, !tbaa !131
  %274 = zext i8 %273 to i32, !dbg !313
  %275 = add i32 %271, %274, !dbg !314
    #dbg_value(i32 %275, !185, !DIExpression(), !309)
  %276 = add nuw nsw i64 %243, 6, !dbg !315
    #dbg_value(i64 %276, !186, !DIExpression(), !311)
  %277 = icmp eq i64 %276, 300, !dbg !316
  br i1 %277, label %278, label %242, !dbg !317, !llvm.loop !318

278:                                              ; preds = %242
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.5, i32 noundef %275), !dbg !320
  %279 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !321
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #9, !dbg !322
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %279, i8 0, i64 384, i1 false), !dbg !323, !DIAssignID !324
    #dbg_assign(i8 0, !100, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !325, ptr undef, !DIExpression(), !116)
    #dbg_value(i32 1, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !116)
    #dbg_value(i32 2, !100, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !116)
    #dbg_value(i32 3, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !116)
  store i32 1, ptr %6, align 16, !dbg !321, !DIAssignID !326
  %280 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !321
  store i32 2, ptr %280, align 4, !dbg !321, !DIAssignID !327
  %281 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !321
  store i32 3, ptr %281, align 8, !dbg !321, !DIAssignID !328
    #dbg_assign(i32 1, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !326, ptr %6, !DIExpression(), !116)
    #dbg_assign(i32 2, !104, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !327, ptr %280, !DIExpression(), !116)
    #dbg_assign(i32 3, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !328, ptr %281, !DIExpression(), !116)
    #dbg_assign(i1 undef, !104, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !324, ptr %279, !DIExpression(), !116)
  %282 = getelementptr inbounds i8, ptr %6, i64 396, !dbg !329
  store i32 5, ptr %282, align 4, !dbg !330, !tbaa !153, !DIAssignID !331
    #dbg_assign(i32 5, !104, !DIExpression(DW_OP_LLVM_fragment, 3168, 32), !331, ptr %282, !DIExpression(), !116)
    #dbg_value(i32 0, !105, !DIExpression(), !116)
    #dbg_value(i32 0, !106, !DIExpression(), !332)
  br label %283, !dbg !333

283:                                              ; preds = %283, %278
  %284 = phi i64 [ 0, %278 ], [ %300, %283 ], !dbg !334
  %285 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %278 ], [ %301, %283 ]
  %286 = phi <4 x i32> [ zeroinitializer, %278 ], [ %298, %283 ]
  %287 = phi <4 x i32> [ zeroinitializer, %278 ], [ %299, %283 ]
  %288 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %284, !dbg !336
  %289 = getelementptr inbounds i8, ptr %288, i64 16, !dbg !336
  %290 = load <4 x i32>, ptr %288, align 16, !dbg !336, !tbaa !153
  %291 = load <4 x i32>, ptr %289, align 16, !dbg !336, !tbaa !153
  %292 = trunc <4 x i64> %285 to <4 x i32>, !dbg !337
  %293 = add <4 x i32> %292, <i32 1, i32 1, i32 1, i32 1>, !dbg !337
  %294 = trunc <4 x i64> %285 to <4 x i32>, !dbg !337
  %295 = add <4 x i32> %294, <i32 5, i32 5, i32 5, i32 5>, !dbg !337
  %296 = mul nsw <4 x i32> %290, %293, !dbg !337
  %297 = mul nsw <4 x i32> %291, %295, !dbg !337
  %298 = add <4 x i32> %296, %286, !dbg !338
  %299 = add <4 x i32> %297, %287, !dbg !338
  %300 = add nuw i64 %284, 8, !dbg !334
  %301 = add <4 x i64> %285, <i64 8, i64 8, i64 8, i64 8>
  %302 = icmp eq i64 %300, 96, !dbg !334
  br i1 %302, label %303, label %283, !dbg !334, !llvm.loop !339

303:                                              ; preds = %283
  %304 = add <4 x i32> %299, %298, !dbg !333
  %305 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %304), !dbg !333
    #dbg_value(i64 96, !106, !DIExpression(), !332)
    #dbg_value(i32 %305, !105, !DIExpression(), !116)
  %306 = getelementptr inbounds i8, ptr %6, i64 384, !dbg !336
  %307 = load i32, ptr %306, align 16, !dbg !336, !tbaa !153
  %308 = mul nsw i32 %307, 97, !dbg !337
  %309 = add nsw i32 %308, %305, !dbg !338
    #dbg_value(i64 97, !106, !DIExpression(), !332)
    #dbg_value(i32 %309, !105, !DIExpression(), !116)
  %310 = getelementptr inbounds i8, ptr %6, i64 388, !dbg !336
  %311 = load i32, ptr %310, align 4, !dbg !336, !tbaa !153
  %312 = mul nsw i32 %311, 98, !dbg !337
  %313 = add nsw i32 %312, %309, !dbg !338
    #dbg_value(i64 98, !106, !DIExpression(), !332)
    #dbg_value(i32 %313, !105, !DIExpression(), !116)
  %314 = getelementptr inbounds i8, ptr %6, i64 392, !dbg !336
  %315 = load i32, ptr %314, align 8, !dbg !336, !tbaa !153
  %316 = mul nsw i32 %315, 99, !dbg !337
  %317 = add nsw i32 %316, %313, !dbg !338
    #dbg_value(i64 99, !106, !DIExpression(), !332)
    #dbg_value(i32 %317, !105, !DIExpression(), !116)
  %318 = getelementptr inbounds i8, ptr %6, i64 396, !dbg !336
  %319 = load i32, ptr %318, align 4, !dbg !336, !tbaa !153
  %320 = mul nsw i32 %319, 100, !dbg !337
  %321 = add nsw i32 %320, %317, !dbg !338
    #dbg_value(i64 100, !106, !DIExpression(), !332)
    #dbg_value(i32 %321, !105, !DIExpression(), !116)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.6, i32 noundef %321), !dbg !341
    #dbg_value(i8 119, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !116)
    #dbg_value(i8 0, !108, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !116)
    #dbg_value(i8 13, !108, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !116)
    #dbg_value(i8 26, !108, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !116)
    #dbg_value(i8 39, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !116)
    #dbg_value(i8 52, !108, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !116)
    #dbg_value(i8 65, !108, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !116)
    #dbg_value(i8 78, !108, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !116)
    #dbg_value(i8 91, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !116)
    #dbg_value(i8 104, !108, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !116)
    #dbg_value(i8 117, !108, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !116)
    #dbg_value(i8 -126, !108, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !116)
    #dbg_value(i8 -113, !108, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !116)
    #dbg_value(i8 -100, !108, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !116)
    #dbg_value(i8 -87, !108, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !116)
    #dbg_value(i8 -74, !108, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !116)
    #dbg_value(i8 -61, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !116)
    #dbg_value(i8 -48, !108, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !116)
    #dbg_value(i16 -2, !108, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !116)
    #dbg_value(ptr undef, !170, !DIExpression(), !342)
    #dbg_value(i64 17, !181, !DIExpression(), !342)
    #dbg_value(ptr undef, !182, !DIExpression(), !342)
    #dbg_value(i32 663248232, !185, !DIExpression(), !342)
    #dbg_value(i64 17, !186, !DIExpression(), !344)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.7, i32 noundef 119, i32 noundef 663248232, i32 noundef -2), !dbg !345
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #9, !dbg !346
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #9, !dbg !346
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #9, !dbg !346
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #9, !dbg !346
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #9, !dbg !346
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9, !dbg !346
  ret i32 0, !dbg !347
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #4 !dbg !348 {
  %2 = alloca ptr, align 8, !DIAssignID !360
    #dbg_assign(i1 undef, !357, !DIExpression(), !360, ptr %2, !DIExpression(), !361)
    #dbg_value(ptr %0, !355, !DIExpression(), !361)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !362
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !363
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #9, !dbg !364
  %4 = load ptr, ptr %2, align 8, !dbg !365, !tbaa !366
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9, !dbg !368
    #dbg_value(i32 %5, !356, !DIExpression(), !361)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !369
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !370
  ret void, !dbg !371
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare !dbg !372 dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !392 dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/memcpy_struct.c", directory: ".")
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
!39 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !40, globals: !45, splitDebugInlining: false, nameTableKind: None)
!40 = !{!41, !42}
!41 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !43, line: 42, baseType: !44)
!43 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdint.h", directory: "")
!44 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!46 = !{i32 7, !"Dwarf Version", i32 4}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 2}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 1, !"MaxTLSAlign", i32 65536}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !55, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !66, !67, !72, !73, !75, !82, !83, !85, !92, !93, !97, !99, !100, !104, !105, !106, !108}
!59 = !DILocalVariable(name: "a3", scope: !54, file: !2, line: 29, type: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob3", file: !2, line: 7, size: 24, elements: !61)
!61 = !{!62}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !60, file: !2, line: 7, baseType: !63, size: 24)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 24, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 3)
!66 = !DILocalVariable(name: "b3", scope: !54, file: !2, line: 29, type: !60)
!67 = !DILocalVariable(name: "a17", scope: !54, file: !2, line: 32, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob17", file: !2, line: 8, size: 136, elements: !69)
!69 = !{!70}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !2, line: 8, baseType: !71, size: 136)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 136, elements: !15)
!72 = !DILocalVariable(name: "b17", scope: !54, file: !2, line: 32, type: !68)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 33, type: !57)
!74 = distinct !DILexicalBlock(scope: !54, file: !2, line: 33, column: 5)
!75 = !DILocalVariable(name: "a64", scope: !54, file: !2, line: 35, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob64", file: !2, line: 9, size: 512, elements: !77)
!77 = !{!78}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !76, file: !2, line: 9, baseType: !79, size: 512)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 8)
!82 = !DILocalVariable(name: "b64", scope: !54, file: !2, line: 35, type: !76)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 36, type: !57)
!84 = distinct !DILexicalBlock(scope: !54, file: !2, line: 36, column: 5)
!85 = !DILocalVariable(name: "big", scope: !54, file: !2, line: 38, type: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob300", file: !2, line: 10, size: 2400, elements: !87)
!87 = !{!88}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !86, file: !2, line: 10, baseType: !89, size: 2400)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 2400, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 75)
!92 = !DILocalVariable(name: "big2", scope: !54, file: !2, line: 38, type: !86)
!93 = !DILocalVariable(name: "buf", scope: !54, file: !2, line: 42, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 512, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 64)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 43, type: !57)
!98 = distinct !DILexicalBlock(scope: !54, file: !2, line: 43, column: 5)
!99 = !DILocalVariable(name: "zero", scope: !54, file: !2, line: 52, type: !86)
!100 = !DILocalVariable(name: "arr", scope: !54, file: !2, line: 54, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 3200, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 100)
!104 = !DILocalVariable(name: "copy", scope: !54, file: !2, line: 55, type: !101)
!105 = !DILocalVariable(name: "s", scope: !54, file: !2, line: 58, type: !57)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 59, type: !57)
!107 = distinct !DILexicalBlock(scope: !54, file: !2, line: 59, column: 5)
!108 = !DILocalVariable(name: "wrapped", scope: !54, file: !2, line: 61, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !54, file: !2, line: 61, size: 160, elements: !110)
!110 = !{!111, !112, !113}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !109, file: !2, line: 61, baseType: !4, size: 8)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !109, file: !2, line: 61, baseType: !68, size: 136, offset: 8)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "trailer", scope: !109, file: !2, line: 61, baseType: !114, size: 16, offset: 144)
!114 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !54)
!117 = distinct !DIAssignID()
!118 = distinct !DIAssignID()
!119 = distinct !DIAssignID()
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 35, column: 5, scope: !54)
!123 = !DILocation(line: 37, column: 11, scope: !54)
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = distinct !DIAssignID()
!131 = !{!132, !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 38, column: 5, scope: !54)
!136 = !DILocalVariable(name: "b", scope: !137, file: !2, line: 20, type: !86)
!137 = distinct !DISubprogram(name: "make300", scope: !2, file: !2, line: 19, type: !138, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!86, !57}
!140 = !{!141, !136, !142}
!141 = !DILocalVariable(name: "seed", arg: 1, scope: !137, file: !2, line: 19, type: !57)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 21, type: !57)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 21, column: 5)
!144 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!145 = distinct !DILocation(line: 38, column: 26, scope: !54)
!146 = !DILocation(line: 0, scope: !143, inlinedAt: !145)
!147 = !DILocation(line: 21, column: 5, scope: !143, inlinedAt: !145)
!148 = !DILocation(line: 21, column: 30, scope: !149, inlinedAt: !145)
!149 = distinct !DILexicalBlock(scope: !143, file: !2, line: 21, column: 5)
!150 = !DILocation(line: 21, column: 52, scope: !149, inlinedAt: !145)
!151 = !DILocation(line: 21, column: 34, scope: !149, inlinedAt: !145)
!152 = !DILocation(line: 21, column: 41, scope: !149, inlinedAt: !145)
!153 = !{!154, !154, i64 0}
!154 = !{!"int", !132, i64 0}
!155 = !{!156}
!156 = distinct !{!156, !157, !"make300: argument 0"}
!157 = distinct !{!157, !"make300"}
!158 = distinct !{!158, !147, !159, !160, !161, !162}
!159 = !DILocation(line: 21, column: 58, scope: !143, inlinedAt: !145)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !{!"llvm.loop.isvectorized", i32 1}
!162 = !{!"llvm.loop.unroll.runtime.disable"}
!163 = !DILocation(line: 38, column: 45, scope: !54)
!164 = !{i64 0, i64 300, !131}
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 39, column: 5, scope: !54)
!168 = !DILocation(line: 39, column: 16, scope: !54)
!169 = distinct !DIAssignID()
!170 = !DILocalVariable(name: "p", arg: 1, scope: !171, file: !2, line: 12, type: !176)
!171 = distinct !DISubprogram(name: "sum_bytes", scope: !2, file: !2, line: 12, type: !172, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !180)
!172 = !DISubroutineType(types: !173)
!173 = !{!174, !176, !178}
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 40, baseType: !175)
!175 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !179, line: 35, baseType: !44)
!179 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/corecrt.h", directory: "")
!180 = !{!170, !181, !182, !185, !186}
!181 = !DILocalVariable(name: "n", arg: 2, scope: !171, file: !2, line: 12, type: !178)
!182 = !DILocalVariable(name: "c", scope: !171, file: !2, line: 13, type: !183)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!185 = !DILocalVariable(name: "s", scope: !171, file: !2, line: 14, type: !174)
!186 = !DILocalVariable(name: "i", scope: !187, file: !2, line: 15, type: !178)
!187 = distinct !DILexicalBlock(scope: !171, file: !2, line: 15, column: 5)
!188 = !DILocation(line: 0, scope: !171, inlinedAt: !189)
!189 = distinct !DILocation(line: 40, column: 40, scope: !54)
!190 = !DILocation(line: 0, scope: !187, inlinedAt: !189)
!191 = !DILocation(line: 0, scope: !171, inlinedAt: !192)
!192 = distinct !DILocation(line: 40, column: 67, scope: !54)
!193 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!194 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !195)
!195 = distinct !DILocation(line: 41, column: 12, scope: !54)
!196 = !DILocation(line: 0, scope: !187, inlinedAt: !195)
!197 = !DILocation(line: 0, scope: !171, inlinedAt: !195)
!198 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !195)
!199 = distinct !DILexicalBlock(scope: !187, file: !2, line: 15, column: 5)
!200 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !195)
!201 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !195)
!202 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !195)
!203 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !195)
!204 = distinct !{!204, !194, !205, !160}
!205 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !195)
!206 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !207)
!207 = distinct !DILocation(line: 41, column: 41, scope: !54)
!208 = !DILocation(line: 0, scope: !187, inlinedAt: !207)
!209 = !DILocation(line: 0, scope: !171, inlinedAt: !207)
!210 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !207)
!211 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !207)
!212 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !207)
!213 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !207)
!214 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !207)
!215 = distinct !{!215, !206, !216, !160}
!216 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !207)
!217 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !218)
!218 = distinct !DILocation(line: 41, column: 70, scope: !54)
!219 = !DILocation(line: 0, scope: !187, inlinedAt: !218)
!220 = !DILocation(line: 0, scope: !171, inlinedAt: !218)
!221 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !218)
!222 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !218)
!223 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !218)
!224 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !218)
!225 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !218)
!226 = distinct !{!226, !217, !227, !160}
!227 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !218)
!228 = !DILocation(line: 40, column: 5, scope: !54)
!229 = !DILocation(line: 42, column: 5, scope: !54)
!230 = !DILocation(line: 0, scope: !98)
!231 = !DILocation(line: 43, column: 41, scope: !232)
!232 = distinct !DILexicalBlock(scope: !98, file: !2, line: 43, column: 5)
!233 = !DILocation(line: 43, column: 34, scope: !232)
!234 = !DILocation(line: 44, column: 70, scope: !54)
!235 = !DILocalVariable(name: "p", arg: 1, scope: !236, file: !2, line: 25, type: !183)
!236 = distinct !DISubprogram(name: "load32_unaligned", scope: !2, file: !2, line: 25, type: !237, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!174, !183}
!239 = !{!235, !240}
!240 = !DILocalVariable(name: "v", scope: !236, file: !2, line: 25, type: !174)
!241 = !DILocation(line: 0, scope: !236, inlinedAt: !242)
!242 = distinct !DILocation(line: 44, column: 49, scope: !54)
!243 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !242)
!244 = !DILocation(line: 44, column: 97, scope: !54)
!245 = !DILocation(line: 0, scope: !236, inlinedAt: !246)
!246 = distinct !DILocation(line: 44, column: 76, scope: !54)
!247 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !246)
!248 = !DILocation(line: 45, column: 38, scope: !54)
!249 = !DILocation(line: 0, scope: !236, inlinedAt: !250)
!250 = distinct !DILocation(line: 45, column: 12, scope: !54)
!251 = !DILocation(line: 25, column: 72, scope: !236, inlinedAt: !250)
!252 = !DILocation(line: 44, column: 5, scope: !54)
!253 = !DILocation(line: 46, column: 27, scope: !54)
!254 = !DILocalVariable(name: "p", arg: 1, scope: !255, file: !2, line: 26, type: !258)
!255 = distinct !DISubprogram(name: "store64_unaligned", scope: !2, file: !2, line: 26, type: !256, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !259)
!256 = !DISubroutineType(types: !257)
!257 = !{null, !258, !42}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!259 = !{!254, !260}
!260 = !DILocalVariable(name: "v", arg: 2, scope: !255, file: !2, line: 26, type: !42)
!261 = !DILocation(line: 0, scope: !255, inlinedAt: !262)
!262 = distinct !DILocation(line: 46, column: 5, scope: !54)
!263 = !DILocation(line: 26, column: 63, scope: !255, inlinedAt: !262)
!264 = distinct !DIAssignID()
!265 = !DILocation(line: 0, scope: !171, inlinedAt: !266)
!266 = distinct !DILocation(line: 47, column: 33, scope: !54)
!267 = !DILocation(line: 0, scope: !187, inlinedAt: !266)
!268 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !266)
!269 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !266)
!270 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !266)
!271 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !266)
!272 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !266)
!273 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !266)
!274 = distinct !{!274, !273, !275, !160}
!275 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !266)
!276 = !DILocation(line: 47, column: 5, scope: !54)
!277 = !DILocation(line: 48, column: 17, scope: !54)
!278 = !DILocation(line: 48, column: 5, scope: !54)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 0, scope: !171, inlinedAt: !281)
!281 = distinct !DILocation(line: 49, column: 35, scope: !54)
!282 = !DILocation(line: 0, scope: !187, inlinedAt: !281)
!283 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !281)
!284 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !281)
!285 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !281)
!286 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !281)
!287 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !281)
!288 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !281)
!289 = distinct !{!289, !288, !290, !160}
!290 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !281)
!291 = !DILocation(line: 49, column: 5, scope: !54)
!292 = !DILocation(line: 50, column: 5, scope: !54)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !171, inlinedAt: !295)
!295 = distinct !DILocation(line: 51, column: 34, scope: !54)
!296 = !DILocation(line: 0, scope: !187, inlinedAt: !295)
!297 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !295)
!298 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !295)
!299 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !295)
!300 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !295)
!301 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !295)
!302 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !295)
!303 = distinct !{!303, !302, !304, !160}
!304 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !295)
!305 = !DILocation(line: 51, column: 5, scope: !54)
!306 = !DILocation(line: 52, column: 5, scope: !54)
!307 = !DILocation(line: 52, column: 20, scope: !54)
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 0, scope: !171, inlinedAt: !310)
!310 = distinct !DILocation(line: 53, column: 26, scope: !54)
!311 = !DILocation(line: 0, scope: !187, inlinedAt: !310)
!312 = !DILocation(line: 15, column: 42, scope: !199, inlinedAt: !310)
!313 = !DILocation(line: 15, column: 49, scope: !199, inlinedAt: !310)
!314 = !DILocation(line: 15, column: 47, scope: !199, inlinedAt: !310)
!315 = !DILocation(line: 15, column: 32, scope: !199, inlinedAt: !310)
!316 = !DILocation(line: 15, column: 26, scope: !199, inlinedAt: !310)
!317 = !DILocation(line: 15, column: 5, scope: !187, inlinedAt: !310)
!318 = distinct !{!318, !317, !319, !160}
!319 = !DILocation(line: 15, column: 52, scope: !187, inlinedAt: !310)
!320 = !DILocation(line: 53, column: 5, scope: !54)
!321 = !DILocation(line: 56, column: 5, scope: !54)
!322 = !DILocation(line: 55, column: 5, scope: !54)
!323 = !DILocation(line: 54, column: 9, scope: !54)
!324 = distinct !DIAssignID()
!325 = distinct !DIAssignID()
!326 = distinct !DIAssignID()
!327 = distinct !DIAssignID()
!328 = distinct !DIAssignID()
!329 = !DILocation(line: 57, column: 5, scope: !54)
!330 = !DILocation(line: 57, column: 14, scope: !54)
!331 = distinct !DIAssignID()
!332 = !DILocation(line: 0, scope: !107)
!333 = !DILocation(line: 59, column: 5, scope: !107)
!334 = !DILocation(line: 59, column: 53, scope: !335)
!335 = distinct !DILexicalBlock(scope: !107, file: !2, line: 59, column: 5)
!336 = !DILocation(line: 59, column: 40, scope: !335)
!337 = !DILocation(line: 59, column: 48, scope: !335)
!338 = !DILocation(line: 59, column: 37, scope: !335)
!339 = distinct !{!339, !333, !340, !160, !161, !162}
!340 = !DILocation(line: 59, column: 56, scope: !107)
!341 = !DILocation(line: 60, column: 5, scope: !54)
!342 = !DILocation(line: 0, scope: !171, inlinedAt: !343)
!343 = distinct !DILocation(line: 62, column: 47, scope: !54)
!344 = !DILocation(line: 0, scope: !187, inlinedAt: !343)
!345 = !DILocation(line: 62, column: 5, scope: !54)
!346 = !DILocation(line: 64, column: 1, scope: !54)
!347 = !DILocation(line: 63, column: 5, scope: !54)
!348 = distinct !DISubprogram(name: "printf", scope: !349, file: !349, line: 368, type: !350, scopeLine: 369, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !354)
!349 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/stdio.h", directory: "")
!350 = !DISubroutineType(cc: DW_CC_nocall, types: !351)
!351 = !{!57, !352, null}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!354 = !{!355, !356, !357}
!355 = !DILocalVariable(name: "__format", arg: 1, scope: !348, file: !349, line: 368, type: !352)
!356 = !DILocalVariable(name: "__retval", scope: !348, file: !349, line: 370, type: !57)
!357 = !DILocalVariable(name: "__local_argv", scope: !348, file: !349, line: 371, type: !358)
!358 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !359)
!359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!360 = distinct !DIAssignID()
!361 = !DILocation(line: 0, scope: !348)
!362 = !DILocation(line: 371, column: 3, scope: !348)
!363 = !DILocation(line: 371, column: 35, scope: !348)
!364 = !DILocation(line: 372, column: 32, scope: !348)
!365 = !DILocation(line: 372, column: 50, scope: !348)
!366 = !{!367, !367, i64 0}
!367 = !{!"any pointer", !132, i64 0}
!368 = !DILocation(line: 372, column: 14, scope: !348)
!369 = !DILocation(line: 373, column: 3, scope: !348)
!370 = !DILocation(line: 375, column: 1, scope: !348)
!371 = !DILocation(line: 374, column: 3, scope: !348)
!372 = !DISubprogram(name: "__mingw_vfprintf", scope: !349, file: !349, line: 193, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DISubroutineType(types: !374)
!374 = !{!57, !375, !388, !389}
!375 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !349, line: 47, baseType: !378)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_iobuf", file: !349, line: 33, size: 384, align: 64, elements: !379)
!379 = !{!380, !381, !382, !383, !384, !385, !386, !387}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "_ptr", scope: !378, file: !349, line: 37, baseType: !359, size: 64)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "_cnt", scope: !378, file: !349, line: 38, baseType: !57, size: 32, offset: 64)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_base", scope: !378, file: !349, line: 39, baseType: !359, size: 64, offset: 128)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "_flag", scope: !378, file: !349, line: 40, baseType: !57, size: 32, offset: 192)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "_file", scope: !378, file: !349, line: 41, baseType: !57, size: 32, offset: 224)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_charbuf", scope: !378, file: !349, line: 42, baseType: !57, size: 32, offset: 256)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_bufsiz", scope: !378, file: !349, line: 43, baseType: !57, size: 32, offset: 288)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "_tmpfname", scope: !378, file: !349, line: 44, baseType: !359, size: 64, offset: 320)
!388 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !352)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !390, line: 31, baseType: !391)
!390 = !DIFile(filename: "/usr/x86_64-w64-mingw32/include/vadefs.h", directory: "")
!391 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !390, line: 24, baseType: !358)
!392 = !DISubprogram(name: "__acrt_iob_func", scope: !349, file: !349, line: 93, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DISubroutineType(types: !394)
!394 = !{!376, !175}
