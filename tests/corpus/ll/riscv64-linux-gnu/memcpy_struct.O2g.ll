; ModuleID = 'tests/programs/memcpy_struct.c'
source_filename = "tests/programs/memcpy_struct.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

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
define dso_local noundef signext i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca %struct.Blob64, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !88, !DIExpression(), !121, ptr %1, !DIExpression(), !122)
  %2 = alloca %struct.Blob300, align 4, !DIAssignID !123
    #dbg_assign(i1 undef, !91, !DIExpression(), !123, ptr %2, !DIExpression(), !122)
  %3 = alloca %struct.Blob300, align 4, !DIAssignID !124
    #dbg_assign(i1 undef, !98, !DIExpression(), !124, ptr %3, !DIExpression(), !122)
  %4 = alloca [64 x i8], align 1, !DIAssignID !125
    #dbg_assign(i1 undef, !99, !DIExpression(), !125, ptr %4, !DIExpression(), !122)
  %5 = alloca %struct.Blob300, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !105, !DIExpression(), !126, ptr %5, !DIExpression(), !122)
    #dbg_assign(i1 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !127, ptr undef, !DIExpression(), !122)
  %6 = alloca [100 x i32], align 4, !DIAssignID !128
    #dbg_assign(i1 undef, !110, !DIExpression(), !128, ptr %6, !DIExpression(), !122)
    #dbg_value(i8 1, !72, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !122)
    #dbg_value(i8 3, !72, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !122)
    #dbg_value(i8 9, !72, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !122)
    #dbg_value(i8 0, !73, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !122)
    #dbg_value(i8 13, !73, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !122)
    #dbg_value(i8 26, !73, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !122)
    #dbg_value(i8 39, !73, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !122)
    #dbg_value(i8 52, !73, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !122)
    #dbg_value(i8 65, !73, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !122)
    #dbg_value(i8 78, !73, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !122)
    #dbg_value(i8 91, !73, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !122)
    #dbg_value(i8 104, !73, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !122)
    #dbg_value(i8 117, !73, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !122)
    #dbg_value(i8 -126, !73, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !122)
    #dbg_value(i8 -113, !73, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !122)
    #dbg_value(i8 -100, !73, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !122)
    #dbg_value(i8 -87, !73, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !122)
    #dbg_value(i8 -74, !73, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !122)
    #dbg_value(i8 -61, !73, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !122)
    #dbg_value(i8 -48, !73, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !122)
    #dbg_value(i8 0, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !122)
    #dbg_value(i8 13, !78, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !122)
    #dbg_value(i8 26, !78, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !122)
    #dbg_value(i8 39, !78, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !122)
    #dbg_value(i8 52, !78, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !122)
    #dbg_value(i8 65, !78, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !122)
    #dbg_value(i8 78, !78, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !122)
    #dbg_value(i8 91, !78, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !122)
    #dbg_value(i8 104, !78, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !122)
    #dbg_value(i8 117, !78, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !122)
    #dbg_value(i8 -126, !78, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !122)
    #dbg_value(i8 -113, !78, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !122)
    #dbg_value(i8 -100, !78, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !122)
    #dbg_value(i8 -87, !78, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !122)
    #dbg_value(i8 -74, !78, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !122)
    #dbg_value(i8 -61, !78, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !122)
    #dbg_value(i8 -48, !78, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !122)
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !122)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #5, !dbg !129
    #dbg_value(i64 0, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
    #dbg_value(i64 72340172838076673, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(i64 144680345676153346, !81, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !122)
    #dbg_value(i64 217020518514230019, !81, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !122)
    #dbg_value(i64 289360691352306692, !81, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !122)
    #dbg_value(i64 361700864190383365, !81, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !122)
    #dbg_value(i64 434041037028460038, !81, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !122)
    #dbg_value(i64 506381209866536711, !81, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !122)
  store i64 0, ptr %1, align 8, !dbg !130, !DIAssignID !131
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !130
  store i64 72340172838076673, ptr %7, align 8, !dbg !130, !DIAssignID !132
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !130
  store i64 144680345676153346, ptr %8, align 8, !dbg !130, !DIAssignID !133
  %9 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !130
  store i64 217020518514230019, ptr %9, align 8, !dbg !130, !DIAssignID !134
  %10 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !130
  store i64 289360691352306692, ptr %10, align 8, !dbg !130, !DIAssignID !135
  %11 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !130
  store i64 361700864190383365, ptr %11, align 8, !dbg !130, !DIAssignID !136
  %12 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !130
  store i64 434041037028460038, ptr %12, align 8, !dbg !130, !DIAssignID !137
  %13 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !130
  store i64 506381209866536711, ptr %13, align 8, !dbg !130, !tbaa !138, !DIAssignID !141
    #dbg_assign(i64 0, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !131, ptr %1, !DIExpression(), !122)
    #dbg_assign(i64 72340172838076673, !88, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132, ptr %7, !DIExpression(), !122)
    #dbg_assign(i64 144680345676153346, !88, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !133, ptr %8, !DIExpression(), !122)
    #dbg_assign(i64 217020518514230019, !88, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !134, ptr %9, !DIExpression(), !122)
    #dbg_assign(i64 289360691352306692, !88, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !135, ptr %10, !DIExpression(), !122)
    #dbg_assign(i64 361700864190383365, !88, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !136, ptr %11, !DIExpression(), !122)
    #dbg_assign(i64 434041037028460038, !88, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !137, ptr %12, !DIExpression(), !122)
    #dbg_assign(i64 506381209866536711, !88, !DIExpression(DW_OP_LLVM_fragment, 448, 64), !141, ptr %13, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %2) #5, !dbg !142
    #dbg_value(ptr %2, !143, !DIExpression(DW_OP_deref), !151)
    #dbg_value(i32 7, !148, !DIExpression(), !151)
    #dbg_value(i32 0, !149, !DIExpression(), !153)
  br label %14, !dbg !154

14:                                               ; preds = %14, %0
  %15 = phi i64 [ 0, %0 ], [ %20, %14 ]
    #dbg_value(i64 %15, !149, !DIExpression(), !153)
  %16 = sub nsw i64 7, %15, !dbg !155
  %17 = mul nsw i64 %16, %15, !dbg !155
  %18 = getelementptr inbounds [75 x i32], ptr %2, i64 0, i64 %15, !dbg !157
  %19 = trunc nsw i64 %17 to i32, !dbg !158
  store i32 %19, ptr %18, align 4, !dbg !158, !tbaa !159, !alias.scope !161
  %20 = add nuw nsw i64 %15, 1, !dbg !164
    #dbg_value(i64 %20, !149, !DIExpression(), !153)
  %21 = icmp eq i64 %20, 75, !dbg !165
  br i1 %21, label %22, label %14, !dbg !154, !llvm.loop !166

22:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #5, !dbg !142
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %3, ptr noundef nonnull align 4 dereferenceable(300) %2, i64 296, i1 false), !dbg !169, !tbaa.struct !170, !DIAssignID !171
    #dbg_assign(i1 undef, !98, !DIExpression(), !171, ptr %3, !DIExpression(), !122)
    #dbg_assign(i1 undef, !98, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !172, ptr undef, !DIExpression(), !122)
  %23 = getelementptr inbounds i8, ptr %3, i64 296, !dbg !173
  store i32 0, ptr %23, align 4, !dbg !174, !tbaa !159, !DIAssignID !175
    #dbg_assign(i32 0, !98, !DIExpression(DW_OP_LLVM_fragment, 2368, 32), !175, ptr %23, !DIExpression(), !122)
    #dbg_value(ptr undef, !176, !DIExpression(), !195)
    #dbg_value(i64 3, !188, !DIExpression(), !195)
    #dbg_value(ptr undef, !189, !DIExpression(), !195)
    #dbg_value(i32 0, !192, !DIExpression(), !195)
    #dbg_value(i64 0, !193, !DIExpression(), !197)
    #dbg_value(i64 0, !193, !DIExpression(), !197)
    #dbg_value(i32 0, !192, !DIExpression(), !195)
    #dbg_value(i32 1, !192, !DIExpression(), !195)
    #dbg_value(i64 1, !193, !DIExpression(), !197)
    #dbg_value(i32 40, !192, !DIExpression(), !195)
    #dbg_value(i64 2, !193, !DIExpression(), !197)
    #dbg_value(i32 1243, !192, !DIExpression(), !195)
    #dbg_value(i64 3, !193, !DIExpression(), !197)
    #dbg_value(i64 0, !193, !DIExpression(), !198)
    #dbg_value(i32 0, !192, !DIExpression(), !200)
    #dbg_value(i32 0, !192, !DIExpression(), !200)
    #dbg_value(i64 1, !193, !DIExpression(), !198)
    #dbg_value(i32 13, !192, !DIExpression(), !200)
    #dbg_value(i64 2, !193, !DIExpression(), !198)
    #dbg_value(i32 429, !192, !DIExpression(), !200)
    #dbg_value(i64 3, !193, !DIExpression(), !198)
    #dbg_value(i32 13338, !192, !DIExpression(), !200)
    #dbg_value(i64 4, !193, !DIExpression(), !198)
    #dbg_value(i32 413530, !192, !DIExpression(), !200)
    #dbg_value(i64 5, !193, !DIExpression(), !198)
    #dbg_value(i32 12819495, !192, !DIExpression(), !200)
    #dbg_value(i64 6, !193, !DIExpression(), !198)
    #dbg_value(i32 397404423, !192, !DIExpression(), !200)
    #dbg_value(i64 7, !193, !DIExpression(), !198)
    #dbg_value(i32 -565364684, !192, !DIExpression(), !200)
    #dbg_value(i64 8, !193, !DIExpression(), !198)
    #dbg_value(i32 -346435916, !192, !DIExpression(), !200)
    #dbg_value(i64 9, !193, !DIExpression(), !198)
    #dbg_value(i32 2145388609, !192, !DIExpression(), !200)
    #dbg_value(i64 10, !193, !DIExpression(), !198)
    #dbg_value(i32 2082537569, !192, !DIExpression(), !200)
    #dbg_value(i64 11, !193, !DIExpression(), !198)
    #dbg_value(i32 134155342, !192, !DIExpression(), !200)
    #dbg_value(i64 12, !193, !DIExpression(), !198)
    #dbg_value(i32 -136151538, !192, !DIExpression(), !200)
    #dbg_value(i64 13, !193, !DIExpression(), !198)
    #dbg_value(i32 74269787, !192, !DIExpression(), !200)
    #dbg_value(i64 14, !193, !DIExpression(), !198)
    #dbg_value(i32 -1992603717, !192, !DIExpression(), !200)
    #dbg_value(i64 15, !193, !DIExpression(), !198)
    #dbg_value(i32 -1641172888, !192, !DIExpression(), !200)
    #dbg_value(i64 16, !193, !DIExpression(), !198)
    #dbg_value(i32 663248232, !192, !DIExpression(), !200)
    #dbg_value(i64 17, !193, !DIExpression(), !198)
  br label %24, !dbg !201

24:                                               ; preds = %22, %24
  %25 = phi i64 [ %32, %24 ], [ 0, %22 ]
  %26 = phi i32 [ %31, %24 ], [ 0, %22 ]
    #dbg_value(i64 %25, !193, !DIExpression(), !203)
    #dbg_value(i32 %26, !192, !DIExpression(), !204)
  %27 = mul i32 %26, 31, !dbg !205
  %28 = getelementptr inbounds i8, ptr %1, i64 %25, !dbg !207
  %29 = load i8, ptr %28, align 1, !dbg !207, !tbaa !138
  %30 = zext i8 %29 to i32, !dbg !207
  %31 = add i32 %27, %30, !dbg !208
    #dbg_value(i32 %31, !192, !DIExpression(), !204)
  %32 = add nuw nsw i64 %25, 1, !dbg !209
    #dbg_value(i64 %32, !193, !DIExpression(), !203)
  %33 = icmp eq i64 %32, 64, !dbg !210
  br i1 %33, label %34, label %24, !dbg !201, !llvm.loop !211

34:                                               ; preds = %24, %34
  %35 = phi i64 [ %42, %34 ], [ 0, %24 ]
  %36 = phi i32 [ %41, %34 ], [ 0, %24 ]
    #dbg_value(i64 %35, !193, !DIExpression(), !213)
    #dbg_value(i32 %36, !192, !DIExpression(), !215)
  %37 = mul i32 %36, 31, !dbg !216
  %38 = getelementptr inbounds i8, ptr %2, i64 %35, !dbg !217
  %39 = load i8, ptr %38, align 1, !dbg !217, !tbaa !138
  %40 = zext i8 %39 to i32, !dbg !217
  %41 = add i32 %37, %40, !dbg !218
    #dbg_value(i32 %41, !192, !DIExpression(), !215)
  %42 = add nuw nsw i64 %35, 1, !dbg !219
    #dbg_value(i64 %42, !193, !DIExpression(), !213)
  %43 = icmp eq i64 %42, 300, !dbg !220
  br i1 %43, label %44, label %34, !dbg !221, !llvm.loop !222

44:                                               ; preds = %34, %44
  %45 = phi i64 [ %52, %44 ], [ 0, %34 ]
  %46 = phi i32 [ %51, %44 ], [ 0, %34 ]
    #dbg_value(i64 %45, !193, !DIExpression(), !224)
    #dbg_value(i32 %46, !192, !DIExpression(), !226)
  %47 = mul i32 %46, 31, !dbg !227
  %48 = getelementptr inbounds i8, ptr %3, i64 %45, !dbg !228
  %49 = load i8, ptr %48, align 1, !dbg !228, !tbaa !138
  %50 = zext i8 %49 to i32, !dbg !228
  %51 = add i32 %47, %50, !dbg !229
    #dbg_value(i32 %51, !192, !DIExpression(), !226)
  %52 = add nuw nsw i64 %45, 1, !dbg !230
    #dbg_value(i64 %52, !193, !DIExpression(), !224)
  %53 = icmp eq i64 %52, 300, !dbg !231
  br i1 %53, label %54, label %44, !dbg !232, !llvm.loop !233

54:                                               ; preds = %44
  %55 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef signext 1243, i32 noundef signext 663248232, i32 noundef signext %31, i32 noundef signext %41, i32 noundef signext %51), !dbg !235
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5, !dbg !236
    #dbg_value(i32 0, !103, !DIExpression(), !237)
  br label %118, !dbg !238

56:                                               ; preds = %118
  %57 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !239
    #dbg_value(ptr %57, !240, !DIExpression(), !246)
  %58 = load i32, ptr %57, align 1, !dbg !248
    #dbg_value(i32 %58, !245, !DIExpression(), !246)
  %59 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !249
    #dbg_value(ptr %59, !240, !DIExpression(), !250)
  %60 = load i32, ptr %59, align 1, !dbg !252
    #dbg_value(i32 %60, !245, !DIExpression(), !250)
  %61 = getelementptr inbounds i8, ptr %4, i64 57, !dbg !253
    #dbg_value(ptr %61, !240, !DIExpression(), !254)
  %62 = load i32, ptr %61, align 1, !dbg !256
    #dbg_value(i32 %62, !245, !DIExpression(), !254)
  %63 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef signext %58, i32 noundef signext %60, i32 noundef signext %62), !dbg !257
  %64 = getelementptr inbounds i8, ptr %4, i64 5, !dbg !258
    #dbg_value(ptr %64, !259, !DIExpression(), !266)
    #dbg_value(i64 1234605616436508552, !265, !DIExpression(), !266)
  store i64 1234605616436508552, ptr %64, align 1, !dbg !268, !DIAssignID !269
    #dbg_assign(i64 1234605616436508552, !99, !DIExpression(DW_OP_LLVM_fragment, 40, 64), !269, ptr %64, !DIExpression(), !122)
    #dbg_value(ptr %4, !176, !DIExpression(), !270)
    #dbg_value(i64 64, !188, !DIExpression(), !270)
    #dbg_value(ptr %4, !189, !DIExpression(), !270)
    #dbg_value(i32 0, !192, !DIExpression(), !270)
    #dbg_value(i64 0, !193, !DIExpression(), !272)
  br label %65

65:                                               ; preds = %65, %56
  %66 = phi i64 [ %73, %65 ], [ 0, %56 ]
  %67 = phi i32 [ %72, %65 ], [ 0, %56 ]
    #dbg_value(i64 %66, !193, !DIExpression(), !272)
    #dbg_value(i32 %67, !192, !DIExpression(), !270)
  %68 = mul i32 %67, 31, !dbg !273
  %69 = getelementptr inbounds i8, ptr %4, i64 %66, !dbg !274
  %70 = load i8, ptr %69, align 1, !dbg !274, !tbaa !138
  %71 = zext i8 %70 to i32, !dbg !274
  %72 = add i32 %68, %71, !dbg !275
    #dbg_value(i32 %72, !192, !DIExpression(), !270)
  %73 = add nuw nsw i64 %66, 1, !dbg !276
    #dbg_value(i64 %73, !193, !DIExpression(), !272)
  %74 = icmp eq i64 %73, 64, !dbg !277
  br i1 %74, label %75, label %65, !dbg !278, !llvm.loop !279

75:                                               ; preds = %65
  %76 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef signext %72), !dbg !281
  %77 = getelementptr inbounds i8, ptr %4, i64 10, !dbg !282
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %77, ptr noundef nonnull align 1 dereferenceable(40) %59, i64 40, i1 false), !dbg !283, !DIAssignID !284
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 80, 320), !284, ptr %77, !DIExpression(), !122)
    #dbg_value(ptr %4, !176, !DIExpression(), !285)
    #dbg_value(i64 64, !188, !DIExpression(), !285)
    #dbg_value(ptr %4, !189, !DIExpression(), !285)
    #dbg_value(i32 0, !192, !DIExpression(), !285)
    #dbg_value(i64 0, !193, !DIExpression(), !287)
  br label %78

78:                                               ; preds = %78, %75
  %79 = phi i64 [ %86, %78 ], [ 0, %75 ]
  %80 = phi i32 [ %85, %78 ], [ 0, %75 ]
    #dbg_value(i64 %79, !193, !DIExpression(), !287)
    #dbg_value(i32 %80, !192, !DIExpression(), !285)
  %81 = mul i32 %80, 31, !dbg !288
  %82 = getelementptr inbounds i8, ptr %4, i64 %79, !dbg !289
  %83 = load i8, ptr %82, align 1, !dbg !289, !tbaa !138
  %84 = zext i8 %83 to i32, !dbg !289
  %85 = add i32 %81, %84, !dbg !290
    #dbg_value(i32 %85, !192, !DIExpression(), !285)
  %86 = add nuw nsw i64 %79, 1, !dbg !291
    #dbg_value(i64 %86, !193, !DIExpression(), !287)
  %87 = icmp eq i64 %86, 64, !dbg !292
  br i1 %87, label %88, label %78, !dbg !293, !llvm.loop !294

88:                                               ; preds = %78
  %89 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef signext %85), !dbg !296
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(33) %4, i8 -85, i64 33, i1 false), !dbg !297, !DIAssignID !298
    #dbg_assign(i1 undef, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 264), !298, ptr %4, !DIExpression(), !122)
    #dbg_value(ptr %4, !176, !DIExpression(), !299)
    #dbg_value(i64 64, !188, !DIExpression(), !299)
    #dbg_value(ptr %4, !189, !DIExpression(), !299)
    #dbg_value(i32 0, !192, !DIExpression(), !299)
    #dbg_value(i64 0, !193, !DIExpression(), !301)
  br label %90

90:                                               ; preds = %90, %88
  %91 = phi i64 [ %98, %90 ], [ 0, %88 ]
  %92 = phi i32 [ %97, %90 ], [ 0, %88 ]
    #dbg_value(i64 %91, !193, !DIExpression(), !301)
    #dbg_value(i32 %92, !192, !DIExpression(), !299)
  %93 = mul i32 %92, 31, !dbg !302
  %94 = getelementptr inbounds i8, ptr %4, i64 %91, !dbg !303
  %95 = load i8, ptr %94, align 1, !dbg !303, !tbaa !138
  %96 = zext i8 %95 to i32, !dbg !303
  %97 = add i32 %93, %96, !dbg !304
    #dbg_value(i32 %97, !192, !DIExpression(), !299)
  %98 = add nuw nsw i64 %91, 1, !dbg !305
    #dbg_value(i64 %98, !193, !DIExpression(), !301)
  %99 = icmp eq i64 %98, 64, !dbg !306
  br i1 %99, label %100, label %90, !dbg !307, !llvm.loop !308

100:                                              ; preds = %90
  %101 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef signext %97), !dbg !310
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %5) #5, !dbg !311
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(300) %5, i8 0, i64 300, i1 false), !dbg !312, !DIAssignID !313
    #dbg_assign(i8 0, !105, !DIExpression(), !313, ptr %5, !DIExpression(), !122)
    #dbg_value(ptr %5, !176, !DIExpression(), !314)
    #dbg_value(i64 300, !188, !DIExpression(), !314)
    #dbg_value(ptr %5, !189, !DIExpression(), !314)
    #dbg_value(i32 0, !192, !DIExpression(), !314)
    #dbg_value(i64 0, !193, !DIExpression(), !316)
  br label %102

102:                                              ; preds = %102, %100
  %103 = phi i64 [ %110, %102 ], [ 0, %100 ]
  %104 = phi i32 [ %109, %102 ], [ 0, %100 ]
    #dbg_value(i64 %103, !193, !DIExpression(), !316)
    #dbg_value(i32 %104, !192, !DIExpression(), !314)
  %105 = mul i32 %104, 31, !dbg !317
  %106 = getelementptr inbounds i8, ptr %5, i64 %103, !dbg !318
  %107 = load i8, ptr %106, align 1, !dbg !318, !tbaa !138
  %108 = zext i8 %107 to i32, !dbg !318
  %109 = add i32 %105, %108, !dbg !319
    #dbg_value(i32 %109, !192, !DIExpression(), !314)
  %110 = add nuw nsw i64 %103, 1, !dbg !320
    #dbg_value(i64 %110, !193, !DIExpression(), !316)
  %111 = icmp eq i64 %110, 300, !dbg !321
  br i1 %111, label %112, label %102, !dbg !322, !llvm.loop !323

112:                                              ; preds = %102
  %113 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef signext %109), !dbg !325
  %114 = getelementptr inbounds i8, ptr %6, i64 12, !dbg !326
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #5, !dbg !327
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(388) %114, i8 0, i64 384, i1 false), !dbg !328, !DIAssignID !329
    #dbg_assign(i8 0, !106, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !330, ptr undef, !DIExpression(), !122)
    #dbg_value(i32 1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !122)
    #dbg_value(i32 2, !106, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !122)
    #dbg_value(i32 3, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !122)
  store i32 1, ptr %6, align 4, !dbg !326, !DIAssignID !331
  %115 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !326
  store i32 2, ptr %115, align 4, !dbg !326, !DIAssignID !332
  %116 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !326
  store i32 3, ptr %116, align 4, !dbg !326, !DIAssignID !333
    #dbg_assign(i32 1, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !331, ptr %6, !DIExpression(), !122)
    #dbg_assign(i32 2, !110, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !332, ptr %115, !DIExpression(), !122)
    #dbg_assign(i32 3, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !333, ptr %116, !DIExpression(), !122)
    #dbg_assign(i1 undef, !110, !DIExpression(DW_OP_LLVM_fragment, 96, 3104), !329, ptr %114, !DIExpression(), !122)
  %117 = getelementptr inbounds i8, ptr %6, i64 396, !dbg !334
  store i32 5, ptr %117, align 4, !dbg !335, !tbaa !159, !DIAssignID !336
    #dbg_assign(i32 5, !110, !DIExpression(DW_OP_LLVM_fragment, 3168, 32), !336, ptr %117, !DIExpression(), !122)
    #dbg_value(i32 0, !111, !DIExpression(), !122)
    #dbg_value(i32 0, !112, !DIExpression(), !337)
  br label %129, !dbg !338

118:                                              ; preds = %54, %118
  %119 = phi i64 [ 0, %54 ], [ %124, %118 ]
    #dbg_value(i64 %119, !103, !DIExpression(), !237)
  %120 = trunc i64 %119 to i8, !dbg !339
  %121 = mul i8 %120, 7, !dbg !339
  %122 = add i8 %121, 1, !dbg !339
  %123 = getelementptr inbounds [64 x i8], ptr %4, i64 0, i64 %119, !dbg !341
  store i8 %122, ptr %123, align 1, !dbg !342, !tbaa !138
  %124 = add nuw nsw i64 %119, 1, !dbg !343
    #dbg_value(i64 %124, !103, !DIExpression(), !237)
  %125 = icmp eq i64 %124, 64, !dbg !344
  br i1 %125, label %56, label %118, !dbg !238, !llvm.loop !345

126:                                              ; preds = %129
  %127 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef signext %137), !dbg !347
    #dbg_value(i8 119, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !122)
    #dbg_value(i8 0, !114, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !122)
    #dbg_value(i8 13, !114, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !122)
    #dbg_value(i8 26, !114, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !122)
    #dbg_value(i8 39, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !122)
    #dbg_value(i8 52, !114, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !122)
    #dbg_value(i8 65, !114, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !122)
    #dbg_value(i8 78, !114, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !122)
    #dbg_value(i8 91, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !122)
    #dbg_value(i8 104, !114, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !122)
    #dbg_value(i8 117, !114, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !122)
    #dbg_value(i8 -126, !114, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !122)
    #dbg_value(i8 -113, !114, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !122)
    #dbg_value(i8 -100, !114, !DIExpression(DW_OP_LLVM_fragment, 104, 8), !122)
    #dbg_value(i8 -87, !114, !DIExpression(DW_OP_LLVM_fragment, 112, 8), !122)
    #dbg_value(i8 -74, !114, !DIExpression(DW_OP_LLVM_fragment, 120, 8), !122)
    #dbg_value(i8 -61, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !122)
    #dbg_value(i8 -48, !114, !DIExpression(DW_OP_LLVM_fragment, 136, 8), !122)
    #dbg_value(i16 -2, !114, !DIExpression(DW_OP_LLVM_fragment, 144, 16), !122)
    #dbg_value(ptr undef, !176, !DIExpression(), !348)
    #dbg_value(i64 17, !188, !DIExpression(), !348)
    #dbg_value(ptr undef, !189, !DIExpression(), !348)
    #dbg_value(i32 0, !192, !DIExpression(), !348)
    #dbg_value(i64 0, !193, !DIExpression(), !350)
    #dbg_value(i64 0, !193, !DIExpression(), !350)
    #dbg_value(i32 0, !192, !DIExpression(), !348)
    #dbg_value(i32 0, !192, !DIExpression(), !348)
    #dbg_value(i64 1, !193, !DIExpression(), !350)
    #dbg_value(i32 13, !192, !DIExpression(), !348)
    #dbg_value(i64 2, !193, !DIExpression(), !350)
    #dbg_value(i32 429, !192, !DIExpression(), !348)
    #dbg_value(i64 3, !193, !DIExpression(), !350)
    #dbg_value(i32 13338, !192, !DIExpression(), !348)
    #dbg_value(i64 4, !193, !DIExpression(), !350)
    #dbg_value(i32 413530, !192, !DIExpression(), !348)
    #dbg_value(i64 5, !193, !DIExpression(), !350)
    #dbg_value(i32 12819495, !192, !DIExpression(), !348)
    #dbg_value(i64 6, !193, !DIExpression(), !350)
    #dbg_value(i32 397404423, !192, !DIExpression(), !348)
    #dbg_value(i64 7, !193, !DIExpression(), !350)
    #dbg_value(i32 -565364684, !192, !DIExpression(), !348)
    #dbg_value(i64 8, !193, !DIExpression(), !350)
    #dbg_value(i32 -346435916, !192, !DIExpression(), !348)
    #dbg_value(i64 9, !193, !DIExpression(), !350)
    #dbg_value(i32 2145388609, !192, !DIExpression(), !348)
    #dbg_value(i64 10, !193, !DIExpression(), !350)
    #dbg_value(i32 2082537569, !192, !DIExpression(), !348)
    #dbg_value(i64 11, !193, !DIExpression(), !350)
    #dbg_value(i32 134155342, !192, !DIExpression(), !348)
    #dbg_value(i64 12, !193, !DIExpression(), !350)
    #dbg_value(i32 -136151538, !192, !DIExpression(), !348)
    #dbg_value(i64 13, !193, !DIExpression(), !350)
    #dbg_value(i32 74269787, !192, !DIExpression(), !348)
    #dbg_value(i64 14, !193, !DIExpression(), !350)
    #dbg_value(i32 -1992603717, !192, !DIExpression(), !348)
    #dbg_value(i64 15, !193, !DIExpression(), !350)
    #dbg_value(i32 -1641172888, !192, !DIExpression(), !348)
    #dbg_value(i64 16, !193, !DIExpression(), !350)
    #dbg_value(i32 663248232, !192, !DIExpression(), !348)
    #dbg_value(i64 17, !193, !DIExpression(), !350)
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef signext 119, i32 noundef signext 663248232, i32 noundef signext -2), !dbg !351
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %5) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %2) #5, !dbg !352
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #5, !dbg !352
  ret i32 0, !dbg !353

129:                                              ; preds = %112, %129
  %130 = phi i64 [ 0, %112 ], [ %134, %129 ]
  %131 = phi i32 [ 0, %112 ], [ %137, %129 ]
    #dbg_value(i64 %130, !112, !DIExpression(), !337)
    #dbg_value(i32 %131, !111, !DIExpression(), !122)
  %132 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %130, !dbg !354
  %133 = load i32, ptr %132, align 4, !dbg !354, !tbaa !159
  %134 = add nuw nsw i64 %130, 1, !dbg !356
  %135 = trunc nuw nsw i64 %134 to i32, !dbg !357
  %136 = mul nsw i32 %133, %135, !dbg !357
  %137 = add nsw i32 %136, %131, !dbg !358
    #dbg_value(i64 %134, !112, !DIExpression(), !337)
    #dbg_value(i32 %137, !111, !DIExpression(), !122)
  %138 = icmp eq i64 %134, 100, !dbg !359
  br i1 %138, label %126, label %129, !dbg !338, !llvm.loop !360
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
declare !dbg !362 noundef signext i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+m,+relax,+zicsr,+zmmul,-b,-e,-experimental-smmpm,-experimental-smnpm,-experimental-ssnpm,-experimental-sspm,-experimental-ssqosid,-experimental-supm,-experimental-zacas,-experimental-zalasr,-experimental-zicfilp,-experimental-zicfiss,-h,-shcounterenw,-shgatpa,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcsrind,-smepmp,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-v,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xsfcease,-xsfvcp,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zaamo,-zabha,-zalrsc,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zca,-zcb,-zcd,-zce,-zcf,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!39}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/programs/memcpy_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "24186820d47d90807032caa63f9dc760")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_unsigned_char)
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
!43 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !45, line: 45, baseType: !46)
!45 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 1, !"target-abi", !"lp64d"}
!52 = !{i32 6, !"riscv-isa", !53}
!53 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 8, !"SmallDataLimit", i32 8}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !61, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !72, !73, !78, !79, !81, !88, !89, !91, !98, !99, !103, !105, !106, !110, !111, !112, !114}
!65 = !DILocalVariable(name: "a3", scope: !60, file: !2, line: 29, type: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob3", file: !2, line: 7, size: 24, elements: !67)
!67 = !{!68}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !66, file: !2, line: 7, baseType: !69, size: 24)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 24, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 3)
!72 = !DILocalVariable(name: "b3", scope: !60, file: !2, line: 29, type: !66)
!73 = !DILocalVariable(name: "a17", scope: !60, file: !2, line: 32, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob17", file: !2, line: 8, size: 136, elements: !75)
!75 = !{!76}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !74, file: !2, line: 8, baseType: !77, size: 136)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 136, elements: !15)
!78 = !DILocalVariable(name: "b17", scope: !60, file: !2, line: 32, type: !74)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 33, type: !63)
!80 = distinct !DILexicalBlock(scope: !60, file: !2, line: 33, column: 5)
!81 = !DILocalVariable(name: "a64", scope: !60, file: !2, line: 35, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob64", file: !2, line: 9, size: 512, elements: !83)
!83 = !{!84}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !82, file: !2, line: 9, baseType: !85, size: 512)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 512, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 8)
!88 = !DILocalVariable(name: "b64", scope: !60, file: !2, line: 35, type: !82)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 36, type: !63)
!90 = distinct !DILexicalBlock(scope: !60, file: !2, line: 36, column: 5)
!91 = !DILocalVariable(name: "big", scope: !60, file: !2, line: 38, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Blob300", file: !2, line: 10, size: 2400, elements: !93)
!93 = !{!94}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !92, file: !2, line: 10, baseType: !95, size: 2400)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 2400, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 75)
!98 = !DILocalVariable(name: "big2", scope: !60, file: !2, line: 38, type: !92)
!99 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 42, type: !100)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 512, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 64)
!103 = !DILocalVariable(name: "i", scope: !104, file: !2, line: 43, type: !63)
!104 = distinct !DILexicalBlock(scope: !60, file: !2, line: 43, column: 5)
!105 = !DILocalVariable(name: "zero", scope: !60, file: !2, line: 52, type: !92)
!106 = !DILocalVariable(name: "arr", scope: !60, file: !2, line: 54, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 3200, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 100)
!110 = !DILocalVariable(name: "copy", scope: !60, file: !2, line: 55, type: !107)
!111 = !DILocalVariable(name: "s", scope: !60, file: !2, line: 58, type: !63)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 59, type: !63)
!113 = distinct !DILexicalBlock(scope: !60, file: !2, line: 59, column: 5)
!114 = !DILocalVariable(name: "wrapped", scope: !60, file: !2, line: 61, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !60, file: !2, line: 61, size: 160, elements: !116)
!116 = !{!117, !118, !119}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !115, file: !2, line: 61, baseType: !4, size: 8)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !115, file: !2, line: 61, baseType: !74, size: 136, offset: 8)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "trailer", scope: !115, file: !2, line: 61, baseType: !120, size: 16, offset: 144)
!120 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !60)
!123 = distinct !DIAssignID()
!124 = distinct !DIAssignID()
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 35, column: 5, scope: !60)
!130 = !DILocation(line: 37, column: 11, scope: !60)
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = !{!139, !139, i64 0}
!139 = !{!"omnipotent char", !140, i64 0}
!140 = !{!"Simple C/C++ TBAA"}
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 38, column: 5, scope: !60)
!143 = !DILocalVariable(name: "b", scope: !144, file: !2, line: 20, type: !92)
!144 = distinct !DISubprogram(name: "make300", scope: !2, file: !2, line: 19, type: !145, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{!92, !63}
!147 = !{!148, !143, !149}
!148 = !DILocalVariable(name: "seed", arg: 1, scope: !144, file: !2, line: 19, type: !63)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 21, type: !63)
!150 = distinct !DILexicalBlock(scope: !144, file: !2, line: 21, column: 5)
!151 = !DILocation(line: 0, scope: !144, inlinedAt: !152)
!152 = distinct !DILocation(line: 38, column: 26, scope: !60)
!153 = !DILocation(line: 0, scope: !150, inlinedAt: !152)
!154 = !DILocation(line: 21, column: 5, scope: !150, inlinedAt: !152)
!155 = !DILocation(line: 21, column: 52, scope: !156, inlinedAt: !152)
!156 = distinct !DILexicalBlock(scope: !150, file: !2, line: 21, column: 5)
!157 = !DILocation(line: 21, column: 34, scope: !156, inlinedAt: !152)
!158 = !DILocation(line: 21, column: 41, scope: !156, inlinedAt: !152)
!159 = !{!160, !160, i64 0}
!160 = !{!"int", !139, i64 0}
!161 = !{!162}
!162 = distinct !{!162, !163, !"make300: argument 0"}
!163 = distinct !{!163, !"make300"}
!164 = !DILocation(line: 21, column: 30, scope: !156, inlinedAt: !152)
!165 = !DILocation(line: 21, column: 23, scope: !156, inlinedAt: !152)
!166 = distinct !{!166, !154, !167, !168}
!167 = !DILocation(line: 21, column: 58, scope: !150, inlinedAt: !152)
!168 = !{!"llvm.loop.mustprogress"}
!169 = !DILocation(line: 38, column: 45, scope: !60)
!170 = !{i64 0, i64 300, !138}
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 39, column: 5, scope: !60)
!174 = !DILocation(line: 39, column: 16, scope: !60)
!175 = distinct !DIAssignID()
!176 = !DILocalVariable(name: "p", arg: 1, scope: !177, file: !2, line: 12, type: !183)
!177 = distinct !DISubprogram(name: "sum_bytes", scope: !2, file: !2, line: 12, type: !178, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !187)
!178 = !DISubroutineType(types: !179)
!179 = !{!180, !183, !185}
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !182)
!182 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !186, line: 18, baseType: !46)
!186 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!187 = !{!176, !188, !189, !192, !193}
!188 = !DILocalVariable(name: "n", arg: 2, scope: !177, file: !2, line: 12, type: !185)
!189 = !DILocalVariable(name: "c", scope: !177, file: !2, line: 13, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!192 = !DILocalVariable(name: "s", scope: !177, file: !2, line: 14, type: !180)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 15, type: !185)
!194 = distinct !DILexicalBlock(scope: !177, file: !2, line: 15, column: 5)
!195 = !DILocation(line: 0, scope: !177, inlinedAt: !196)
!196 = distinct !DILocation(line: 40, column: 40, scope: !60)
!197 = !DILocation(line: 0, scope: !194, inlinedAt: !196)
!198 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!199 = distinct !DILocation(line: 40, column: 67, scope: !60)
!200 = !DILocation(line: 0, scope: !177, inlinedAt: !199)
!201 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !202)
!202 = distinct !DILocation(line: 41, column: 12, scope: !60)
!203 = !DILocation(line: 0, scope: !194, inlinedAt: !202)
!204 = !DILocation(line: 0, scope: !177, inlinedAt: !202)
!205 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !202)
!206 = distinct !DILexicalBlock(scope: !194, file: !2, line: 15, column: 5)
!207 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !202)
!208 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !202)
!209 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !202)
!210 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !202)
!211 = distinct !{!211, !201, !212, !168}
!212 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !202)
!213 = !DILocation(line: 0, scope: !194, inlinedAt: !214)
!214 = distinct !DILocation(line: 41, column: 41, scope: !60)
!215 = !DILocation(line: 0, scope: !177, inlinedAt: !214)
!216 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !214)
!217 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !214)
!218 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !214)
!219 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !214)
!220 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !214)
!221 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !214)
!222 = distinct !{!222, !221, !223, !168}
!223 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !214)
!224 = !DILocation(line: 0, scope: !194, inlinedAt: !225)
!225 = distinct !DILocation(line: 41, column: 70, scope: !60)
!226 = !DILocation(line: 0, scope: !177, inlinedAt: !225)
!227 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !225)
!228 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !225)
!229 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !225)
!230 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !225)
!231 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !225)
!232 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !225)
!233 = distinct !{!233, !232, !234, !168}
!234 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !225)
!235 = !DILocation(line: 40, column: 5, scope: !60)
!236 = !DILocation(line: 42, column: 5, scope: !60)
!237 = !DILocation(line: 0, scope: !104)
!238 = !DILocation(line: 43, column: 5, scope: !104)
!239 = !DILocation(line: 44, column: 70, scope: !60)
!240 = !DILocalVariable(name: "p", arg: 1, scope: !241, file: !2, line: 25, type: !190)
!241 = distinct !DISubprogram(name: "load32_unaligned", scope: !2, file: !2, line: 25, type: !242, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !244)
!242 = !DISubroutineType(types: !243)
!243 = !{!180, !190}
!244 = !{!240, !245}
!245 = !DILocalVariable(name: "v", scope: !241, file: !2, line: 25, type: !180)
!246 = !DILocation(line: 0, scope: !241, inlinedAt: !247)
!247 = distinct !DILocation(line: 44, column: 49, scope: !60)
!248 = !DILocation(line: 25, column: 72, scope: !241, inlinedAt: !247)
!249 = !DILocation(line: 44, column: 97, scope: !60)
!250 = !DILocation(line: 0, scope: !241, inlinedAt: !251)
!251 = distinct !DILocation(line: 44, column: 76, scope: !60)
!252 = !DILocation(line: 25, column: 72, scope: !241, inlinedAt: !251)
!253 = !DILocation(line: 45, column: 38, scope: !60)
!254 = !DILocation(line: 0, scope: !241, inlinedAt: !255)
!255 = distinct !DILocation(line: 45, column: 12, scope: !60)
!256 = !DILocation(line: 25, column: 72, scope: !241, inlinedAt: !255)
!257 = !DILocation(line: 44, column: 5, scope: !60)
!258 = !DILocation(line: 46, column: 27, scope: !60)
!259 = !DILocalVariable(name: "p", arg: 1, scope: !260, file: !2, line: 26, type: !263)
!260 = distinct !DISubprogram(name: "store64_unaligned", scope: !2, file: !2, line: 26, type: !261, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !39, retainedNodes: !264)
!261 = !DISubroutineType(types: !262)
!262 = !{null, !263, !42}
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!264 = !{!259, !265}
!265 = !DILocalVariable(name: "v", arg: 2, scope: !260, file: !2, line: 26, type: !42)
!266 = !DILocation(line: 0, scope: !260, inlinedAt: !267)
!267 = distinct !DILocation(line: 46, column: 5, scope: !60)
!268 = !DILocation(line: 26, column: 63, scope: !260, inlinedAt: !267)
!269 = distinct !DIAssignID()
!270 = !DILocation(line: 0, scope: !177, inlinedAt: !271)
!271 = distinct !DILocation(line: 47, column: 33, scope: !60)
!272 = !DILocation(line: 0, scope: !194, inlinedAt: !271)
!273 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !271)
!274 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !271)
!275 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !271)
!276 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !271)
!277 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !271)
!278 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !271)
!279 = distinct !{!279, !278, !280, !168}
!280 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !271)
!281 = !DILocation(line: 47, column: 5, scope: !60)
!282 = !DILocation(line: 48, column: 17, scope: !60)
!283 = !DILocation(line: 48, column: 5, scope: !60)
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 0, scope: !177, inlinedAt: !286)
!286 = distinct !DILocation(line: 49, column: 35, scope: !60)
!287 = !DILocation(line: 0, scope: !194, inlinedAt: !286)
!288 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !286)
!289 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !286)
!290 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !286)
!291 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !286)
!292 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !286)
!293 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !286)
!294 = distinct !{!294, !293, !295, !168}
!295 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !286)
!296 = !DILocation(line: 49, column: 5, scope: !60)
!297 = !DILocation(line: 50, column: 5, scope: !60)
!298 = distinct !DIAssignID()
!299 = !DILocation(line: 0, scope: !177, inlinedAt: !300)
!300 = distinct !DILocation(line: 51, column: 34, scope: !60)
!301 = !DILocation(line: 0, scope: !194, inlinedAt: !300)
!302 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !300)
!303 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !300)
!304 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !300)
!305 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !300)
!306 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !300)
!307 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !300)
!308 = distinct !{!308, !307, !309, !168}
!309 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !300)
!310 = !DILocation(line: 51, column: 5, scope: !60)
!311 = !DILocation(line: 52, column: 5, scope: !60)
!312 = !DILocation(line: 52, column: 20, scope: !60)
!313 = distinct !DIAssignID()
!314 = !DILocation(line: 0, scope: !177, inlinedAt: !315)
!315 = distinct !DILocation(line: 53, column: 26, scope: !60)
!316 = !DILocation(line: 0, scope: !194, inlinedAt: !315)
!317 = !DILocation(line: 15, column: 42, scope: !206, inlinedAt: !315)
!318 = !DILocation(line: 15, column: 49, scope: !206, inlinedAt: !315)
!319 = !DILocation(line: 15, column: 47, scope: !206, inlinedAt: !315)
!320 = !DILocation(line: 15, column: 32, scope: !206, inlinedAt: !315)
!321 = !DILocation(line: 15, column: 26, scope: !206, inlinedAt: !315)
!322 = !DILocation(line: 15, column: 5, scope: !194, inlinedAt: !315)
!323 = distinct !{!323, !322, !324, !168}
!324 = !DILocation(line: 15, column: 52, scope: !194, inlinedAt: !315)
!325 = !DILocation(line: 53, column: 5, scope: !60)
!326 = !DILocation(line: 56, column: 5, scope: !60)
!327 = !DILocation(line: 55, column: 5, scope: !60)
!328 = !DILocation(line: 54, column: 9, scope: !60)
!329 = distinct !DIAssignID()
!330 = distinct !DIAssignID()
!331 = distinct !DIAssignID()
!332 = distinct !DIAssignID()
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 57, column: 5, scope: !60)
!335 = !DILocation(line: 57, column: 14, scope: !60)
!336 = distinct !DIAssignID()
!337 = !DILocation(line: 0, scope: !113)
!338 = !DILocation(line: 59, column: 5, scope: !113)
!339 = !DILocation(line: 43, column: 43, scope: !340)
!340 = distinct !DILexicalBlock(scope: !104, file: !2, line: 43, column: 5)
!341 = !DILocation(line: 43, column: 34, scope: !340)
!342 = !DILocation(line: 43, column: 41, scope: !340)
!343 = !DILocation(line: 43, column: 30, scope: !340)
!344 = !DILocation(line: 43, column: 23, scope: !340)
!345 = distinct !{!345, !238, !346, !168}
!346 = !DILocation(line: 43, column: 68, scope: !104)
!347 = !DILocation(line: 60, column: 5, scope: !60)
!348 = !DILocation(line: 0, scope: !177, inlinedAt: !349)
!349 = distinct !DILocation(line: 62, column: 47, scope: !60)
!350 = !DILocation(line: 0, scope: !194, inlinedAt: !349)
!351 = !DILocation(line: 62, column: 5, scope: !60)
!352 = !DILocation(line: 64, column: 1, scope: !60)
!353 = !DILocation(line: 63, column: 5, scope: !60)
!354 = !DILocation(line: 59, column: 40, scope: !355)
!355 = distinct !DILexicalBlock(scope: !113, file: !2, line: 59, column: 5)
!356 = !DILocation(line: 59, column: 53, scope: !355)
!357 = !DILocation(line: 59, column: 48, scope: !355)
!358 = !DILocation(line: 59, column: 37, scope: !355)
!359 = !DILocation(line: 59, column: 23, scope: !355)
!360 = distinct !{!360, !338, !361, !168}
!361 = !DILocation(line: 59, column: 56, scope: !113)
!362 = !DISubprogram(name: "printf", scope: !363, file: !363, line: 356, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DIFile(filename: "/usr/riscv64-linux-gnu/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!364 = !DISubroutineType(types: !365)
!365 = !{!63, !366, null}
!366 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !367)
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
